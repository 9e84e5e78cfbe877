import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcSandbox, SANDBOX_IDENTITIES } from './identity/oidc-sandbox';
import { createIdentityVerifier } from './identity/verifier';
import { IdentityVerificationError, type SocialProvider } from './types';

const verified = SANDBOX_IDENTITIES.find((i) => i.key === 'verified')!;
const unverified = SANDBOX_IDENTITIES.find((i) => i.key === 'unverified')!;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('identity verifier with the sandbox provider', () => {
  let sandbox: OidcSandbox;
  let verifier: ReturnType<typeof createIdentityVerifier>;

  beforeAll(async () => {
    sandbox = await OidcSandbox.create({ providers: ['google', 'apple', 'facebook'] });
    verifier = createIdentityVerifier({ social: {}, sandbox });
  });

  it.each(['google', 'apple', 'facebook'] as SocialProvider[])('%s: accepts a good sandbox token', async (provider) => {
    const idToken = await sandbox.issue(provider, verified, { nonce: 'n-1' });
    await expect(verifier.verify(provider, { idToken, nonce: 'n-1' })).resolves.toEqual({
      provider,
      subject: `sandbox-${provider}-verified`,
      email: 'sara.sandbox@gmail.com',
      isEmailVerified: true,
      name: 'Sara Al-Qahtani',
    });
  });

  it('reports an unverified e-mail as unverified, and a new identity with a fresh subject each time', async () => {
    const token = await sandbox.issue('google', unverified, { nonce: 'n' });
    expect(await verifier.verify('google', { idToken: token, nonce: 'n' })).toMatchObject({
      email: 'omar.sandbox@example.com',
      isEmailVerified: false,
    });
    const fresh = SANDBOX_IDENTITIES.find((i) => i.key === 'new')!;
    const a = await verifier.verify('google', {
      idToken: await sandbox.issue('google', fresh, { nonce: 'n' }),
      nonce: 'n',
    });
    const b = await verifier.verify('google', {
      idToken: await sandbox.issue('google', fresh, { nonce: 'n' }),
      nonce: 'n',
    });
    expect(a.subject).not.toBe(b.subject);
    expect(a.email).not.toBe(b.email);
  });

  it('refuses a token signed by another key (same kid)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = sandbox.jwks().keys[0]?.kid;
    const forged = await new SignJWT({ email: 'sara.sandbox@gmail.com', email_verified: true, nonce: 'n' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(sandbox.issuer('google'))
      .setAudience(sandbox.clientId('google'))
      .setSubject('sandbox-google-verified')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect(verifier.verify('google', { idToken: forged, nonce: 'n' })).rejects.toThrow(/signature/);
  });

  it('refuses a wrong audience', async () => {
    const idToken = await sandbox.issue('google', verified, { nonce: 'n', audience: 'someone-else' });
    await expect(verifier.verify('google', { idToken, nonce: 'n' })).rejects.toThrow(/aud/);
  });

  it('refuses a wrong issuer (including another provider’s token)', async () => {
    const idToken = await sandbox.issue('google', verified, { nonce: 'n', issuer: 'https://evil.example' });
    await expect(verifier.verify('google', { idToken, nonce: 'n' })).rejects.toThrow(/iss/);
    const appleToken = await sandbox.issue('apple', verified, { nonce: 'n', audience: sandbox.clientId('google') });
    await expect(verifier.verify('google', { idToken: appleToken, nonce: 'n' })).rejects.toBeInstanceOf(
      IdentityVerificationError,
    );
  });

  it('refuses a wrong or missing nonce', async () => {
    const idToken = await sandbox.issue('google', verified, { nonce: 'right' });
    await expect(verifier.verify('google', { idToken, nonce: 'wrong' })).rejects.toThrow(/nonce/);
    await expect(verifier.verify('google', { idToken })).rejects.toThrow(/nonce/);
    const noNonce = await sandbox.issue('google', verified);
    await expect(verifier.verify('google', { idToken: noNonce, nonce: 'expected' })).rejects.toThrow(/nonce/);
  });

  it('refuses an expired token', async () => {
    const idToken = await sandbox.issue('google', verified, { nonce: 'n', expiresInSeconds: -120 });
    await expect(verifier.verify('google', { idToken, nonce: 'n' })).rejects.toThrow(/expired/);
  });

  it('refuses garbage and a missing token', async () => {
    await expect(verifier.verify('google', { idToken: 'a.b.c' })).rejects.toBeInstanceOf(IdentityVerificationError);
    await expect(verifier.verify('google', {})).rejects.toBeInstanceOf(IdentityVerificationError);
  });

  it('publicConfig points every provider at the sandbox consent page', () => {
    const config = createIdentityVerifier({
      social: {},
      sandbox,
      publicBaseUrl: 'https://shop.example',
    }).publicConfig();
    expect(config.google).toEqual({
      clientId: 'hadiya-sandbox-google',
      authorizeUrl: 'https://shop.example/api/dev/oidc/google/authorize',
      isSandbox: true,
      responseType: 'id_token',
      scope: 'openid email profile',
    });
    expect(verifier.publicConfig().apple?.authorizeUrl).toBe('/api/dev/oidc/apple/authorize');
  });

  it('without a sandbox an unconfigured provider is off', async () => {
    const off = createIdentityVerifier({ social: {}, sandbox: null });
    expect(off.publicConfig()).toEqual({ google: null, apple: null, facebook: null });
    await expect(off.verify('google', { idToken: 'x' })).rejects.toThrow(/not configured/);
  });
});

describe('Google and Apple adapters against a local JWKS', () => {
  let jwks: { server: Server; url: string };
  let key: CryptoKey;
  const kid = 'k1';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    key = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    jwks = await listen((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
    });
  });
  afterAll(() => new Promise<void>((resolve) => jwks.server.close(() => resolve())));

  const sign = (claims: Record<string, unknown>, iss: string, aud: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject('1234567890')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  it('Google: both documented issuers, audience = client id, nonce', async () => {
    const verifier = createIdentityVerifier({
      social: { google: { clientId: 'g-client', jwksUrl: `${jwks.url}/certs` } },
      sandbox: null,
    });
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      const idToken = await sign(
        { email: 'A@Gmail.com', email_verified: true, nonce: 'n', name: 'A' },
        iss,
        'g-client',
      );
      expect(await verifier.verify('google', { idToken, nonce: 'n' })).toEqual({
        provider: 'google',
        subject: '1234567890',
        email: 'a@gmail.com',
        isEmailVerified: true,
        name: 'A',
      });
    }
    const otherAud = await sign({ nonce: 'n' }, 'https://accounts.google.com', 'other');
    await expect(verifier.verify('google', { idToken: otherAud, nonce: 'n' })).rejects.toThrow(/aud/);
    const otherIss = await sign({ nonce: 'n' }, 'https://appleid.apple.com', 'g-client');
    await expect(verifier.verify('google', { idToken: otherIss, nonce: 'n' })).rejects.toThrow(/iss/);
    expect(verifier.publicConfig().google).toMatchObject({ clientId: 'g-client', isSandbox: false });
  });

  it('Apple: accepts the raw nonce or its SHA-256, and email_verified as the string "true"', async () => {
    const verifier = createIdentityVerifier({
      social: { apple: { clientId: 'com.hadiya.web', jwksUrl: `${jwks.url}/keys` } },
      sandbox: null,
    });
    const hashed = createHash('sha256').update('raw-nonce').digest('hex');
    const idToken = await sign(
      { email: 'x@privaterelay.appleid.com', email_verified: 'true', nonce: hashed },
      'https://appleid.apple.com',
      'com.hadiya.web',
    );
    expect(await verifier.verify('apple', { idToken, nonce: 'raw-nonce' })).toMatchObject({
      provider: 'apple',
      email: 'x@privaterelay.appleid.com',
      isEmailVerified: true,
    });
    const plain = await sign({ nonce: 'raw-nonce' }, 'https://appleid.apple.com', 'com.hadiya.web');
    expect(await verifier.verify('apple', { idToken: plain, nonce: 'raw-nonce' })).toMatchObject({ email: null });
    await expect(verifier.verify('apple', { idToken: plain, nonce: 'other' })).rejects.toThrow(/nonce/);
  });
});

