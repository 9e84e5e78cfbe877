import { notificationTarget, type PushPayload } from '@hadiya/contract/notifications';
import type { OrderStatus } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { cityByName, userSession } from '../cart/fixtures';
import { notificationsOf } from '../favourites/routes';
import { restock } from '../favourites/service';
import { JOB_ORDER_STATUS_CHANGED, recordCreated, transition } from '../orders/service';
import { creditWallet, JOB_WALLET_CREDITED } from '../wallet/ledger';
import { notifierOf } from './routes';
import {
  JOB_CART_IDLE,
  JOB_PRODUCT_AVAILABLE,
  JOB_RATING_POPUP,
  JOB_TICKET_CHANGED,
  notifyTicketChanged,
} from './workers';

let t: TestApp;
let db: Db;
const silentLog = { warn() {} };

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t?.close();
});

interface Shopper {
  token: string;
  userId: number;
  email: string;
  endpoint: string;
}

/** A signed-in shopper whose browser subscribed to push (through the sandbox's push service). */
async function subscribedShopper(language: 'ar' | 'en'): Promise<Shopper> {
  const user = await userSession(t, { language });
  const subscription = (await t.http('POST', '/api/sandbox/push', { body: {} })).body.data;
  await t.client({ token: user.token, language }).request('updateDeviceToken', {
    body: { user_id: user.userId, device_id: 'Web', device_token: JSON.stringify(subscription) },
  });
  return { token: user.token, userId: user.userId, email: user.email as string, endpoint: subscription.endpoint };
}

const outbox = () => {
  const box = t.app.providers.outbox;
  if (!box) throw new Error('no outbox');
  return box;
};
const pushes = async (endpoint: string): Promise<PushPayload[]> =>
  (await outbox().list({ to: endpoint, channel: 'push' })).map((entry) => JSON.parse(entry.text) as PushPayload);
const emails = (to: string) => outbox().list({ to, channel: 'email' });
const texts = (to: string) => outbox().list({ to, channel: 'sms' });

let phoneCount = 0;
async function paidOrder(shopper: Shopper, language: 'ar' | 'en') {
  phoneCount += 1;
  const recipientPhone = `5${String(4_000_000 + phoneCount * 7919).padStart(8, '0')}`;
  const riyadh = (await cityByName(t, 'Riyadh')).id;
  const [row] = await queryRows<{ id: number; order_number: string }>(
    db,
    sql`insert into orders (user_id, city_id, delivery_type, subtotal_halalas, vat_halalas, total_halalas, sender_name,
          sender_phone_code, sender_phone, sender_email, recipient_name, recipient_phone_code, recipient_phone,
          recipient_address, language, reserved_until)
        values (${shopper.userId}, ${riyadh}, 'friend_delivery', 10000, 1304, 10000, 'Noura', '966', '501234567',
          ${shopper.email}, 'Sara', '966', ${recipientPhone}, 'Olaya', ${language}, now() + interval '15 minutes')
        returning id, order_number`,
  );
  if (!row) throw new Error('no order');
  await db.transaction((tx) => recordCreated(tx as unknown as Db, row.id, { actor: 'shopper' }));
  return { id: row.id, number: row.order_number, recipient: `966${recipientPhone}` };
}

async function move(orderId: number, to: OrderStatus) {
  const moved = await db.transaction((tx) => transition(tx as unknown as Db, orderId, to, { actor: 'operator' }));
  expect(moved).toBe(true);
  await t.app.jobs.drain([JOB_ORDER_STATUS_CHANGED]);
}

