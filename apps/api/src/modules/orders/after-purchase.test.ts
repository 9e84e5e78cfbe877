/**
 * Issue 15 §1–§4 through HTTP (and the state machine through `transition`), on PGlite and
 * PostgreSQL: orders are the owner's only, track gift needs the right number and phone, the
 * message card locks once wrapped, the rating is once, by the buyer, after delivery, the recipient
 * declines once (refunded to the wallet once even when posted twice at once), the invoice is the
 * buyer's, the wallet is its ledger. Each refusal is an envelope in ar and en and changes nothing.
 */
import type { SaveRatingBody } from '@hadiya/contract';
import { canTransition, DELIVERY_TYPES, ORDER_STATUSES, type OrderStatus } from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, expectErrorEnvelope, lockWaiterAppears, startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { bearer } from '../cart/fixtures';
import { paymentsRuntime } from '../payments/routes';
import { eventually, quiesce, readQrFromHtml, type TestShopper, testOrder, testShopper } from '../payments/test-kit';
import { decodeZatcaTlv } from '../payments/zatca';
import { recordDeclinedRefundFailure } from './declined-refund';
import { confirmPaid, recipientLinkFor, recordCreated, transition } from './service';

let t: TestApp;
const OPERATOR_KEY = 'after-purchase-operator-key';
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
});
afterAll(async () => {
  await t?.close();
});

/** The database's digest once the queued jobs (receipts, notifications) have run. */
async function fingerprint(): Promise<string> {
  await quiesce(t);
  return t.fingerprint();
}

const tx = <T>(fn: (db: Db) => Promise<T>) => t.database.db.transaction((raw) => fn(raw as unknown as Db));

