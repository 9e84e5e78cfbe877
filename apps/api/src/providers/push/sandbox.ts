/**
 * The offline push service stand-in (issue 15 §5). It plays the browser vendor's push service:
 *
 * - `subscribe(origin)` issues a subscription like `pushManager.subscribe` would (endpoint
 *   `{origin}/api/sandbox/push/{id}`, a fresh P-256 key and auth secret it keeps), so a test or a
 *   browser page can register it through `update-device-token`;
 * - `receive(id, request)` takes a delivery as a push service does (RFC 8030 + VAPID, RFC 8292):
 *   checks `TTL`, `Content-Encoding: aes128gcm` and the VAPID JWT (ES256 by the `k` key, audience =
 *   the endpoint's origin, expiry ≤ 24 h, the key the subscription was made with), decrypts the
 *   body (RFC 8291) and records it in the dev outbox (channel `push`, `to` = the endpoint); answers
 *   201, 404 for an endpoint it never issued and 410 Gone for one marked expired (`expire(id)`).
 *
 * `SandboxPushProvider` is the real adapter's request (web-push's `generateRequestDetails`: same
 * JWT, same encryption) handed to this service in process when the endpoint is one of ours; the
 * route `POST /api/sandbox/push/{id}` hands an HTTP delivery to the same `receive`. An endpoint of
 * a real push service (a real browser's subscription) is not contacted offline: the message is
 * recorded in the outbox as not delivered.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { SANDBOX_PUSH_PATH } from '@hadiya/contract/notifications';
import { jwtVerify } from 'jose';
import webpush from 'web-push';
import type { OutboxEntry } from '../types';
import {
  isGone,
  PushDeliveryError,
  type PushOptions,
  type PushProvider,
  type PushResult,
  type PushTarget,
  type VapidDetails,
} from './types';
import { webPushOptions } from './webpush';

interface SandboxSubscription {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  /** The VAPID key the page subscribed with (`applicationServerKey`), when given. */
  applicationServerKey: string | null;
  isExpired: boolean;
}

export interface PushDelivery {
  headers: Record<string, string | number | undefined>;
  body: Buffer | null;
  /** The origin the delivery was addressed to (the endpoint's). */
  origin: string;
}

export interface PushServiceAnswer {
  statusCode: number;
  /** Why a delivery was refused (the sandbox's own words, for tests and the log). */
  reason?: string;
  /** The decrypted message, when accepted. */
  payload?: string;
}

export interface OutboxRecorder {
  record(entry: OutboxEntry): void;
}

const MAX_SUBSCRIPTIONS = 20_000;

