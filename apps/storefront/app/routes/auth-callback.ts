/**
 * `/auth/callback`: where a social provider's popup returns (`response_mode=fragment`). The page
 * hands the token in its fragment to the window that opened it (same origin only), then closes.
 * The token never reaches this server: a fragment is not sent with the request.
 */
import { directionOf } from '@hadiya/ui';
import { requestPreferences } from '../lib/preferences.server';
import { translate } from '../lib/seo';
import type { Route } from './+types/auth-callback';
import { messages } from './auth-callback.messages';

const script = `
(function () {
  var fragment = new URLSearchParams(location.hash.slice(1));
  var message = {
    type: 'hadiya:social-callback',
    state: fragment.get('state'),
    id_token: fragment.get('id_token'),
    access_token: fragment.get('access_token'),
    error: fragment.get('error')
  };
  history.replaceState(null, '', location.pathname);
  // A provider page with its own opener policy can cut the popup off from its opener; a channel
  // of this origin still reaches the store's page.
  try { new BroadcastChannel('hadiya:social-sign-in').postMessage(message); } catch (error) {}
  if (window.opener && !window.opener.closed) window.opener.postMessage(message, location.origin);
  window.close();
})();`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '');

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requestPreferences(request);
  const root = { locale, origin: new URL(request.url).origin };
  const body = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(translate(root, messages.title))}</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem;"><main><h1 style="font-size: 1.25rem;">${escapeHtml(translate(root, messages.title))}</h1><p>${escapeHtml(translate(root, messages.text))}</p></main>
<script nonce="${context.nonce}">${script}</script></body></html>`;
  return new Response(body, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The fragment's token must not leak to another site through the referrer.
      'referrer-policy': 'no-referrer',
    },
  });
}
