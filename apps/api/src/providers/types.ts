/**
 * What leaves the server: SMS, e-mail and third-party identities. Each kind is an interface with a
 * real adapter and an offline sandbox that speaks the real provider's protocol (only a base URL
 * or a host changes), chosen by configuration in `createProviders`.
 */
import type { Language } from '@hadiya/contract';
import type { OidcSandbox } from './identity/oidc-sandbox';

export interface OutgoingSms {
  /** International digits without `+` or `00` (e.g. `9665XXXXXXXX`), as Saudi gateways want them. */
  to: string;
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<{ id: string }>;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain-text part (always sent). */
  text: string;
  /** HTML part; `dir="rtl"` for Arabic. */
  html: string;
  lang: Language;
}

export interface EmailProvider {
  readonly name: string;
  send(message: OutgoingEmail): Promise<{ id: string }>;
}

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** An identity the provider vouched for; never built from what the browser claims. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  /** The provider's stable subject id (`sub`, or Facebook's user id). */
  subject: string;
  email: string | null;
  /** Only an e-mail the provider marks verified may link to an existing account. */
  isEmailVerified: boolean;
  name: string | null;
}

export interface SocialCredential {
  /** Google and Apple: the OpenID Connect ID token. */
  idToken?: string;
  /** Facebook: the user access token. */
  accessToken?: string;
  /** The nonce the storefront put in the authorisation request (Google, Apple). */
  nonce?: string;
}

/** Thrown when a credential fails verification (signature, issuer, audience, expiry, nonce). */
export class IdentityVerificationError extends Error {
  override readonly name = 'IdentityVerificationError';
}

/** What the browser needs to open one provider's popup. */
export interface SocialPublicConfig {
  clientId: string;
  /** Absolute for a real provider; a same-origin path (or `publicBaseUrl` + path) for the sandbox. */
  authorizeUrl: string;
  isSandbox: boolean;
  /** `id_token` (OpenID Connect implicit, the sandbox and Google/Apple) or `token` (Facebook's access token). */
  responseType?: 'id_token' | 'token';
  /** Space-separated scopes to request. */
  scope?: string;
}

export interface IdentityVerifier {
  verify(provider: SocialProvider, credential: SocialCredential): Promise<VerifiedIdentity>;
  /** What the browser needs to start each provider's popup (client id, authorisation URL, scopes). */
  publicConfig(): Record<SocialProvider, SocialPublicConfig | null>;
}

/** `push`: a web push delivery of the push sandbox (`providers/push`), `to` = the endpoint. */
export type OutboxChannel = 'sms' | 'email' | 'push';

/** A recorded message of a sandbox (dev outbox). Only present while sandboxes are in use. */
export interface OutboxEntry {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

export interface DevOutbox {
  /** Newest first. */
  list(filter?: { to?: string; channel?: OutboxChannel }): Promise<OutboxEntry[]>;
}

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  identity: IdentityVerifier;
  /** Null when every channel talks to a real provider. */
  outbox: DevOutbox | null;
  /**
   * The sandbox OpenID Connect provider standing in for every social provider that is not
   * configured (served by `modules/dev/routes.ts` under `/api/dev/oidc/{provider}`); null when all
   * are configured or sandboxes are off.
   */
  oidcSandbox?: OidcSandbox | null;
  close(): Promise<void>;
}

/** The subset of pino / Fastify's logger the providers use. Never pass a code, token or body. */
export interface ProviderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
