/**
 * Push subscriptions (spec §4 "web token"): the `device_token` of `update-device-token` is the
 * browser's `PushSubscription` JSON, or the fallback text `web_token` (no subscription). One row
 * per endpoint; a browser that subscribes again refreshes it, whoever held it before.
 */
import { FALLBACK_DEVICE_TOKEN, type Language } from '@hadiya/contract';
import { type PushSubscriptionJson, pushSubscriptionSchema, SANDBOX_PUSH_PATH } from '@hadiya/contract/notifications';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { Tx } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';

export type SubscriptionOwner = { userId: number } | { guestId: number };

/** Hosts a push endpoint may never name (the server would post to itself or the local network). */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return true; // push services are named, never IP literals
  return host.includes(':'); // IPv6 literal
}

/**
 * What a device token says: nothing (`web_token`), a push subscription, or an opaque token of
 * another platform (kept by the account module only). A token that is JSON but not a valid
 * subscription is refused (400, field `device_token`) so nothing is stored.
 */
export function readDeviceToken(
  token: string,
  lang: Language,
  options: { allowSandboxEndpoints: boolean },
): { kind: 'none' } | { kind: 'opaque' } | { kind: 'push'; subscription: PushSubscriptionJson } {
  if (token === FALLBACK_DEVICE_TOKEN) return { kind: 'none' };
  if (!token.trimStart().startsWith('{')) return { kind: 'opaque' };
  const refuse = () =>
    new AppError(400, 'push_subscription_invalid', undefined, [
      { field: 'device_token', message: t(lang, 'push_subscription_invalid') },
    ]);
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw refuse();
  }
  const parsed = pushSubscriptionSchema.safeParse(json);
  if (!parsed.success) throw refuse();
  const url = new URL(parsed.data.endpoint);
  const isSandbox = url.pathname.startsWith(`${SANDBOX_PUSH_PATH}/`);
  if (isSandbox) {
    if (!options.allowSandboxEndpoints) throw refuse();
  } else if (url.protocol !== 'https:' || isPrivateHost(url.hostname) || url.username || url.password) {
    throw refuse();
  }
  return { kind: 'push', subscription: parsed.data };
}

export async function storeSubscription(
  tx: Tx | Db,
  owner: SubscriptionOwner,
  deviceId: string,
  subscription: PushSubscriptionJson,
  lang: Language,
): Promise<void> {
  const userId = 'userId' in owner ? owner.userId : null;
  const guestId = 'guestId' in owner ? owner.guestId : null;
  await queryRows(
    tx as Db,
    sql`insert into push_subscriptions (user_id, guest_id, device_id, endpoint, p256dh, auth, language)
        values (${userId}, ${guestId}, ${deviceId}, ${subscription.endpoint}, ${subscription.keys.p256dh},
                ${subscription.keys.auth}, ${lang})
        on conflict (endpoint) do update set user_id = excluded.user_id, guest_id = excluded.guest_id,
          device_id = excluded.device_id, p256dh = excluded.p256dh, auth = excluded.auth,
          language = excluded.language, updated_at = now()`,
  );
}

/** Removes one of the owner's subscriptions; true when it existed. */
export async function removeSubscription(db: Db, owner: SubscriptionOwner, endpoint: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    'userId' in owner
      ? sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${owner.userId} returning id`
      : sql`delete from push_subscriptions where endpoint = ${endpoint} and guest_id = ${owner.guestId} returning id`,
  );
  return rows.length > 0;
}

/** A guest's subscriptions follow it into the account it signs in to (a guest merger). */
export async function mergeGuestSubscriptions(tx: Tx, ids: { guestId: number; userId: number }): Promise<void> {
  await queryRows(
    tx as unknown as Db,
    sql`update push_subscriptions set user_id = ${ids.userId}, guest_id = null, updated_at = now()
        where guest_id = ${ids.guestId}`,
  );
}