const header = (headers: PushDelivery['headers'], name: string): string | undefined => {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return value === undefined ? undefined : String(value);
};

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the subscription's private key. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, uaPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID public key (uncompressed point, base64url) as a verification key. */
function vapidKeyObject(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

export class SandboxPushService {
  private readonly subscriptions = new Map<string, SandboxSubscription>();
  /** Deliveries accepted since start (the bench reads it). */
  delivered = 0;

  constructor(private readonly outbox: OutboxRecorder) {}

  /** A new subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(origin: string, applicationServerKey: string | null = null) {
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) {
      const oldest = this.subscriptions.keys().next().value;
      if (oldest !== undefined) this.subscriptions.delete(oldest);
    }
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscriptions.set(id, { ecdh, publicKey, auth, applicationServerKey, isExpired: false });
    return {
      endpoint: `${origin.replace(/\/+$/, '')}${SANDBOX_PUSH_PATH}/${id}`,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The browser unsubscribed (or the service dropped it): later deliveries get 410 Gone. */
  expire(id: string): boolean {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return false;
    subscription.isExpired = true;
    return true;
  }

  /** The subscription id of one of our endpoints, or null. */
  static idOf(endpoint: string): string | null {
    try {
      const path = new URL(endpoint).pathname;
      const prefix = `${SANDBOX_PUSH_PATH}/`;
      return path.startsWith(prefix) && path.length > prefix.length
        ? decodeURIComponent(path.slice(prefix.length))
        : null;
    } catch {
      return null;
    }
  }

  async receive(id: string, delivery: PushDelivery): Promise<PushServiceAnswer> {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return { statusCode: 404, reason: 'no such subscription' };
    if (subscription.isExpired) return { statusCode: 410, reason: 'subscription expired' };
    const ttl = header(delivery.headers, 'ttl');
    if (ttl === undefined || !/^\d+$/.test(ttl)) return { statusCode: 400, reason: 'TTL header missing' };
    const authorization = header(delivery.headers, 'authorization') ?? '';
    const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/i.exec(authorization.trim());
    if (!match?.[1] || !match[2]) return { statusCode: 401, reason: 'VAPID authorization missing' };
    const [, token, k] = match;
    if (subscription.applicationServerKey && subscription.applicationServerKey !== k) {
      return { statusCode: 403, reason: 'VAPID key differs from the applicationServerKey' };
    }
    try {
      const { payload } = await jwtVerify(token, vapidKeyObject(k), {
        algorithms: ['ES256'],
        audience: delivery.origin,
      });
      if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 24 * 3600 + 60) {
        return { statusCode: 403, reason: 'VAPID expiry missing or beyond 24 h' };
      }
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
        return { statusCode: 403, reason: 'VAPID subject must be mailto: or https:' };
      }
    } catch (error) {
      return { statusCode: 403, reason: `VAPID token refused: ${(error as Error).message}` };
    }
    let text = '';
    if (delivery.body && delivery.body.length > 0) {
      if (header(delivery.headers, 'content-encoding') !== 'aes128gcm') {
        return { statusCode: 415, reason: 'Content-Encoding must be aes128gcm' };
      }
      if (delivery.body.length > 4096 + 86) return { statusCode: 413, reason: 'payload too large' };
      try {
        text = decryptAes128gcm(delivery.body, subscription.ecdh, subscription.publicKey, subscription.auth);
      } catch {
        return { statusCode: 400, reason: 'payload does not decrypt' };
      }
    }
    this.delivered += 1;
    this.outbox.record({
      id: randomUUID(),
      channel: 'push',
      to: `${delivery.origin}${SANDBOX_PUSH_PATH}/${id}`,
      subject: titleOf(text),
      text,
      html: null,
      createdAt: new Date().toISOString(),
    });
    return { statusCode: 201, payload: text };
  }
}

function titleOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { title?: unknown };
    return typeof parsed.title === 'string' ? parsed.title : null;
  } catch {
    return null;
  }
}

/** The sandbox adapter: the real request, delivered to the stand-in (or recorded when foreign). */
export class SandboxPushProvider implements PushProvider {
  readonly name = 'web-push-sandbox';

  constructor(
    readonly sandbox: SandboxPushService,
    private readonly outbox: OutboxRecorder,
  ) {}

  async send(target: PushTarget, payload: string, vapid: VapidDetails, options?: PushOptions): Promise<PushResult> {
    const request = webpush.generateRequestDetails(target, payload, webPushOptions(vapid, options));
    const id = SandboxPushService.idOf(target.endpoint);
    if (id === null) {
      // A real push service's endpoint: offline, nothing is sent; the outbox shows what would have been.
      this.outbox.record({
        id: randomUUID(),
        channel: 'push',
        to: target.endpoint,
        subject: titleOf(payload),
        text: payload,
        html: null,
        createdAt: new Date().toISOString(),
      });
      return { status: 'sent', statusCode: 201 };
    }
    const answer = await this.sandbox.receive(id, {
      headers: request.headers as PushDelivery['headers'],
      body: (request.body as Buffer | null) ?? null,
      origin: new URL(target.endpoint).origin,
    });
    if (answer.statusCode === 201) return { status: 'sent', statusCode: 201 };
    if (isGone(answer.statusCode)) return { status: 'gone', statusCode: answer.statusCode };
    throw new PushDeliveryError(`push sandbox answered ${answer.statusCode}: ${answer.reason}`, answer.statusCode);
  }
}
