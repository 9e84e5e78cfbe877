/**
 * Spec §4 push permission, once granted: the push subscription is the web token. It is sent to the
 * server with `POST /account/update-device-token` (device 'Web') and remembered in the spec's
 * storage keys `webToken` (the subscription's JSON: its endpoint and public keys, nothing secret)
 * and `isSentDeviceToken` (to whom it was sent), so it is sent again only when either changes.
 */
import type { ApiClient } from '@hadiya/contract/client';
import { WEB_DEVICE_ID } from '@hadiya/contract/constants';
import { storageKeys } from '../../lib/preferences';

export const SENT_DEVICE_TOKEN_KEY = 'isSentDeviceToken';

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode): the token is sent again next time.
  }
}

/**
 * Subscribes this browser with the store's VAPID key (re-subscribing when the key changed) and
 * sends the subscription to the server for `owner` (the user, or the guest) unless it already has it.
 */
export async function syncPushSubscription(
  registration: ServiceWorkerRegistration,
  api: ApiClient,
  owner: { kind: 'user' | 'guest'; id: number },
) {
  const sentTo = `${owner.kind}:${owner.id}`;
  let subscription = await registration.pushManager.getSubscription();
  const isSent = (token: string) => read(storageKeys.webToken) === token && read(SENT_DEVICE_TOKEN_KEY) === sentTo;
  if (subscription && isSent(JSON.stringify(subscription.toJSON()))) return;
  const { public_key: publicKey } = await api.request('vapidPublicKey', {});
  const serverKey = base64UrlToBytes(publicKey);
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  const token = JSON.stringify(subscription.toJSON());
  if (isSent(token)) return;
  await api.request('updateDeviceToken', {
    body: { user_id: owner.id, device_id: WEB_DEVICE_ID, device_token: token },
  });
  // Sign-in calls carry the stored web token (features/account/device.ts) to the new account.
  write(storageKeys.webToken, token);
  write(SENT_DEVICE_TOKEN_KEY, sentTo);
}