describe('notifications from the store’s events (push sandbox, e-mail and SMS sandboxes)', () => {
  it('a guest buyer with neither push nor e-mail is told each step by SMS, in their language, once', async () => {
    const [guest] = await queryRows<{ id: number }>(
      db,
      sql`insert into guests (device_id, current_language) values ('Web', 'en') returning id`,
    );
    const riyadh = (await cityByName(t, 'Riyadh')).id;
    const [row] = await queryRows<{ id: number; order_number: string }>(
      db,
      sql`insert into orders (guest_id, city_id, delivery_type, subtotal_halalas, vat_halalas, total_halalas,
            sender_name, sender_phone_code, sender_phone, recipient_name, recipient_phone_code, recipient_phone,
            recipient_address, language, reserved_until)
          values (${guest?.id}, ${riyadh}, 'friend_delivery', 10000, 1304, 10000, 'Huda', '966', '509990001',
            'Sara', '966', '509990002', 'Olaya', 'en', now() + interval '15 minutes')
          returning id, order_number`,
    );
    const orderId = row?.id as number;
    await db.transaction((tx) => recordCreated(tx as unknown as Db, orderId, { actor: 'shopper' }));
    await move(orderId, 'accepted');
    await move(orderId, 'wrap_gift');
    // A job run twice sends once.
    await t.app.jobs.drain([JOB_ORDER_STATUS_CHANGED]);
    // Paid is the receipt's message (by SMS for this guest); every later step is this worker's.
    const sms = (await texts('966509990001')).map((entry) => entry.text);
    expect(sms).toEqual([
      expect.stringMatching(
        new RegExp(`^Hadiya: your order ${row?.order_number} is now: Wrapping the gift\\. http.*/my-orders\\?lang=en$`),
      ),
    ]);
  });

  it('an order’s status changes: buyer push + e-mail in their current language, recipient SMS at acceptance (link), on the way, delivered; rating_popup later', async () => {
    const buyer = await subscribedShopper('en');
    const order = await paidOrder(buyer, 'ar');

    await move(order.id, 'accepted');
    let push = await pushes(buyer.endpoint);
    expect(push).toHaveLength(1);
    expect(push[0]).toMatchObject({
      type: 'order_history_status',
      title: `Order ${order.number}`,
      body: 'Your gift is now: Accepted',
      order_id: order.id,
    });
    expect(notificationTarget(push[0])).toBe('/my-orders');
    // The first paid step's e-mail is the payment receipt (order.receipt), not this worker's.
    expect(await emails(buyer.email)).toHaveLength(0);
    // The recipient has no account: the order's language; the private link to the gift.
    let sms = await texts(order.recipient);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(/^وصلتك هدية من Noura/);
    const token = /\/gift\/([A-Za-z0-9_-]+)/.exec(sms[0]?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const page = await t.http('GET', `/api/gift-recipient/${token}`, { headers: { language: 'ar' } });
    expect(page.status).toBe(200);

    // The buyer switches to Arabic: the next messages are in Arabic.
    await t.client({ token: buyer.token }).request('updateCurrentLanguage', {
      body: { user_id: buyer.userId, device_id: 'Web', current_language: 'ar' },
    });
    await move(order.id, 'wrap_gift');
    push = await pushes(buyer.endpoint);
    expect(push[0]).toMatchObject({ title: `الطلب ${order.number}`, body: 'حالة هديتك الآن: تغليف الهدية' });
    const mail = await emails(buyer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`هدية — الطلب ${order.number}: تغليف الهدية`);
    expect(mail[0]?.html).toContain('dir="rtl"');
    expect(await texts(order.recipient)).toHaveLength(1); // nothing for the recipient at wrapping

    await move(order.id, 'on_the_way');
    await move(order.id, 'delivered');
    sms = await texts(order.recipient);
    expect(sms.map((s) => s.text)).toEqual([
      expect.stringContaining(
        `تم تسليم هديتك من Noura (الطلب ${order.number}). نتمنى أن تسعدك! http://127.0.0.1:3000/gift/`,
      ),
      expect.stringContaining(
        `هديتك من Noura في الطريق إليك (الطلب ${order.number}). تابعها: http://127.0.0.1:3000/gift/`,
      ),
      expect.stringMatching(/^وصلتك هدية من Noura/),
    ]);
    // Every link sent keeps opening the recipient's page, in the language of its message.
    for (const entry of sms) {
      expect(entry.text).toMatch(/\/gift\/[A-Za-z0-9_-]+\?lang=ar$/);
      const link = /\/gift\/([A-Za-z0-9_-]+)/.exec(entry.text)?.[1];
      expect((await t.http('GET', `/api/gift-recipient/${link}`)).status).toBe(200);
    }
    expect(await pushes(buyer.endpoint)).toHaveLength(4);
    expect(await emails(buyer.email)).toHaveLength(3);

    // rating_popup: queued for later (default 60 minutes), not sent now.
    const [job] = await queryRows<{ delay: number }>(
      db,
      sql`select extract(epoch from start_after - now())::int as delay from pgboss.job
          where name = ${JOB_RATING_POPUP} and data->>'orderId' = ${String(order.id)}`,
    );
    expect(job?.delay).toBeGreaterThan(55 * 60);
    expect(job?.delay).toBeLessThanOrEqual(60 * 60);
    await t.app.jobs.drain(JOB_RATING_POPUP);
    expect(await pushes(buyer.endpoint)).toHaveLength(4);
    await queryRows(
      db,
      sql`update pgboss.job set start_after = now() where name = ${JOB_RATING_POPUP} and state = 'created'`,
    );
    await t.app.jobs.drain(JOB_RATING_POPUP);
    push = await pushes(buyer.endpoint);
    expect(push).toHaveLength(5);
    expect(push[0]).toMatchObject({ type: 'rating_popup', title: 'كيف كانت هديتك؟', order_id: order.id });
    expect(notificationTarget(push[0])).toBe(`/my-orders?order_id=${order.id}`);
  });

  it('a job that runs twice sends each message once', async () => {
    const buyer = await subscribedShopper('en');
    const order = await paidOrder(buyer, 'en');
    await move(order.id, 'accepted');
    await move(order.id, 'wrap_gift');
    const before = {
      push: (await pushes(buyer.endpoint)).length,
      email: (await emails(buyer.email)).length,
      sms: (await texts(order.recipient)).length,
    };
    expect(before).toEqual({ push: 2, email: 1, sms: 1 });
    const events = await queryRows<{ id: number; from_status: OrderStatus | null; to_status: OrderStatus }>(
      db,
      sql`select id, from_status, to_status from order_events where order_id = ${order.id} and from_status is not null order by id`,
    );
    // The same jobs again, twice each (as after a crash between sending and completing).
    for (let round = 0; round < 2; round++) {
      for (const e of events) {
        await t.app.jobs.send(JOB_ORDER_STATUS_CHANGED, {
          orderId: order.id,
          eventId: e.id,
          from: e.from_status,
          to: e.to_status,
        });
      }
    }
    await t.app.jobs.drain(JOB_ORDER_STATUS_CHANGED);
    // Every run completed (by the drain or a worker): 2 originals + 4 reruns.
    const [runs] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pgboss.job where name = ${JOB_ORDER_STATUS_CHANGED}
          and state = 'completed' and data->>'orderId' = ${String(order.id)}`,
    );
    expect(runs?.n).toBe(6);
    expect({
      push: (await pushes(buyer.endpoint)).length,
      email: (await emails(buyer.email)).length,
      sms: (await texts(order.recipient)).length,
    }).toEqual(before);
    const log = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from notification_log
          where event = any(string_to_array(${events.map((e) => `order-event:${e.id}`).join(',')}, ','))`,
    );
    expect(log[0]?.n).toBe(4); // 2 pushes, 1 e-mail, 1 SMS
  });

  it('a wallet refund and a bonus: push wallet_refund + e-mail in the shopper’s language', async () => {
    const shopper = await subscribedShopper('ar');
    await db.transaction((tx) =>
      creditWallet(tx as unknown as Db, {
        userId: shopper.userId,
        amountHalalas: 2500,
        type: 'refund',
        idempotencyKey: `t-refund-${shopper.userId}`,
      }),
    );
    await db.transaction((tx) =>
      creditWallet(tx as unknown as Db, {
        userId: shopper.userId,
        amountHalalas: 1000,
        type: 'bonus',
        idempotencyKey: `t-bonus-${shopper.userId}`,
      }),
    );
    await t.app.jobs.drain(JOB_WALLET_CREDITED);
    const push = await pushes(shopper.endpoint);
    expect(push.map((p) => p.type)).toEqual(['wallet_refund', 'wallet_refund']);
    for (const p of push) {
      expect(p.title).toBe('تمت إضافة رصيد إلى محفظتك');
      expect(notificationTarget(p)).toBe('/wallet');
    }
    // Amounts in the receiver's language (Arabic digits), in whichever order the two jobs ran.
    expect(push.map((p) => p.body).sort()).toEqual([
      expect.stringMatching(/^تم استرداد .*٢٥٫٠٠.* إلى محفظتك\.$/),
      expect.stringMatching(/^حصلت على مكافأة بقيمة .*١٠٫٠٠/),
    ]);
    const mail = await emails(shopper.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.text).toContain('/wallet');
  });

  it('a subscription the push service reports gone (410) is removed; the other channels still go', async () => {
    const shopper = await subscribedShopper('en');
    const id = shopper.endpoint.split('/').at(-1) as string;
    expect((await t.http('DELETE', `/api/sandbox/push/${id}`)).status).toBe(200);
    await db.transaction((tx) =>
      creditWallet(tx as unknown as Db, {
        userId: shopper.userId,
        amountHalalas: 500,
        type: 'bonus',
        idempotencyKey: `t-gone-${shopper.userId}`,
      }),
    );
    await t.app.jobs.drain(JOB_WALLET_CREDITED);
    expect(await pushes(shopper.endpoint)).toEqual([]);
    const rows = await queryRows(db, sql`select 1 from push_subscriptions where endpoint = ${shopper.endpoint}`);
    expect(rows).toEqual([]);
    const [log] = await queryRows<{ status: string }>(
      db,
      sql`select status from notification_log where channel = 'push' and kind = 'wallet_refund' and event like 'wallet-credit:%' order by id desc limit 1`,
    );
    expect(log?.status).toBe('gone');
    expect(await emails(shopper.email)).toHaveLength(1);
  });

  it('a push service error fails the send (the queue retries it) without repeating what went out', async () => {
    const shopper = await subscribedShopper('en');
    // A second browser subscribed with another server key: its push service refuses our VAPID key (403).
    const foreign = (await t.http('POST', '/api/sandbox/push', { body: { applicationServerKey: 'x'.repeat(87) } })).body
      .data;
    await t.client({ token: shopper.token }).request('updateDeviceToken', {
      body: { user_id: shopper.userId, device_id: 'Phone', device_token: JSON.stringify(foreign) },
    });
    const send = () =>
      notifierOf(t.app).pushTo({ userId: shopper.userId }, `test-retry:${shopper.userId}`, () => ({
        type: 'wallet_refund',
        title: 'Retry',
        body: 'once',
      }));
    await expect(send()).rejects.toThrow(/403/);
    await expect(send()).rejects.toThrow(/403/);
    expect(await pushes(shopper.endpoint)).toHaveLength(1);
    expect(await pushes(foreign.endpoint)).toEqual([]);
    const log = await queryRows<{ receiver: string; status: string }>(
      db,
      sql`select receiver, status from notification_log where event = ${`test-retry:${shopper.userId}`}`,
    );
    expect(log).toEqual([{ receiver: expect.stringMatching(/^sub:\d+$/), status: 'sent' }]);
    // The subscription is kept (only 404/410 remove one).
    expect(
      await queryRows(db, sql`select 1 from push_subscriptions where endpoint = ${foreign.endpoint}`),
    ).toHaveLength(1);
  });

  it('a cart left with items gets pending_cart_checkout once per idle period', async () => {
    const shopper = await subscribedShopper('en');
    const [product] = await queryRows<{ id: number }>(
      db,
      sql`select id from products where kind <> 'addon' and stock > 0 order by id limit 1`,
    );
    const [cart] = await queryRows<{ id: number }>(
      db,
      sql`insert into carts (user_id, updated_at) values (${shopper.userId}, now() - interval '4 hours') returning id`,
    );
    await queryRows(
      db,
      sql`insert into cart_items (cart_id, product_id, quantity, updated_at) values (${cart?.id}, ${product?.id}, 1, now() - interval '4 hours')`,
    );
    const sweep = async () => {
      await t.app.jobs.send(JOB_CART_IDLE, {});
      await t.app.jobs.drain(JOB_CART_IDLE);
    };
    await sweep();
    await sweep();
    let push = await pushes(shopper.endpoint);
    expect(push).toEqual([
      { type: 'pending_cart_checkout', title: 'Your cart is waiting', body: expect.stringContaining('cart') },
    ]);
    expect(notificationTarget(push[0])).toBe('/cart');
    // Touched again (still idle, later): a new period, one more reminder.
    await queryRows(
      db,
      sql`update cart_items set updated_at = now() - interval '3 hours 30 minutes' where cart_id = ${cart?.id}`,
    );
    await sweep();
    push = await pushes(shopper.endpoint);
    expect(push).toHaveLength(2);
    // Recently touched: nothing.
    await queryRows(db, sql`update cart_items set updated_at = now() where cart_id = ${cart?.id}`);
    await sweep();
    expect(await pushes(shopper.endpoint)).toHaveLength(2);
  });

  it('notify-me: a product back in stock also sends product_available with its slug', async () => {
    const shopper = await subscribedShopper('en');
    const [product] = await queryRows<{ id: number; slug: string; title_en: string }>(
      db,
      sql`select p.id, p.slug, p.title_en from products p where p.kind <> 'addon'
            and not exists (select 1 from product_colors c where c.product_id = p.id) order by p.id limit 1`,
    );
    if (!product) throw new Error('no product without colours');
    await queryRows(db, sql`update products set stock = 0 where id = ${product.id}`);
    await queryRows(
      db,
      sql`insert into stock_notifications (user_id, product_id, language) values (${shopper.userId}, ${product.id}, 'en')`,
    );
    await restock(db, notificationsOf(t.app), { productId: product.id, colorId: null, quantity: 3 }, silentLog);
    await t.app.jobs.drain(JOB_PRODUCT_AVAILABLE);
    const push = await pushes(shopper.endpoint);
    expect(push).toEqual([
      {
        type: 'product_available',
        title: 'Back in stock',
        body: `${product.title_en} is available again.`,
        product: { slug: product.slug },
      },
    ]);
    expect(notificationTarget(push[0])).toBe(`/product/${encodeURIComponent(product.slug)}`);
  });

  it('ticket_updated and ticket_closed, from the support module’s call', async () => {
    const shopper = await subscribedShopper('ar');
    await notifyTicketChanged(
      { ticketId: 41, changeId: 1, userId: shopper.userId, number: 'T-000041', status: 'in_progress' },
      db,
    );
    await notifyTicketChanged(
      { ticketId: 41, changeId: 2, userId: shopper.userId, number: 'T-000041', status: 'closed' },
      db,
    );
    await t.app.jobs.drain(JOB_TICKET_CHANGED);
    const push = await pushes(shopper.endpoint);
    expect(push.map((p) => [p.type, p.title]).sort()).toEqual([
      ['ticket_closed', 'تم إغلاق التذكرة T-000041'],
      ['ticket_updated', 'تم تحديث التذكرة T-000041'],
    ]);
    for (const p of push) expect(notificationTarget(p)).toBe('/contact-us?activetab=my-ticket');
  });
});