describe('Facebook adapter against a fake Graph API', () => {
  let graph: { server: Server; url: string };
  const APP_ID = '1001';
  const APP_SECRET = 'app-secret';

  beforeAll(async () => {
    graph = await listen((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`) {
          return send(400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
        }
        const input = url.searchParams.get('input_token');
        const base = { type: 'USER', application: 'Hadiya', expires_at: Math.floor(Date.now() / 1000) + 3600 };
        if (input === 'good') return send(200, { data: { ...base, app_id: APP_ID, is_valid: true, user_id: '42' } });
        if (input === 'other-app')
          return send(200, { data: { ...base, app_id: '999', is_valid: true, user_id: '42' } });
        return send(200, { data: { app_id: APP_ID, is_valid: false, error: { code: 190, message: 'Invalid' } } });
      }
      if (url.pathname === '/me') {
        if (url.searchParams.get('access_token') !== 'good' || !url.searchParams.get('appsecret_proof')) {
          return send(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        }
        return send(200, { id: '42', name: 'Faisal', email: 'Faisal@Example.com' });
      }
      send(404, { error: { message: 'Unknown path' } });
    });
  });
  afterAll(() => new Promise<void>((resolve) => graph.server.close(() => resolve())));

  const verifier = () =>
    createIdentityVerifier({
      social: { facebook: { appId: APP_ID, appSecret: APP_SECRET, graphUrl: graph.url } },
      sandbox: null,
    });

  it('accepts a valid user token of this app; the e-mail is never counted as verified', async () => {
    expect(await verifier().verify('facebook', { accessToken: 'good' })).toEqual({
      provider: 'facebook',
      subject: '42',
      email: 'faisal@example.com',
      isEmailVerified: false,
      name: 'Faisal',
    });
  });

  it('refuses an invalid token and a token of another app', async () => {
    await expect(verifier().verify('facebook', { accessToken: 'bad' })).rejects.toThrow(/invalid/);
    await expect(verifier().verify('facebook', { accessToken: 'other-app' })).rejects.toThrow(/another app/);
    await expect(verifier().verify('facebook', {})).rejects.toBeInstanceOf(IdentityVerificationError);
  });

  it('publicConfig gives the app id and the token response type', () => {
    expect(verifier().publicConfig().facebook).toMatchObject({
      clientId: APP_ID,
      isSandbox: false,
      responseType: 'token',
    });
  });
});
