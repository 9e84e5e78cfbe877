import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { guestSession, userSession } from '../cart/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const subscribe = async () => {
  const res = await t.http('POST', '/api/sandbox/push', { body: {} });
  expect(res.status).toBe(200);
  return res.body.data as { endpoint: string; keys: { p256dh: string; auth: string } };
};

const subscriptionsOf = (userId: number) =>
  queryRows<{ endpoint: string; language: string }>(
    t.database.db,
    sql`select endpoint, language from push_subscriptions where user_id = ${userId} order by id`,
  );

describe('web push key and subscriptions', () => {
  it('GET /notifications/vapid-public-key answers the key kept in the database, the same on every call', async () => {
    const first = await t.client().request('vapidPublicKey', {});
    const second = await t.client().request('vapidPublicKey', {});
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.public_key).toBe(first.public_key);
    const [row] = await queryRows<{ public_key: string }>(t.database.db, sql`select public_key from vapid_keys`);
    expect(row?.public_key).toBe(first.public_key);
    expect(Buffer.from(first.public_key, 'base64url')[0]).toBe(4);
  });

  it('update-device-token stores the PushSubscription JSON once per endpoint and refreshes it', async () => {
    const user = await userSession(t);
    const subscription = await subscribe();
    const api = t.client({ token: user.token, language: 'ar' });
    const body = { user_id: user.userId, device_id: 'Web', device_token: JSON.stringify(subscription) };
    await api.request('updateDeviceToken', { body });
    await api.request('updateDeviceToken', { body });
    expect(await subscriptionsOf(user.userId)).toEqual([{ endpoint: subscription.endpoint, language: 'ar' }]);
    // The fallback text stores nothing more.
    await api.request('updateDeviceToken', { body: { ...body, device_token: 'web_token' } });
    expect(await subscriptionsOf(user.userId)).toHaveLength(1);
    // Unsubscribing removes it.
    const result = await api.request('pushUnsubscribe', { body: { endpoint: subscription.endpoint } });
    expect(result).toEqual({ removed: true });
    expect(await subscriptionsOf(user.userId)).toEqual([]);
  });

  it('a guest subscription follows the guest into the account it signs in to', async () => {
    const guest = await guestSession(t);
    const subscription = await subscribe();
    await t.client({ token: guest.token }).request('updateDeviceToken', {
      body: { user_id: guest.guestId, device_id: 'Web', device_token: JSON.stringify(subscription) },
    });
    const [row] = await queryRows<{ guest_id: number | null }>(
      t.database.db,
      sql`select guest_id from push_subscriptions where endpoint = ${subscription.endpoint}`,
    );
    expect(row?.guest_id).toBe(guest.guestId);
  });

  it.each([
    ['en', 'The push subscription is not valid'],
    ['ar', 'اشتراك الإشعارات غير صالح'],
  ] as const)(
    'a malformed subscription is refused with the envelope (%s) and nothing is stored',
    async (language, message) => {
      const user = await userSession(t);
      const good = await subscribe();
      const bad = [
        '{"endpoint":',
        JSON.stringify({ endpoint: 'not a url', keys: good.keys }),
        JSON.stringify({ endpoint: good.endpoint, keys: { p256dh: 'short', auth: good.keys.auth } }),
        JSON.stringify({ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }),
        JSON.stringify({ endpoint: 'http://push.example.com/x', keys: good.keys }),
        JSON.stringify({ endpoint: 'https://127.0.0.1/x', keys: good.keys }),
        JSON.stringify({ endpoint: 'https://localhost/push', keys: good.keys }),
      ];
      for (const token of bad) {
        const before = await t.fingerprint();
        const res = await t.http('POST', '/api/account/update-device-token', {
          body: { user_id: user.userId, device_id: 'Web', device_token: token },
          headers: { authorization: `Bearer ${user.token}`, language },
        });
        expect(res.status, token).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400, message });
        expect(res.body.data.errors[0]).toMatchObject({ field: 'device_token', message });
        expect(await t.fingerprint()).toBe(before);
      }
    },
  );

  it('unsubscribe needs a session and touches only the caller’s subscriptions', async () => {
    const owner = await userSession(t);
    const other = await userSession(t);
    const subscription = await subscribe();
    await t.client({ token: owner.token }).request('updateDeviceToken', {
      body: { user_id: owner.userId, device_id: 'Web', device_token: JSON.stringify(subscription) },
    });
    const anonymous = await t.http('POST', '/api/notifications/unsubscribe', {
      body: { endpoint: subscription.endpoint },
    });
    expect(anonymous.status).toBe(401);
    const result = await t.client({ token: other.token }).request('pushUnsubscribe', {
      body: { endpoint: subscription.endpoint },
    });
    expect(result).toEqual({ removed: false });
    expect(await subscriptionsOf(owner.userId)).toHaveLength(1);
  });
});
