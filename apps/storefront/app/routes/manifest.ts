import { directionOf } from '@hadiya/ui';
import { intlFor } from '../features/push/intl.server';
import { requestPreferences } from '../lib/preferences.server';
import type { Route } from './+types/manifest';
import { messages } from './manifest.messages';

/** The design tokens' brand green (the `theme-color` of every page) and the page's sand surface. */
export const THEME_COLOR = '#1f5b3a';
export const BACKGROUND_COLOR = '#fbf9f6';

/**
 * The web app manifest (issue 15 §5): the store installs as an app, in the shopper's language
 * (`?lang=`, which root.tsx's link carries, or the `language` cookie).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = requestPreferences(request);
  const intl = intlFor(locale);
  const manifest = {
    id: '/',
    name: intl.formatMessage(messages.name),
    short_name: intl.formatMessage(messages.shortName),
    description: intl.formatMessage(messages.description),
    lang: locale,
    dir: directionOf(locale),
    // The language stays the shopper's choice (its cookie), not the one the app was installed in.
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      vary: 'cookie',
    },
  });
}
