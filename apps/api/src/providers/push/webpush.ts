/** The real adapter: `web-push` builds the VAPID JWT and the aes128gcm body and posts over HTTPS. */
import webpush from 'web-push';
import {
  isGone,
  PushDeliveryError,
  type PushOptions,
  type PushProvider,
  type PushResult,
  type PushTarget,
  type VapidDetails,
} from './types';

export const DEFAULT_PUSH_TTL_SECONDS = 24 * 3600;

export function webPushOptions(vapid: VapidDetails, options: PushOptions = {}) {
  return {
    vapidDetails: vapid,
    TTL: options.ttlSeconds ?? DEFAULT_PUSH_TTL_SECONDS,
    urgency: options.urgency ?? 'normal',
    ...(options.topic ? { topic: options.topic } : {}),
    timeout: 10_000,
  } as const;
}

export class WebPushProvider implements PushProvider {
  readonly name = 'web-push';
  readonly sandbox = null;

  async send(target: PushTarget, payload: string, vapid: VapidDetails, options?: PushOptions): Promise<PushResult> {
    try {
      const result = await webpush.sendNotification(target, payload, webPushOptions(vapid, options));
      return { status: 'sent', statusCode: result.statusCode };
    } catch (error) {
      const statusCode = (error as { statusCode?: number }).statusCode;
      if (typeof statusCode === 'number' && isGone(statusCode)) return { status: 'gone', statusCode };
      throw new PushDeliveryError(
        `push service answered ${statusCode ?? 'nothing'}`,
        typeof statusCode === 'number' ? statusCode : null,
      );
    }
  }
}

/** A new VAPID key pair (base64url). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
