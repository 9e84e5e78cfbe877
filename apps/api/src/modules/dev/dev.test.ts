import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '../../providers';
import type { Providers } from '../../providers/types';
import { devRoutes } from './routes';

const silent = { info() {}, warn() {}, error() {} };
let providers: Providers;
let app: FastifyInstance;

beforeAll(async () => {
  providers = await createProviders({ env: {}, logger: silent });
  app = Fastify();
  devRoutes(app, { providers, allowedRedirectOrigins: ['http://localhost:5173'] });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await providers.close();
});

const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;

function authorizeUrl(overrides: Record<string, string | null> = {}, provider = 'google') {
  const params = new URLSearchParams({
    client_id: `hadiya-sandbox-${provider}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    redirect_uri: `${ORIGIN}/auth/callback`,
    nonce: 'nonce-1',
    state: 'state-1',
  });
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return `/api/dev/oidc/${provider}/authorize?${params}`;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

describe('GET /api/dev/outbox', () => {
  it('answers the envelope, newest first, filtered by to and channel, in the caller language', async () => {
    await providers.sms.send({ to: '966501234567', body: 'first' });
    await providers.sms.send({ to: '966507654321', body: 'second' });
    const all = await get('/api/dev/outbox', { language: 'en' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, message: 'Success' });
    expect(body.data.map((e: { text: string }) => e.text).slice(0, 2)).toEqual(['second', 'first']);
    const one = (await get('/api/dev/outbox?to=%2B966501234567&channel=sms')).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ channel: 'sms', to: '966501234567', text: 'first' });
    expect((await get('/api/dev/outbox?channel=email')).json().data).toEqual([]);
  });

  it('refuses a bad channel or limit with a 400 envelope', async () => {
    const res = await get('/api/dev/outbox?channel=fax', { language: 'ar' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, data: null });
    expect((await get('/api/dev/outbox?limit=0')).statusCode).toBe(400);
  });

  it('is not registered when there is no outbox', async () => {
    const bare = Fastify();
    devRoutes(bare, { providers: { ...providers, outbox: null, oidcSandbox: null } });
    expect((await bare.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/api/dev/oidc/google/jwks' })).statusCode).toBe(404);
    await bare.close();
  });
});

describe('sandbox OpenID Connect provider', () => {
  it('serves discovery and JWKS', async () => {
    const discovery = (await get('/api/dev/oidc/google/.well-known/openid-configuration')).json();
    expect(discovery).toMatchObject({
      issuer: providers.oidcSandbox!.issuer('google'),
      authorization_endpoint: `${ORIGIN}/api/dev/oidc/google/authorize`,
      jwks_uri: `${ORIGIN}/api/dev/oidc/google/jwks`,
      response_types_supported: ['id_token'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = (await get('/api/dev/oidc/google/jwks')).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    expect((await get('/api/dev/oidc/twitter/jwks')).statusCode).toBe(404);
  });

  it.each([
    ['ar', { ui_locales: 'ar-SA en' }, 'rtl'],
    ['en', { lang: 'en' }, 'ltr'],
  ] as const)('the consent page in %s lists the test identities', async (lang, query, dir) => {
    const res = await get(authorizeUrl(query));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(res.body).toContain('name="viewport"');
    for (const key of ['verified', 'unverified', 'new', 'no_email']) {
      expect(res.body).toContain(`name="identity" value="${key}"`);
    }
    expect(res.body).toContain('name="state" value="state-1"');
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('without ui_locales or lang the page follows the language cookie, then Accept-Language', async () => {
    expect((await get(authorizeUrl(), { cookie: 'a=b; language=en' })).body).toContain('<html lang="en" dir="ltr">');
    expect((await get(authorizeUrl(), { 'accept-language': 'en-GB,en' })).body).toContain('<html lang="en"');
    expect((await get(authorizeUrl())).body).toContain('<html lang="ar" dir="rtl">');
  });

  it('on a choice redirects to the callback with a verifiable id_token and the state in the fragment', async () => {
    const res = await get(authorizeUrl({ identity: 'verified' }));
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/auth/callback`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('state-1');
    const identity = await providers.identity.verify('google', {
      idToken: fragment.get('id_token')!,
      nonce: 'nonce-1',
    });
    expect(identity).toMatchObject({ email: 'sara.sandbox@gmail.com', isEmailVerified: true });
    await expect(
      providers.identity.verify('google', { idToken: fragment.get('id_token')!, nonce: 'other' }),
    ).rejects.toThrow();
  });

  it('cancel redirects with error=access_denied', async () => {
    const res = await get(authorizeUrl({ action: 'cancel' }, 'facebook'));
    expect(res.statusCode).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('id_token')).toBeNull();
  });

  it.each([
    ['a foreign origin', 'https://evil.example/auth/callback'],
    ['another path', `${ORIGIN}/account`],
    ['a look-alike host', `http://${HOST}.evil.example/auth/callback`],
    ['credentials in the URL', `http://user:pw@${HOST}/auth/callback`],
    ['a relative URI', '/auth/callback'],
    ['a javascript: URI', 'javascript:alert(1)'],
  ])('refuses %s as redirect_uri with a 400 page and no redirect', async (_case, redirectUri) => {
    const res = await get(authorizeUrl({ redirect_uri: redirectUri, identity: 'verified' }));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('id_token=');
  });

  it('compares origins normalised (an explicit default port is the same origin)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: authorizeUrl({ redirect_uri: 'http://shop.test:80/auth/callback', identity: 'verified' }),
      headers: { host: 'shop.test:80' },
    });
    expect(res.statusCode).toBe(303);
  });

  it('accepts a configured extra origin (the storefront dev server)', async () => {
    const res = await get(authorizeUrl({ redirect_uri: 'http://localhost:5173/auth/callback', identity: 'new' }));
    expect(res.statusCode).toBe(303);
  });

  it('refuses a wrong client id, response type or a missing nonce', async () => {
    expect((await get(authorizeUrl({ client_id: 'x', identity: 'verified' }))).statusCode).toBe(400);
    expect((await get(authorizeUrl({ response_type: 'code', identity: 'verified' }))).statusCode).toBe(400);
    expect((await get(authorizeUrl({ response_mode: 'query', identity: 'verified' }))).statusCode).toBe(400);
    expect((await get(authorizeUrl({ nonce: null, identity: 'verified' }))).statusCode).toBe(400);
    expect((await get(authorizeUrl({ identity: 'nobody' }))).statusCode).toBe(400);
  });

  it('escapes what it echoes', async () => {
    const res = await get(authorizeUrl({ state: '"><script>alert(1)</script>' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});
