import { createHash, createHmac } from 'node:crypto';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import {
  IdentityVerificationError,
  type IdentityVerifier,
  type SocialCredential,
  type SocialProvider,
  type SocialPublicConfig,
  type VerifiedIdentity,
} from '../types';
import type { OidcSandbox } from './oidc-sandbox';

export interface SocialConfig {
  google?: { clientId: string; jwksUrl?: string };
  apple?: { clientId: string; jwksUrl?: string };
  facebook?: { appId: string; appSecret: string; graphUrl?: string; dialogUrl?: string };
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const APPLE_ISSUER = 'https://appleid.apple.com';
export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const DEFAULT_APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';
export const DEFAULT_FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';

/** Allowed clock skew between this server and the provider, seconds. */
const CLOCK_TOLERANCE = 30;
const MAX_TOKEN_LENGTH = 8192;

const fail = (reason: string): never => {
  throw new IdentityVerificationError(reason);
};

/** `email_verified` is a boolean for Google and the sandbox, and may be the string "true" for Apple. */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Apple: the nonce claim is what the client sent in the authorisation request. Apple's native
 * (iOS) flow documents sending the SHA-256 of a raw nonce, so the token carries the hash while the
 * app holds the raw value: accept either the raw nonce or its hex SHA-256.
 */
function nonceMatches(provider: SocialProvider | 'sandbox', claim: unknown, expected: string | undefined): boolean {
  if (claim === undefined && expected === undefined) return true;
  if (typeof claim !== 'string' || !expected) return false;
  if (claim === expected) return true;
  return provider === 'apple' && claim === createHash('sha256').update(expected).digest('hex');
}

function explain(error: unknown): string {
  if (error instanceof IdentityVerificationError) return error.message;
  if (error instanceof joseErrors.JWTExpired) return 'token expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `claim ${error.claim} rejected`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'signature invalid';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'no matching signing key';
  if (error instanceof joseErrors.JOSEError) return error.code;
  return 'token could not be verified';
}

async function verifyIdToken(
  provider: SocialProvider,
  credential: SocialCredential,
  keys: JWTVerifyGetKey,
  expect: { issuer: string | string[]; audience: string; nonceMode: SocialProvider | 'sandbox' },
): Promise<VerifiedIdentity> {
  const token = credential.idToken;
  if (!token || token.length > MAX_TOKEN_LENGTH) fail('id token missing');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token as string, keys, {
      issuer: expect.issuer,
      audience: expect.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: CLOCK_TOLERANCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    throw new IdentityVerificationError(explain(error));
  }
  if (!nonceMatches(expect.nonceMode, payload.nonce, credential.nonce)) fail('nonce mismatch');
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.toLowerCase() : null;
  return {
    provider,
    subject: String(payload.sub),
    email,
    isEmailVerified: email !== null && isTrue(payload.email_verified),
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
  };
}

async function graphGet(url: URL): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new IdentityVerificationError('facebook unreachable');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new IdentityVerificationError(`facebook answered ${response.status}`);
  return body;
}

/**
 * Facebook: the user access token is checked with Graph `debug_token` using the app token
 * (`{app_id}|{app_secret}`): it must be valid, a user token and issued to this app. The profile
 * then comes from `/me` with `appsecret_proof`. Facebook does not say whether the e-mail was
 * confirmed, so a Facebook e-mail never counts as verified (no linking to an existing account).
 */
