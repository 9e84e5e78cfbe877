import type { Language } from '@hadiya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage, t } from '../../lib/i18n';
import { SANDBOX_IDENTITIES } from '../../providers/identity/oidc-sandbox';
import { escapeHtml } from '../../providers/templates';
import { type Providers, SOCIAL_PROVIDERS, type SocialProvider } from '../../providers/types';
import { consentMessages, consentPage, errorPage } from './consent-page';

export interface DevRoutesOptions {
  providers: Providers;
  /**
   * Origins besides the request's own whose `/auth/callback` may receive sandbox tokens (e.g. the
   * storefront's dev server when it runs on another port).
   */
  allowedRedirectOrigins?: string[];
}

/** The only path a sandbox token may be sent to (the storefront posts it to its opener). */
export const CALLBACK_PATH = '/auth/callback';

const envelope = (statusCode: number, message: string, data: unknown) => ({
  success: statusCode < 400,
  statusCode,
  message,
  data,
});

const langOf = (request: FastifyRequest): Language =>
  resolveLanguage(request.headers.language, request.headers['accept-language']);

type Query = Record<string, string | undefined>;

function str(query: unknown, key: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The consent page's language: `ui_locales` (OpenID Connect: space-separated, preferred first),
 * `lang`, the storefront's `language` cookie, Accept-Language; Arabic by default.
 */
function consentLanguage(query: Query, request: FastifyRequest): Language {
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const candidates = [...(query.ui_locales ?? '').split(/\s+/), query.lang ?? '', cookie];
  for (const candidate of candidates) {
    const code = candidate.trim().slice(0, 2).toLowerCase();
    if (code === 'ar' || code === 'en') return code;
  }
  return resolveLanguage(undefined, request.headers['accept-language']);
}

function isProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Development routes, registered only while sandboxes are in use:
 * - `GET /api/dev/outbox` (`?to=`, `?channel=sms|email|push`, `?limit=`): the recorded messages, newest
 *   first, in the envelope;
 * - `GET /api/dev/oidc/{provider}/.well-known/openid-configuration`, `/jwks` and `/authorize` (the
 *   consent page with test identities) of the sandbox identity provider.
 */
export function devRoutes(app: FastifyInstance, options: DevRoutesOptions): void {
  const { outbox, oidcSandbox } = options.providers;
  const extraOrigins = new Set((options.allowedRedirectOrigins ?? []).map((o) => o.replace(/\/+$/, '')));

  if (outbox) {
    app.get('/api/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
      const lang = langOf(request);
      const to = str(request.query, 'to');
      const channel = str(request.query, 'channel');
      const limitRaw = str(request.query, 'limit');
      const limit = limitRaw === undefined ? 100 : Number(limitRaw);
      if (
        (channel !== undefined && channel !== 'sms' && channel !== 'email' && channel !== 'push') ||
        (to !== undefined && to.length > 320) ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > 500
      ) {
        return reply.code(400).send(envelope(400, t(lang, 'bad_request'), null));
      }
      const entries = await outbox.list({
        to: to || undefined,
        channel: channel as 'sms' | 'email' | 'push' | undefined,
      });
      reply.header('cache-control', 'no-store');
      return envelope(200, t(lang, 'ok'), entries.slice(0, limit));
    });
  }

  if (!oidcSandbox) return;

  const sandboxed = (request: FastifyRequest, reply: FastifyReply): SocialProvider | null => {
    const { provider } = request.params as { provider: string };
    if (isProvider(provider) && oidcSandbox.handles(provider)) return provider;
    reply.code(404).send(envelope(404, t(langOf(request), 'route_not_found'), null));
    return null;
  };
  /** The origin the browser used for this request (normalised: a default port disappears). */
  const originOf = (request: FastifyRequest) => {
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return 'null';
    }
  };
  // The page's own policy (it replaces the API's): inline styles only, the form may go to this
  // origin and to the allowed callback origins (CSP also applies form-action to the redirect), no
  // framing. No upgrade-insecure-requests: the sandbox runs on plain http://127.0.0.1.
  const pagePolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${[...extraOrigins].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  app.get('/api/dev/oidc/:provider/.well-known/openid-configuration', { schema: { hide: true } }, (request, reply) => {
    const provider = sandboxed(request, reply);
    if (!provider) return reply;
    return reply.header('cache-control', 'no-store').send(oidcSandbox.discovery(provider, originOf(request)));
  });

  app.get('/api/dev/oidc/:provider/jwks', { schema: { hide: true } }, (request, reply) => {
    const provider = sandboxed(request, reply);
    if (!provider) return reply;
    return reply.header('cache-control', 'no-store').send(oidcSandbox.jwks());
  });

  app.get('/api/dev/oidc/:provider/authorize', { schema: { hide: true } }, async (request, reply) => {
    const provider = sandboxed(request, reply);
    if (!provider) return reply;
    const query = Object.fromEntries(
      [
        'response_type',
        'response_mode',
        'client_id',
        'redirect_uri',
        'nonce',
        'state',
        'ui_locales',
        'lang',
        'identity',
        'action',
        'scope',
      ].map((key) => [key, str(request.query, key)?.slice(0, 2048)]),
    ) as Query;
    const lang = consentLanguage(query, request);
    const messages = consentMessages[lang];
    const refuse = (reason: string) =>
      reply
        .code(400)
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy)
        .type('text/html; charset=utf-8')
        .send(errorPage(lang, reason));

    // The redirect URI is checked before anything is sent to it: a foreign one is never redirected to.
    let redirect: URL;
    try {
      redirect = new URL(query.redirect_uri ?? '');
    } catch {
      return refuse(messages.badRedirect);
    }
    const sameOrigin = redirect.origin === originOf(request) || extraOrigins.has(redirect.origin);
    if (!sameOrigin || redirect.pathname !== CALLBACK_PATH || redirect.username || redirect.password) {
      return refuse(messages.badRedirect);
    }
    if (query.client_id !== oidcSandbox.clientId(provider)) return refuse(messages.badClient);
    if (query.response_type !== 'id_token') return refuse(messages.badResponseType);
    if (query.response_mode && query.response_mode !== 'fragment') return refuse(messages.badResponseType);
    if (!query.nonce) return refuse(messages.missingNonce);

    const back = (fragment: Record<string, string>) => {
      const params = new URLSearchParams(fragment);
      if (query.state) params.set('state', query.state);
      redirect.hash = params.toString();
      return reply.header('cache-control', 'no-store').redirect(redirect.toString(), 303);
    };

    if (query.action === 'cancel') return back({ error: 'access_denied' });
    if (query.identity) {
      const identity = oidcSandbox.findIdentity(query.identity);
      if (!identity) return refuse(messages.badIdentity);
      const idToken = await oidcSandbox.issue(provider, identity, { nonce: query.nonce });
      return back({ id_token: idToken, token_type: 'Bearer' });
    }

    const hidden = Object.entries(query)
      .filter(([key, value]) => value !== undefined && key !== 'identity' && key !== 'action')
      .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value ?? '')}">`)
      .join('\n');
    const switchQuery = new URLSearchParams(
      Object.entries(query).filter(([key, value]) => value !== undefined && key !== 'ui_locales' && key !== 'lang') as [
        string,
        string,
      ][],
    );
    switchQuery.set('lang', lang === 'ar' ? 'en' : 'ar');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        consentPage({
          lang,
          provider,
          identities: SANDBOX_IDENTITIES,
          hiddenInputs: hidden,
          switchLanguageHref: `?${switchQuery.toString()}`,
        }),
      );
  });
}
