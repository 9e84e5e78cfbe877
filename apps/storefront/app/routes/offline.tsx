import { offlineDocument } from '../features/push/offline-document.server';
import { requestPreferences } from '../lib/preferences.server';
import type { Route } from './+types/offline';

/**
 * The page the service worker shows when a page cannot load without the network (issue 15 §5), in
 * the language of `?lang=` or the `language` cookie. A resource route: it renders outside the app's
 * layout, so it carries no session, no shopper's data and no script, and may be kept offline.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestPreferences(request);
  return new Response(offlineDocument(locale), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, no-cache',
      vary: 'cookie',
    },
  });
}