describe('the push service stand-in over HTTP (RFC 8030 + VAPID)', () => {
  it('takes a web-push request: 201 and decrypted into the outbox; 403 for a foreign key; 410 once expired; 404 unknown', async () => {
    const key = (await t.client().request('vapidPublicKey', {})).public_key;
    const subscription = (await t.http('POST', '/api/sandbox/push', { body: { applicationServerKey: key } })).body.data;
    const [row] = await queryRows<{ private_key: string }>(db, sql`select private_key from vapid_keys`);
    const post = async (vapid: { publicKey: string; privateKey: string }, endpoint = subscription.endpoint) => {
      const request = webpush.generateRequestDetails(
        { ...subscription, endpoint },
        JSON.stringify({ type: 'wallet_refund', title: 'Hi', body: 'there' }),
        { vapidDetails: { subject: 'mailto:ops@hadiya.example', ...vapid }, TTL: 60 },
      );
      const path = new URL(endpoint).pathname;
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: new Uint8Array(request.body as Buffer),
      });
      return response.status;
    };
    expect(await post({ publicKey: key, privateKey: row?.private_key as string })).toBe(201);
    const [entry] = await outbox().list({ to: subscription.endpoint, channel: 'push' });
    expect(JSON.parse(entry?.text ?? '')).toEqual({ type: 'wallet_refund', title: 'Hi', body: 'there' });
    // The dev outbox serves it too (what the browser tests read).
    const served = await t.http('GET', `/api/dev/outbox?channel=push&to=${encodeURIComponent(subscription.endpoint)}`);
    expect(served.body.data).toEqual([
      expect.objectContaining({ channel: 'push', to: subscription.endpoint, subject: 'Hi' }),
    ]);
    expect(await post(webpush.generateVAPIDKeys())).toBe(403);
    const id = subscription.endpoint.split('/').at(-1);
    await t.http('DELETE', `/api/sandbox/push/${id}`);
    expect(await post({ publicKey: key, privateKey: row?.private_key as string })).toBe(410);
    expect(
      await post(
        { publicKey: key, privateKey: row?.private_key as string },
        subscription.endpoint.replace(id, '00000000-0000-4000-8000-000000000000'),
      ),
    ).toBe(404);
  });
});
