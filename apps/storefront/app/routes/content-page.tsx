import { useLocale } from '@hadiya/ui';
import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FirstPaintHandle } from '../lib/first-paint-font-files';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import { queries } from '../lib/queries';
import { notFoundFrom, useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf } from '../lib/seo';
import type { Route } from './+types/content-page';
import { messages } from './content-page.messages';

/** Each content route's page on the server (spec §2: privacy policy, about, gift care; the terms the checkout asks to accept). */
const pageSlugByPath: Record<string, string> = {
  '/privacy-policy': 'privacy-policy',
  '/about-hadiya': 'about',
  '/gifts-care': 'gifts-care',
  '/terms': 'terms',
};

function slugOf(pathname: string): string {
  return pageSlugByPath[pathname.replace(/\/+$/, '')] ?? 'privacy-policy';
}

/** Headings and prose: no medium weight. */
export const handle: FirstPaintHandle & HydrationHandle = { firstPaintWeights: [400, 700], hydratesOnIntent: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, queryClient } = loaderContext(request, context);
  const slug = slugOf(new URL(request.url).pathname);
  const page = await queryClient.fetchQuery(queries.page(api, locale, slug)).catch(notFoundFrom);
  return { dehydrated: dehydrate(queryClient), slug, title: page.title, summary: page.blocks[0]?.text ?? page.title };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    root: rootDataOf(matches),
    path: location.pathname,
    title: data.title,
    description: data.summary.slice(0, 160),
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <PageArticle slug={loaderData.slug} />
    </HydrationBoundary>
  );
}

function PageArticle({ slug }: { slug: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const { data: page } = useQuery(queries.page(api, locale, slug));
  if (!page) return null;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{page.title}</h1>
        <p className="text-sm text-ink-muted">
          {intl.formatMessage(messages.updated, {
            date: intl.formatDate(page.updated_at, { year: 'numeric', month: 'long', day: 'numeric' }),
          })}
        </p>
      </header>
      {page.blocks.map((block, index) => (
        // Blocks have no ids of their own; their order is the page's order.
        <section key={index} className="flex flex-col gap-2">
          {block.heading ? <h2 className="text-lg font-bold">{block.heading}</h2> : null}
          <p className="whitespace-pre-line leading-relaxed text-ink">{block.text}</p>
        </section>
      ))}
    </article>
  );
}
