/**
 * Web push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291): the provider
 * interface of the notifications module. The real adapter posts to the browser vendor's push
 * service; the sandbox delivers to a local push service stand-in that records to the dev outbox.
 */

/** The store's VAPID identity (keys kept in the database, generated on first start). */
export interface VapidDetails {
  /** `mailto:` or `https:` contact of the sender (VAPID `sub`). */
  subject: string;
  /** Uncompressed P-256 public key, base64url. */
  publicKey: string;
  /** P-256 private scalar, base64url. */
  privateKey: string;
}

/** A stored browser subscription. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message with the same topic (≤ 32 base64url characters). */
  topic?: string;
}

/**
 * `sent`: the push service accepted it (201). `gone`: the service answered 404 or 410, the
 * subscription no longer exists and must be removed. Anything else throws `PushDeliveryError`
 * (the job is retried).
 */
export type PushResult = { status: 'sent'; statusCode: number } | { status: 'gone'; statusCode: number };

export interface PushProvider {
  readonly name: string;
  /** The sandbox's push service stand-in (null for the real adapter). */
  readonly sandbox: import('./sandbox').SandboxPushService | null;
  send(target: PushTarget, payload: string, vapid: VapidDetails, options?: PushOptions): Promise<PushResult>;
}

/** The push service refused or could not be reached (not 404/410): retry later. */
export class PushDeliveryError extends Error {
  override readonly name = 'PushDeliveryError';
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

export const isGone = (statusCode: number) => statusCode === 404 || statusCode === 410;