/** A paid order of `shopper` (accepted, or waiting for the recipient / confirmed for a cafe). */
async function paidOrder(
  shopper: TestShopper,
  options: { phone?: string; recipientGivesAddress?: boolean; cafe?: boolean; totalHalalas?: number } = {},
) {
  const order = await testOrder(t, shopper, { phone: options.phone, totalHalalas: options.totalHalalas });
  if (options.recipientGivesAddress) {
    await queryRows(t.database.db, sql`update orders set recipient_supplies_address = true where id = ${order.id}`);
  }
  if (options.cafe) {
    const [branch] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from cafe_branches order by id limit 1`,
    );
    await queryRows(
      t.database.db,
      sql`update orders set delivery_type = 'cafe_pickup', cafe_branch_id = ${branch?.id ?? null} where id = ${order.id}`,
    );
  }
  await tx((db) => recordCreated(db, order.id, { actor: 'shopper' }));
  const paid = await tx((db) =>
    confirmPaid(db, order.id, {
      method: 'card',
      provider: 'moyasar_card',
      providerRef: `pay_${order.id}`,
      amountHalalas: order.totalHalalas,
    }),
  );
  expect(paid).toBe(true);
  return order;
}

async function moveTo(orderId: number, ...statuses: OrderStatus[]) {
  for (const to of statuses) {
    expect(await tx((db) => transition(db, orderId, to, { actor: 'operator' }))).toBe(true);
  }
}

const statusOf = async (orderId: number) =>
  (await queryRows<{ status: string }>(t.database.db, sql`select status from orders where id = ${orderId}`))[0]?.status;

describe('the state machine refuses every transition it does not allow (each pair, via transition)', () => {
  it('all 16 × 16 pairs, for a delivery and a cafe pickup (each in its own flow)', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await testOrder(t, shopper);
    let allowed = 0;
    let refused = 0;
    for (const deliveryType of DELIVERY_TYPES) {
      await queryRows(t.database.db, sql`update orders set delivery_type = ${deliveryType} where id = ${order.id}`);
      for (const [from, to] of ORDER_STATUSES.flatMap((a) => ORDER_STATUSES.map((b) => [a, b] as const))) {
        await queryRows(t.database.db, sql`update orders set status = ${from} where id = ${order.id}`);
        const [before] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from order_events where order_id = ${order.id}`,
        );
        if (canTransition(from, to, deliveryType)) {
          // Allowed: it moves (and records its event); rolled back so the next pair starts clean.
          const moved = await tx(async (db) => {
            const result = await transition(db, order.id, to, { actor: 'operator' });
            const [after] = await queryRows<{ status: string; n: number }>(
              db,
              sql`select status, (select count(*)::int from order_events where order_id = ${order.id}) as n
                  from orders where id = ${order.id}`,
            );
            expect(after).toEqual({ status: to, n: (before?.n ?? 0) + 1 });
            throw Object.assign(new Error('roll back'), { result });
          }).catch((e: { result?: boolean }) => e.result);
          expect(moved, `${from} → ${to}`).toBe(true);
          allowed += 1;
        } else {
          expect(await tx((db) => transition(db, order.id, to, { actor: 'operator' })), `${from} → ${to}`).toBe(false);
          expect(await statusOf(order.id)).toBe(from);
          const [after] = await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from order_events where order_id = ${order.id}`,
          );
          expect(after?.n).toBe(before?.n);
          refused += 1;
        }
      }
    }
    expect(allowed + refused).toBe(DELIVERY_TYPES.length * ORDER_STATUSES.length ** 2);
    expect(refused).toBeGreaterThan(400);
  });
});

describe('orders are the shopper’s own', () => {
  it('the list is newest first and paginated, the delivered list apart; another shopper gets 404', async () => {
    const a = await testShopper(t, 'user');
    const b = await testShopper(t, 'user');
    const guest = await testShopper(t, 'guest');
    const first = await paidOrder(a);
    const second = await paidOrder(a);
    const third = await paidOrder(a);
    const theirs = await paidOrder(b);
    await testOrder(t, a); // unpaid: not listed
    await moveTo(first.id, 'wrap_gift', 'on_the_way', 'delivered');

    const list = await t.http('POST', '/api/orders', { body: { limit: 2 }, headers: bearer(a.token) });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page_number: 1, limit: 2, total_count: 3, total_pages: 2 });
    expect(list.body.data.orders.map((o: { order_uuid: string }) => o.order_uuid)).toEqual([third.uuid, second.uuid]);
    const page2 = await t.client({ token: a.token }).request('ordersList', { body: { limit: 2, page_number: 2 } });
    expect(page2.orders.map((o) => o.order_uuid)).toEqual([first.uuid]);
    expect(page2.orders[0]).toMatchObject({ status: 'delivered', status_code: 5, can_rate: true, rating: null });

    const delivered = await t.client({ token: a.token }).request('ordersDelivered', {});
    expect(delivered.orders.map((o) => o.order_uuid)).toEqual([first.uuid]);
    expect(delivered.total_count).toBe(1);

    const mine = await t
      .client({ token: a.token, language: 'ar' })
      .request('orderDetail', { params: { uuid: second.uuid } });
    expect(mine).toMatchObject({ order_uuid: second.uuid, status_label: 'تم القبول', can_edit_message_card: true });
    expect(mine.invoice_path).toBe(`/orders/${second.uuid}/invoice?lang=ar`);

    for (const [who, lang, text] of [
      [b, 'en', 'Order not found'],
      [guest, 'ar', 'الطلب غير موجود'],
    ] as const) {
      const res = await t.http('GET', `/api/orders/${first.uuid}`, { headers: bearer(who.token, lang) });
      expect(expectErrorEnvelope(res, 404).message).toBe(text);
    }
    const theirList = await t.client({ token: b.token }).request('ordersList', {});
    expect(theirList.orders.map((o) => o.order_uuid)).toEqual([theirs.uuid]);
    const guestList = await t.client({ token: guest.token }).request('ordersList', {});
    expect(guestList.total_count).toBe(0);
  });

  it('the order page carries the timeline of the delivery flow and of the cafe flow', async () => {
    const a = await testShopper(t, 'user');
    const delivery = await paidOrder(a);
    await moveTo(delivery.id, 'recipient_accepted', 'wrap_gift');
    const page = await t.client({ token: a.token }).request('orderDetail', { params: { uuid: delivery.uuid } });
    expect(page.timeline.flow).toBe('delivery');
    expect(page.timeline.steps.map((s) => [s.status, s.state])).toEqual([
      ['accepted', 'complete'],
      ['recipient_accepted', 'complete'],
      ['wrap_gift', 'current'],
      ['on_the_way', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(page.timeline.steps[2]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(page.timeline.steps[3]?.at).toBeNull();
    expect(page.can_edit_message_card).toBe(false);

    const cafe = await paidOrder(a, { cafe: true });
    await moveTo(cafe.id, 'cafe_accepted', 'cancelled');
    const cafePage = await t.client({ token: a.token, language: 'ar' }).request('orderDetail', {
      params: { uuid: cafe.uuid },
    });
    expect(cafePage.timeline.flow).toBe('pickup');
    expect(cafePage.timeline.steps.map((s) => [s.status, s.state])).toEqual([
      ['confirmed', 'complete'],
      ['cafe_accepted', 'complete'],
      ['cancelled', 'terminal'],
    ]);
    expect(cafePage.timeline.steps[2]?.label).toBe('ملغي');
  });
});

describe('track gift', () => {
  it('answers the status and timeline with the right number and phone only, nothing of the buyer', async () => {
    const guest = await testShopper(t, 'guest');
    const order = await paidOrder(guest, { phone: '512345678' });
    await testOrder(t, guest, { phone: '512345678' }); // unpaid: never found
    const res = await t.http('POST', '/api/orders/track', {
      body: { order_number: order.orderNumber.toLowerCase(), phone_number: '0512345678' },
      headers: { language: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order_number: order.orderNumber, status: 'accepted', status_code: 1 });
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'created_at',
        'delivery_date',
        'delivery_type',
        'item_count',
        'order_number',
        'slot',
        'status',
        'status_code',
        'status_label',
        'timeline',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/Noura|Sara|King Fahd|500000002|11500|total/);
    // Typed on an Arabic keyboard: Arabic-Indic digits in the number and the phone.
    const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const typedInArabic = await t.http('POST', '/api/orders/track', {
      body: { order_number: arabicDigits(order.orderNumber), phone_number: arabicDigits('0512345678') },
      headers: { language: 'ar' },
    });
    expect(typedInArabic.status, JSON.stringify(typedInArabic.body)).toBe(200);
    expect(typedInArabic.body.data.order_number).toBe(order.orderNumber);

    for (const [body, lang, text] of [
      [{ order_number: order.orderNumber, phone_number: '512345670' }, 'en', 'No order matches'],
      [{ order_number: 'HD-999999', phone_number: '512345678' }, 'ar', 'لا يوجد طلب'],
    ] as const) {
      const before = await fingerprint();
      const wrong = await t.http('POST', '/api/orders/track', { body, headers: { language: lang } });
      expect(expectErrorEnvelope(wrong, 404).message).toContain(text);
      // Only the abuse counters move.
      const strip = (f: string) => f.replace(/^rate_counters=.*$/m, '');
      expect(strip(await fingerprint())).toBe(strip(before));
    }
    const bad = await t.http('POST', '/api/orders/track', { body: { order_number: '' }, headers: { language: 'ar' } });
    const envelope = expectErrorEnvelope(bad, 400);
    expect(JSON.stringify(envelope.data)).toContain('order_number');
  });

  // The form's empty fields once answered 'phone_required' twice (the number's own check and the
  // phone rule over the object). Each refusal is listed once, in the caller's language.
  it.each([
    {
      name: 'an empty body',
      body: {},
      ar: ['رقم الطلب مطلوب', 'رقم الجوال مطلوب'],
      en: ['Order number is required', 'Phone number is required'],
    },
    {
      name: 'the form’s empty fields',
      body: { order_number: '', phone_number: '' },
      ar: ['رقم الطلب مطلوب', 'رقم الجوال مطلوب'],
      en: ['Order number is required', 'Phone number is required'],
    },
    {
      name: 'an empty number',
      body: { order_number: 'HD-100001', phone_number: '   ' },
      ar: ['رقم الجوال مطلوب'],
      en: ['Phone number is required'],
    },
  ])('refuses $name with each refusal once, changing nothing', async ({ body, ar, en }) => {
    const before = await fingerprint();
    for (const [language, messages] of [
      ['ar', ar],
      ['en', en],
    ] as const) {
      const refused = expectErrorEnvelope(
        await t.http('POST', '/api/orders/track', { body, headers: { language } }),
        400,
      );
      const errors = refused.data.errors as { field: string; message: string }[];
      expect(errors.map((e) => e.message)).toEqual(messages);
      expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
      expect(refused.message).toBe(messages[0]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('is rate-limited per order number', async () => {
    const guest = await testShopper(t, 'guest');
    const order = await paidOrder(guest, { phone: '512345679' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.http('POST', '/api/orders/track', {
        body: { order_number: order.orderNumber, phone_number: `51234560${i % 10}` },
        headers: { language: 'en' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('message card', () => {
  it('changes until the gift is wrapped, then never', async () => {
    const a = await testShopper(t, 'user');
    const b = await testShopper(t, 'user');
    const order = await paidOrder(a);
    const ok = await t.http('PUT', `/api/orders/${order.uuid}/message-card`, {
      body: { message_card: '  Happy birthday, Sara  ' },
      headers: bearer(a.token),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ message_card: 'Happy birthday, Sara', can_edit_message_card: true });

    const before = await fingerprint();
    const other = await t.http('PUT', `/api/orders/${order.uuid}/message-card`, {
      body: { message_card: 'hijack' },
      headers: bearer(b.token),
    });
    expectErrorEnvelope(other, 404);
    const tooLong = await t.http('PUT', `/api/orders/${order.uuid}/message-card`, {
      body: { message_card: 'x'.repeat(251) },
      headers: bearer(a.token, 'ar'),
    });
    expect(JSON.stringify(expectErrorEnvelope(tooLong, 400).data)).toContain('message_card');
    expect(await fingerprint()).toBe(before);

    await moveTo(order.id, 'wrap_gift');
    const locked = await fingerprint();
    for (const [lang, text] of [
      ['en', 'already wrapped'],
      ['ar', 'تم تغليف الهدية'],
    ] as const) {
      const res = await t.http('PUT', `/api/orders/${order.uuid}/message-card`, {
        body: { message_card: 'Too late' },
        headers: bearer(a.token, lang),
      });
      expect(expectErrorEnvelope(res, 409).message).toContain(text);
    }
    expect(await fingerprint()).toBe(locked);
    const [row] = await queryRows<{ message_card: string }>(
      t.database.db,
      sql`select message_card from orders where id = ${order.id}`,
    );
    expect(row?.message_card).toBe('Happy birthday, Sara');
  });

  // The card is optional (an order without one shows 'no message card'): emptying the box and
  // saving sends '' and removes it. A missing text is 'required'; a value that is not text is
  // refused as such, not as 'required'.
  it('is removed with an empty text; a missing or non-text card is refused, changing nothing', async () => {
    const a = await testShopper(t, 'user');
    const order = await paidOrder(a);
    const path = `/api/orders/${order.uuid}/message-card`;
    const set = await t.http('PUT', path, { body: { message_card: 'For you' }, headers: bearer(a.token) });
    expect(set.body.data.message_card).toBe('For you');

    const before = await fingerprint();
    for (const [body, ar, en] of [
      [{}, 'نص بطاقة الإهداء مطلوب', 'Message card text is required'],
      [{ message_card: null }, 'نص بطاقة الإهداء مطلوب', 'Message card text is required'],
      [{ message_card: 5 }, 'بطاقة الإهداء: نوع القيمة غير صالح', 'Message card: Invalid value type'],
      [{ message_card: ['hi'] }, 'بطاقة الإهداء: نوع القيمة غير صالح', 'Message card: Invalid value type'],
    ] as const) {
      for (const [language, message] of [
        ['ar', ar],
        ['en', en],
      ] as const) {
        const refused = expectErrorEnvelope(
          await t.http('PUT', path, { body, headers: bearer(a.token, language) }),
          400,
        );
        expect(refused.message, JSON.stringify(body)).toBe(message);
        expect(refused.data.errors).toHaveLength(1);
        expect(refused.data.errors[0].field).toBe('message_card');
      }
    }
    expect(await fingerprint()).toBe(before);

    const cleared = await t.http('PUT', path, { body: { message_card: '   ' }, headers: bearer(a.token, 'en') });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.message_card).toBe('');
  });
});

describe('rating', () => {
  it('once, by the buyer, after delivery; refusals in ar and en change nothing', async () => {
    const a = await testShopper(t, 'user');
    const b = await testShopper(t, 'user');
    const order = await paidOrder(a);
    const body: SaveRatingBody = {
      order_id: order.uuid,
      rating: 'great',
      reasons: ['delivery', 'product', 'delivery'],
      comment: 'Lovely',
    };

    const before = await fingerprint();
    for (const [lang, text] of [
      ['en', 'once it is delivered'],
      ['ar', 'بعد توصيله'],
    ] as const) {
      const early = await t.http('POST', '/api/orders/save-rating', { body, headers: bearer(a.token, lang) });
      expect(expectErrorEnvelope(early, 400).message).toContain(text);
    }
    for (const bad of [
      { ...body, rating: 'meh' },
      { ...body, reasons: ['colour'] },
      { ...body, order_id: 'not-a-uuid' },
      { ...body, comment: 'x'.repeat(501) },
    ]) {
      expectErrorEnvelope(
        await t.http('POST', '/api/orders/save-rating', { body: bad, headers: bearer(a.token, 'ar') }),
        400,
      );
    }
    expect(await fingerprint()).toBe(before);

    await moveTo(order.id, 'wrap_gift', 'on_the_way', 'delivered');
    const delivered = await fingerprint();
    expectErrorEnvelope(await t.http('POST', '/api/orders/save-rating', { body, headers: bearer(b.token) }), 404);
    expect(await fingerprint()).toBe(delivered);

    const saved = await t.client({ token: a.token }).request('orderSaveRating', { body });
    expect(saved).toMatchObject({
      order_uuid: order.uuid,
      rating: 'great',
      reasons: ['delivery', 'product'],
      comment: 'Lovely',
    });

    const rated = await fingerprint();
    for (const [lang, text] of [
      ['en', 'already been rated'],
      ['ar', 'تم تقييم هذا الطلب'],
    ] as const) {
      const again = await t.http('POST', '/api/orders/save-rating', {
        body: { ...body, rating: 'angry' },
        headers: bearer(a.token, lang),
      });
      expect(expectErrorEnvelope(again, 409).message).toContain(text);
    }
    expect(await fingerprint()).toBe(rated);
    const page = await t.client({ token: a.token }).request('orderDetail', { params: { uuid: order.uuid } });
    expect(page).toMatchObject({ can_rate: false, rating: { rating: 'great', reasons: ['delivery', 'product'] } });
  });
});

describe('the recipient’s page', () => {
  it('shows no prices; a decline posted twice at once moves the order and refunds the wallet once', async () => {
    const buyer = await testShopper(t, 'user');
    const order = await paidOrder(buyer, { recipientGivesAddress: true, totalHalalas: 230_00 });
    expect(await statusOf(order.id)).toBe('waiting_for_recipient');
    await queryRows(
      t.database.db,
      sql`update orders set hide_sender_name = true, message_card = 'For you' where id = ${order.id}`,
    );
    const { token } = await tx((db) => recipientLinkFor(db, order.id));

    const page = await t.client({ language: 'ar' }).request('giftRecipientRead', { params: { token } });
    expect(page).toMatchObject({
      sender_name: null,
      message_card: 'For you',
      status: 'waiting_for_recipient',
      needs_address: true,
      can_decline: true,
      readable_until: null,
    });
    expect(JSON.stringify(page)).not.toMatch(/23000|total|price|500000001|example\.com/);

    const results = await Promise.all([
      t.http('POST', `/api/gift-recipient/${token}/decline`, { body: {}, headers: { language: 'en' } }),
      t.http('POST', `/api/gift-recipient/${token}/decline`, { body: {}, headers: { language: 'ar' } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409);
    expectErrorEnvelope(refused ?? { status: 0, body: null }, 409);

    expect(await statusOf(order.id)).toBe('recipient_rejected');
    const ledger = await queryRows<{ type: string; amount: number }>(
      t.database.db,
      sql`select type, amount_halalas as amount from wallet_ledger where order_id = ${order.id}`,
    );
    expect(ledger).toEqual([{ type: 'refund', amount: 230_00 }]);
    const refunds = await queryRows<{ destination: string; status: string; amount: number }>(
      t.database.db,
      sql`select destination, status, wallet_amount_halalas as amount from order_refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([{ destination: 'wallet', status: 'succeeded', amount: 230_00 }]);
    const wallet = await t.client({ token: buyer.token, language: 'ar' }).request('userWallet', {});
    expect(wallet).toMatchObject({ balance: 230_00, balance_sar: '230.00', total_count: 1 });
    expect(wallet.transactions[0]).toMatchObject({
      type: 'refund',
      type_label: 'استرداد',
      amount: 230_00,
      amount_sar: '230.00',
      order_uuid: order.uuid,
      order_number: order.orderNumber,
    });

    // Still readable to follow the timeline, for a few days after it ended; then gone.
    const after = await t.client({ language: 'en' }).request('giftRecipientRead', { params: { token } });
    expect(after).toMatchObject({ status: 'recipient_rejected', can_decline: false, needs_address: false });
    expect(after.readable_until).not.toBeNull();
    expect(after.timeline.steps.at(-1)).toMatchObject({ status: 'recipient_rejected', state: 'terminal' });
    const settled = await fingerprint();
    const accept = await t.http('POST', `/api/gift-recipient/${token}`, {
      body: { address: 'Olaya 1', delivery_date: '2030-01-01', slot_id: 1 },
      headers: { language: 'ar' },
    });
    expectErrorEnvelope(accept, 409);
    expect(await fingerprint()).toBe(settled);
    await queryRows(
      t.database.db,
      sql`update order_events set created_at = now() - interval '4 days' where order_id = ${order.id} and to_status = 'recipient_rejected'`,
    );
    expectErrorEnvelope(await t.http('GET', `/api/gift-recipient/${token}`, { headers: { language: 'en' } }), 404);
  });

  /**
   * A guest's gift, the recipient to give the address, paid through the STC Pay sandbox (its OTP
   * read from the SMS outbox): waiting for the recipient, with the recipient's link.
   */
  async function paidGuestGift(mobile: string) {
    const guest = await testShopper(t, 'guest');
    const order = await testOrder(t, guest);
    await queryRows(t.database.db, sql`update orders set recipient_supplies_address = true where id = ${order.id}`);
    const pay = (path: string, body: unknown) => t.http('POST', `/api${path}`, { headers: bearer(guest.token), body });
    expect((await pay('/payment/stcpay/pay', { order_uuid: order.uuid, mobile: `0${mobile}` })).status).toBe(200);
    const otp = await eventually(async () => {
      const entries = (await t.app.providers.outbox?.list({ to: `966${mobile}` })) ?? [];
      return /(?<!\d)(\d{6})(?!\d)/.exec(entries[0]?.text ?? '')?.[1];
    });
    expect((await pay('/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp })).body.data).toMatchObject({
      is_paid: true,
    });
    expect(await statusOf(order.id)).toBe('waiting_for_recipient');
    const { token } = await tx((db) => recipientLinkFor(db, order.id));
    return { order, token };
  }

  /** Makes the STC Pay sandbox refuse refunds until the function it returns is called. */
  function refuseStcPayRefunds(): () => void {
    const gateway = paymentsRuntime(t.app).providers.byId.moyasar_stcpay;
    if (!gateway) throw new Error('no STC Pay provider');
    const refund = gateway.refund;
    gateway.refund = async () => {
      throw new Error('gateway unavailable');
    };
    return () => {
      gateway.refund = refund;
    };
  }

  /** The refunds the provider answered for an order (a refused one has no answer). */
  const refundResponses = async (orderId: number) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from payment_events where order_id = ${orderId} and operation = 'refund' and kind = 'response'`,
      )
    )[0]?.n;

  it('a guest buyer has no wallet: the payment goes back through its provider, once', async () => {
    const { order, token } = await paidGuestGift('500000088');

    const results = await Promise.all([
      t.http('POST', `/api/gift-recipient/${token}/decline`, { body: {}, headers: { language: 'en' } }),
      t.http('POST', `/api/gift-recipient/${token}/decline`, { body: {}, headers: { language: 'en' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refunds = await queryRows<{ destination: string; provider: string; status: string; amount: number }>(
      t.database.db,
      sql`select destination, provider, status, provider_amount_halalas as amount from order_refunds where order_id = ${order.id}`,
    );
    expect(refunds).toEqual([
      { destination: 'original', provider: 'moyasar_stcpay', status: 'succeeded', amount: order.totalHalalas },
    ]);
    const [row] = await queryRows<{ status: string; payment_status: string }>(
      t.database.db,
      sql`select status, payment_status from orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'recipient_rejected', payment_status: 'refunded' });
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_events where order_id = ${order.id} and operation = 'refund'`,
    );
    expect(events[0]?.n).toBe(1);
  });

  /** The order's status and payment status beside its refund's status and failure. */
  const refundState = async (orderId: number) =>
    (
      await queryRows<{ status: string; payment_status: string; refund: string | null; failure: string | null }>(
        t.database.db,
        sql`select o.status, o.payment_status, r.status as refund, r.failure_message as failure
            from orders o left join order_refunds r on r.order_id = o.id where o.id = ${orderId}`,
      )
    )[0];

  /** The recipient declines while the provider refuses refunds: the decline holds, the refund is recorded as failed. */
  async function declineWhileRefundsRefused(order: { id: number }, token: string) {
    const restoreRefunds = refuseStcPayRefunds();
    try {
      const declined = await t.http('POST', `/api/gift-recipient/${token}/decline`, {
        body: {},
        headers: { language: 'en' },
      });
      expect(declined.status).toBe(200);
      expect(await refundState(order.id)).toEqual({
        status: 'recipient_rejected',
        payment_status: 'paid',
        refund: 'failed',
        failure: expect.any(String),
      });
    } finally {
      restoreRefunds();
    }
  }

  it('a guest refund the provider refuses is recorded for the operator and retried by its job until it goes through', async () => {
    const { order, token } = await paidGuestGift('500000089');
    await declineWhileRefundsRefused(order, token);
    // The queued job (retried with back-off while the provider failed) gives the money back once.
    await eventually(async () => {
      await t.app.jobs.drain('order.declined-refund').catch(() => 0);
      return (await refundState(order.id))?.payment_status === 'refunded';
    }, 60_000);
    expect(await refundState(order.id)).toMatchObject({ refund: 'succeeded', failure: null });
    expect(await refundResponses(order.id)).toBe(1);
  }, 90_000);

  it('once its job has given up, the operator retries the refund: a refusal leaves it failed, then it goes through once, and the refund names the operator', async () => {
    const { order, token } = await paidGuestGift('500000090');
    const retry = (language: 'ar' | 'en') =>
      t.http('POST', `/api/operator/orders/${order.uuid}/refund/retry`, {
        headers: { 'x-operator-key': OPERATOR_KEY, language },
      });
    await declineWhileRefundsRefused(order, token);
    // The job's retries are spent: only the operator is left to try.
    await queryRows(t.database.db, sql`delete from pgboss.job where name = 'order.declined-refund'`);
    const restoreRefunds = refuseStcPayRefunds();
    try {
      const refused = expectErrorEnvelope(await retry('ar'), 502);
      expect(refused.message).toBe('رفضت جهة الدفع الاسترداد: gateway unavailable');
      expect(await refundState(order.id)).toMatchObject({ payment_status: 'paid', refund: 'failed' });
      const [tried] = await queryRows<{ retried_by: string | null }>(
        t.database.db,
        sql`select retried_by from order_refunds where order_id = ${order.id}`,
      );
      expect(tried?.retried_by).toBe('key');
    } finally {
      restoreRefunds();
    }

    const retried = await retry('en');
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      success: true,
      message: 'The refund went through to the original payment',
      data: {
        payment_status: 'refunded',
        refund: { status: 'succeeded', failure_message: null, requested_by: 'recipient', retried_by: 'key' },
      },
    });
    expect(await refundState(order.id)).toEqual({
      status: 'recipient_rejected',
      payment_status: 'refunded',
      refund: 'succeeded',
      failure: null,
    });
    const before = await fingerprint();
    expect(expectErrorEnvelope(await retry('en'), 409).message).toBe(
      'This order has no refund the payment provider refused',
    );
    expect(await fingerprint()).toBe(before);
    expect(await refundResponses(order.id)).toBe(1);
  });

  it('once the recipient accepts through the link, the timeline shows them as having accepted, not as still to come', async () => {
    const buyer = await testShopper(t, 'user');
    const order = await paidOrder(buyer, { recipientGivesAddress: true });
    const { token } = await tx((db) => recipientLinkFor(db, order.id));
    // What gift.ts does when the recipient sends the address and slot.
    expect(await tx((db) => transition(db, order.id, 'accepted', { actor: 'recipient' }))).toBe(true);
    const page = await t.client({ language: 'ar' }).request('giftRecipientRead', { params: { token } });
    expect(page).toMatchObject({ status: 'accepted', status_label: 'تم القبول', needs_address: false });
    expect(page.timeline.steps.map((s) => [s.status, s.state])).toEqual([
      ['waiting_for_recipient', 'complete'],
      ['accepted', 'complete'],
      ['recipient_accepted', 'current'],
      ['wrap_gift', 'upcoming'],
      ['on_the_way', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    const [, accepted, recipientAccepted] = page.timeline.steps;
    expect(recipientAccepted?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(recipientAccepted?.at).toBe(accepted?.at);
    // The buyer's order page reads the same.
    const detail = await t.client({ token: buyer.token }).request('orderDetail', { params: { uuid: order.uuid } });
    expect(detail.timeline.steps.map((s) => s.state)).toEqual(page.timeline.steps.map((s) => s.state));

    // Cancelled afterwards: the steps it reached, the recipient's acceptance among them, then the stop.
    await moveTo(order.id, 'cancelled');
    const cancelled = await t.client({ language: 'en' }).request('giftRecipientRead', { params: { token } });
    expect(cancelled.timeline.steps.map((s) => [s.status, s.state])).toEqual([
      ['waiting_for_recipient', 'complete'],
      ['accepted', 'complete'],
      ['recipient_accepted', 'complete'],
      ['cancelled', 'terminal'],
    ]);
  });

  it('a buyer who gave the address: accepted stays the current step until the operator moves it on', async () => {
    const buyer = await testShopper(t, 'user');
    const order = await paidOrder(buyer);
    const { token } = await tx((db) => recipientLinkFor(db, order.id));
    const page = await t.client({ language: 'en' }).request('giftRecipientRead', { params: { token } });
    expect(page.timeline.steps.map((s) => [s.status, s.state])).toEqual([
      ['accepted', 'current'],
      ['recipient_accepted', 'upcoming'],
      ['wrap_gift', 'upcoming'],
      ['on_the_way', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
  });

  it('a link issued at acceptance follows the order; an unknown token is 404', async () => {
    const buyer = await testShopper(t, 'user');
    const order = await paidOrder(buyer);
    const { token, path } = await tx((db) => recipientLinkFor(db, order.id));
    expect(path).toBe(`/gift/${token}`);
    await moveTo(order.id, 'recipient_accepted');
    // The SMS at acceptance carries a new link; the first keeps working.
    const second = await tx((db) => recipientLinkFor(db, order.id));
    expect(second.token).not.toBe(token);
    for (const link of [token, second.token]) {
      const page = await t.client().request('giftRecipientRead', { params: { token: link } });
      expect(page).toMatchObject({ sender_name: 'Noura Saleh', status: 'recipient_accepted', can_decline: false });
    }
    const decline = await t.http('POST', `/api/gift-recipient/${token}/decline`, {
      body: {},
      headers: { language: 'en' },
    });
    expect(expectErrorEnvelope(decline, 409).message).toBe('This gift can no longer be declined');
    expectErrorEnvelope(
      await t.http('GET', `/api/gift-recipient/${'x'.repeat(32)}`, { headers: { language: 'ar' } }),
      404,
    );
  });
});

describe('tax invoice', () => {
  it('is the buyer’s, in their language, with the VAT number and a ZATCA QR', async () => {
    const a = await testShopper(t, 'user');
    const b = await testShopper(t, 'user');
    const order = await paidOrder(a);
    const res = await fetch(`${t.baseUrl}/api/orders/${order.uuid}/invoice`, { headers: bearer(a.token, 'ar') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('فاتورة ضريبية مبسطة');
    expect(html).toContain('dir="rtl"');
    const tlv = decodeZatcaTlv(readQrFromHtml(html));
    expect(tlv.get(2)).toMatch(/^\d{15}$/);
    expect(tlv.get(4)).toBe('115.00');
    expect(html).toContain(tlv.get(2));

    const en = await (
      await fetch(`${t.baseUrl}/api/orders/${order.uuid}/invoice`, { headers: bearer(a.token, 'en') })
    ).text();
    expect(en).toContain('Simplified tax invoice');
    // A link opened by the browser: no language header, the page's language in the query.
    const linked = await fetch(`${t.baseUrl}/api/orders/${order.uuid}/invoice?lang=en`, {
      headers: { authorization: `Bearer ${a.token}`, 'accept-language': 'ar' },
    });
    expect(await linked.text()).toContain('Simplified tax invoice');
    expectErrorEnvelope(await t.http('GET', `/api/orders/${order.uuid}/invoice`, { headers: bearer(b.token) }), 404);
    expectErrorEnvelope(await t.http('GET', `/api/orders/${order.uuid}/invoice`), 401);
    const unpaid = await testOrder(t, a);
    expectErrorEnvelope(await t.http('GET', `/api/orders/${unpaid.uuid}/invoice`, { headers: bearer(a.token) }), 400);
  });
});

describe('a declined gift’s failed refund and an operator’s cancel at the same moment', () => {
  it.skipIf(dbKind !== 'postgres')(
    'the failure waits for the operator holding the order instead of deadlocking, and does not overwrite its refund',
    async () => {
      const order = await paidOrder(await testShopper(t, 'user'));
      let recorded: Promise<void> | undefined;
      // The operator's cancel (operator/service.ts): the order, then its refund row.
      await t.database.db.transaction(async (holder) => {
        await holder.execute(sql`select id from orders where id = ${order.id} for update`);
        recorded = recordDeclinedRefundFailure(
          t.database.db,
          { orderId: order.id, amount: order.totalHalalas },
          `order:${order.id}:refund`,
          'gateway unavailable',
        );
        // Awaited below; noted here so that a failing holder does not leave it unhandled.
        recorded.catch(() => {});
        await lockWaiterAppears(t, holder as never);
        await holder.execute(
          sql`insert into order_refunds (order_id, destination, provider, wallet_amount_halalas, status, reason,
                requested_by, idempotency_key)
              values (${order.id}, 'wallet', 'wallet', ${order.totalHalalas}, 'succeeded', 'cancelled', 'key',
                ${`order:${order.id}:operator-refund`})`,
        );
        await holder.execute(sql`update orders set payment_status = 'refunded' where id = ${order.id}`);
      });
      await recorded;
      const refunds = await queryRows<{ status: string; failure_message: string | null }>(
        t.database.db,
        sql`select status, failure_message from order_refunds where order_id = ${order.id}`,
      );
      expect(refunds).toEqual([{ status: 'succeeded', failure_message: null }]);
    },
    30_000,
  );
});
