import { serverApi } from '../lib/api.server';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = ['/', '/privacy-policy', '/about-hadiya', '/gifts-care', '/terms'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every page in both languages: Arabic at the plain address, English at `?lang=en`. */
function entry(origin: string, path: string, lastModified?: string): string {
  const ar = `${origin}${path}`;
  const en = `${origin}${path}?lang=en`;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
  ].join('');
  const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
  return [ar, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const products = await serverApi(context.apiBaseUrl, 'en', request.signal).request('productSlugs', {});
  const urls = [
    ...STATIC_PATHS.map((path) => entry(origin, path)),
    ...products.map((product) => entry(origin, `/product/${encodeURIComponent(product.slug)}`, product.updated_at)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
