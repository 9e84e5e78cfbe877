import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK, SignJWT } from 'jose';
import type { SocialProvider } from '../types';

/** A test identity offered on the sandbox consent page. */
export interface SandboxIdentity {
  /** Stable key used in the consent form (`identity=`). */
  key: string;
  label: { en: string; ar: string };
  /** Shown under the label (after the e-mail, which the page shows as an LTR island). */
  hint: { en: string; ar: string };
  /** `null` for an identity without an e-mail (e.g. a Facebook account registered by phone). */
  email: string | null;
  isEmailVerified: boolean;
  name: string;
  /** A fresh subject and e-mail on every choice (a shopper the store has never seen). */
  isNewEveryTime?: boolean;
}

export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  {
    key: 'verified',
    label: { en: 'Sara (verified Gmail)', ar: 'سارة (بريد Gmail موثّق)' },
    hint: { en: 'e-mail verified', ar: 'البريد موثّق' },
    email: 'sara.sandbox@gmail.com',
    isEmailVerified: true,
    name: 'Sara Al-Qahtani',
  },
  {
    key: 'unverified',
    label: { en: 'Omar (unverified e-mail)', ar: 'عمر (بريد غير موثّق)' },
    hint: { en: 'e-mail not verified', ar: 'البريد غير موثّق' },
    email: 'omar.sandbox@example.com',
    isEmailVerified: false,
    name: 'Omar Al-Harbi',
  },
  {
    key: 'new',
    label: { en: 'A new shopper', ar: 'متسوّق جديد' },
    hint: {
      en: 'a new account and e-mail on every choice',
      ar: 'حساب وبريد جديدان في كل مرة',
    },
    email: 'new@gmail.com',
    isEmailVerified: true,
    name: 'Noura Al-Otaibi',
    isNewEveryTime: true,
  },
  {
    key: 'no_email',
    label: { en: 'Khalid (no e-mail shared)', ar: 'خالد (بدون بريد إلكتروني)' },
    hint: { en: 'the provider shares no e-mail', ar: 'لا يشارك المزوّد أي بريد' },
    email: null,
    isEmailVerified: false,
    name: 'Khalid Al-Dosari',
  },
];

export interface OidcSandboxOptions {
  /** Providers the sandbox stands in for (those not configured). */
  providers: readonly SocialProvider[];
  /** Public origin of the app, e.g. `https://shop.example`; the issuer is built from it. */
  publicBaseUrl?: string;
  /** Token lifetime in seconds (default 600). */
  tokenTtlSeconds?: number;
}

export const SANDBOX_PATH_PREFIX = '/api/dev/oidc';

/**
 * A local OpenID Connect provider (implicit flow, `response_type=id_token`, fragment response
 * mode) standing in for Google, Apple and Facebook when they are not configured. RS256 keys are
 * generated at start and live in this process only.
 */
export class OidcSandbox {
  private constructor(
    readonly providers: readonly SocialProvider[],
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    private readonly issuerBase: string,
    private readonly ttl: number,
  ) {}

  static async create(options: OidcSandboxOptions): Promise<OidcSandbox> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const kid = `sandbox-${randomBytes(6).toString('hex')}`;
    const base = (options.publicBaseUrl ?? 'http://hadiya.sandbox.invalid').replace(/\/+$/, '');
    return new OidcSandbox(
      options.providers,
      privateKey,
      { ...jwk, kid, alg: 'RS256', use: 'sig' },
      base,
      options.tokenTtlSeconds ?? 600,
    );
  }

  handles(provider: SocialProvider): boolean {
    return this.providers.includes(provider);
  }

  /** The `iss` of this provider's sandbox tokens. */
  issuer(provider: SocialProvider): string {
    return `${this.issuerBase}${SANDBOX_PATH_PREFIX}/${provider}`;
  }

  /** The sandbox's client id (the `aud` of its tokens) for this provider. */
  clientId(provider: SocialProvider): string {
    return `hadiya-sandbox-${provider}`;
  }

  /** Path of the consent page, relative to the app's origin. */
  authorizePath(provider: SocialProvider): string {
    return `${SANDBOX_PATH_PREFIX}/${provider}/authorize`;
  }

  jwks(): JSONWebKeySet {
    return { keys: [this.publicJwk] };
  }

  /** OpenID Provider metadata; endpoints on the origin the request came to. */
  discovery(provider: SocialProvider, origin: string): Record<string, unknown> {
    const base = `${origin}${SANDBOX_PATH_PREFIX}/${provider}`;
    return {
      issuer: this.issuer(provider),
      authorization_endpoint: `${base}/authorize`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['id_token'],
      response_modes_supported: ['fragment'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
    };
  }

  findIdentity(key: string): SandboxIdentity | undefined {
    return SANDBOX_IDENTITIES.find((identity) => identity.key === key);
  }

  /**
   * Signs an ID token for a test identity. `audience`, `issuer` and `expiresInSeconds` override the
   * defaults (tests of the verifier's refusals).
   */
  async issue(
    provider: SocialProvider,
    identity: SandboxIdentity,
    options: { nonce?: string; audience?: string; issuer?: string; expiresInSeconds?: number } = {},
  ): Promise<string> {
    const fresh = identity.isNewEveryTime ? randomUUID().slice(0, 8) : null;
    const subject = fresh ? `sandbox-${provider}-new-${fresh}` : `sandbox-${provider}-${identity.key}`;
    const email = identity.email && fresh ? identity.email.replace('@', `.${fresh}@`) : identity.email;
    const claims: Record<string, unknown> = { name: identity.name };
    if (email) {
      claims.email = email;
      claims.email_verified = identity.isEmailVerified;
    }
    if (options.nonce) claims.nonce = options.nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.publicJwk.kid, typ: 'JWT' })
      .setIssuer(options.issuer ?? this.issuer(provider))
      .setAudience(options.audience ?? this.clientId(provider))
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? this.ttl))
      .sign(this.privateKey);
  }
}