async function verifyFacebook(
  credential: SocialCredential,
  config: NonNullable<SocialConfig['facebook']>,
): Promise<VerifiedIdentity> {
  const userToken = credential.accessToken;
  if (!userToken || userToken.length > MAX_TOKEN_LENGTH) fail('access token missing');
  const graph = (config.graphUrl ?? DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  const debugUrl = new URL(`${graph}/debug_token`);
  debugUrl.searchParams.set('input_token', userToken as string);
  debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const debug = (await graphGet(debugUrl)).data as Record<string, unknown> | undefined;
  if (debug?.is_valid !== true) fail('token invalid');
  if (String(debug?.app_id) !== config.appId) fail('token issued to another app');
  if (debug?.type !== undefined && debug.type !== 'USER') fail('not a user token');
  const expiresAt = Number(debug?.expires_at ?? 0);
  if (expiresAt > 0 && expiresAt * 1000 < Date.now()) fail('token expired');

  const meUrl = new URL(`${graph}/me`);
  meUrl.searchParams.set('fields', 'id,name,email');
  meUrl.searchParams.set('access_token', userToken as string);
  meUrl.searchParams.set(
    'appsecret_proof',
    createHmac('sha256', config.appSecret)
      .update(userToken as string)
      .digest('hex'),
  );
  const me = await graphGet(meUrl);
  const subject = typeof me.id === 'string' ? me.id : null;
  if (!subject || (debug?.user_id !== undefined && String(debug.user_id) !== subject)) fail('user mismatch');
  const email = typeof me.email === 'string' && me.email.includes('@') ? me.email.toLowerCase() : null;
  return {
    provider: 'facebook',
    subject: subject as string,
    email,
    isEmailVerified: false,
    name: typeof me.name === 'string' && me.name.trim() ? me.name.trim() : null,
  };
}

export interface IdentityVerifierOptions {
  social: SocialConfig;
  /** Stands in for every provider missing from `social`; null: those providers are off. */
  sandbox: OidcSandbox | null;
  /** Prefix for the sandbox's authorize URL (none: a same-origin path). */
  publicBaseUrl?: string;
}

/** Google and Apple ID tokens (jose against their JWKS), Facebook access tokens, the sandbox. */
export function createIdentityVerifier(options: IdentityVerifierOptions): IdentityVerifier {
  const { social, sandbox } = options;
  const googleKeys = social.google
    ? createRemoteJWKSet(new URL(social.google.jwksUrl ?? DEFAULT_GOOGLE_JWKS_URL))
    : null;
  const appleKeys = social.apple ? createRemoteJWKSet(new URL(social.apple.jwksUrl ?? DEFAULT_APPLE_JWKS_URL)) : null;
  const sandboxKeys = sandbox ? createLocalJWKSet(sandbox.jwks()) : null;
  const base = (options.publicBaseUrl ?? '').replace(/\/+$/, '');

  return {
    async verify(provider, credential) {
      if (provider === 'google' && social.google && googleKeys) {
        return verifyIdToken('google', credential, googleKeys, {
          issuer: GOOGLE_ISSUERS,
          audience: social.google.clientId,
          nonceMode: 'google',
        });
      }
      if (provider === 'apple' && social.apple && appleKeys) {
        return verifyIdToken('apple', credential, appleKeys, {
          issuer: APPLE_ISSUER,
          audience: social.apple.clientId,
          nonceMode: 'apple',
        });
      }
      if (provider === 'facebook' && social.facebook) return verifyFacebook(credential, social.facebook);
      if (sandbox && sandboxKeys && sandbox.handles(provider)) {
        return verifyIdToken(provider, credential, sandboxKeys, {
          issuer: sandbox.issuer(provider),
          audience: sandbox.clientId(provider),
          nonceMode: 'sandbox',
        });
      }
      throw new IdentityVerificationError(`${provider} sign-in is not configured`);
    },

    publicConfig() {
      const entry = (provider: SocialProvider): SocialPublicConfig | null => {
        if (provider === 'google' && social.google) {
          return {
            clientId: social.google.clientId,
            authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
            isSandbox: false,
            responseType: 'id_token',
            scope: 'openid email profile',
          };
        }
        if (provider === 'apple' && social.apple) {
          // Apple's fragment response mode allows no scopes (name and e-mail need form_post).
          return {
            clientId: social.apple.clientId,
            authorizeUrl: 'https://appleid.apple.com/auth/authorize',
            isSandbox: false,
            responseType: 'id_token',
            scope: '',
          };
        }
        if (provider === 'facebook' && social.facebook) {
          return {
            clientId: social.facebook.appId,
            authorizeUrl: social.facebook.dialogUrl ?? DEFAULT_FACEBOOK_DIALOG_URL,
            isSandbox: false,
            responseType: 'token',
            scope: 'public_profile email',
          };
        }
        if (sandbox?.handles(provider)) {
          return {
            clientId: sandbox.clientId(provider),
            authorizeUrl: `${base}${sandbox.authorizePath(provider)}`,
            isSandbox: true,
            responseType: 'id_token',
            scope: 'openid email profile',
          };
        }
        return null;
      };
      return { google: entry('google'), apple: entry('apple'), facebook: entry('facebook') };
    },
  };
}
