import { isLocale } from '@hadiya/ui';
import { catalogueModuleFor } from '../lib/messages.server';
import type { Route } from './+types/catalogue';

/** `/i18n/{locale}.{hash}.js`: one language's compiled texts, loaded by the browser before hydrating. */
export function loader({ params }: Route.LoaderArgs) {
  const [locale, hash] = params.file.split('.');
  if (!isLocale(locale)) throw new Response('Not found', { status: 404 });
  const module = catalogueModuleFor(locale);
  // A page rendered before a deploy may ask for the old texts: it gets today's, uncached.
  const isCurrent = module.href === `/i18n/${locale}.${hash}.js`;
  return new Response(module.source, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': isCurrent ? 'public, max-age=31536000, immutable' : 'no-store',
    },
  });
}
