/**
 * The operator API (issue 15 §6) over HTTP: who may call it, orders along the state machine,
 * reject/cancel with a refund to the wallet (once, even raced) or to the original payment through
 * each sandbox's refund API, wallet bonus, restock, coupons, maintenance, operators; bad input →
 * the envelope in both languages and nothing changed.
 */
import { calls, toRoutePath } from '@hadiya/contract';
import { operatorRoutes } from '@hadiya/contract/calls/operator-routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { bearer, cityByName, userSession } from '../cart/fixtures';
import { confirmPaid } from '../orders/service';
import { paymentsRuntime } from '../payments/routes';
import { browserCardPayment, quiesce, sim, TEST_CARDS, testOrder, testShopper } from '../payments/test-kit';
import { walletBalance } from '../wallet/ledger';

const OPERATOR_KEY = 'operator-key-for-operator-tests-0123456789';
const OPERATOR_TOKEN = 'operator-api-token-for-operator-tests-0123';

let t: TestApp;
let savedToken: string | undefined;
beforeAll(async () => {
  savedToken = process.env.OPERATOR_API_TOKEN;
  process.env.OPERATOR_API_TOKEN = OPERATOR_TOKEN;
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (savedToken === undefined) delete process.env.OPERATOR_API_TOKEN;
  else process.env.OPERATOR_API_TOKEN = savedToken;
});

const key = (language: 'en' | 'ar' = 'en') => ({ 'x-operator-key': OPERATOR_KEY, language });
const op = (method: string, path: string, body?: unknown, language: 'en' | 'ar' = 'en') =>
  t.http(method, `/api/operator${path}`, { headers: key(language), body });

/** A paid order (accepted, or confirmed for a cafe pickup), as the payment flow leaves it. */
async function paidOrder(
  shopper: Awaited<ReturnType<typeof testShopper>>,
  options: { walletHalalas?: number; isCafePickup?: boolean } = {},
) {
  const order = await testOrder(t, shopper, { totalHalalas: 100_00, walletHalalas: options.walletHalalas });
  if (options.isCafePickup) {
    await queryRows(t.database.db, sql`update orders set delivery_type = 'cafe_pickup' where id = ${order.id}`);
  }
  await t.database.db.transaction((tx) =>
    confirmPaid(tx as unknown as Db, order.id, {
      method: 'card',
      provider: 'moyasar_card',
      providerRef: null,
      amountHalalas: 100_00,
    }),
  );
  return order;
}

const ledgerSum = async (userId: number) => {
  const [row] = await queryRows<{ sum: number }>(
    t.database.db,
    sql`select coalesce(sum(amount_halalas), 0)::int as sum from wallet_ledger where user_id = ${userId}`,
  );
  return row?.sum ?? 0;
};

describe('who may operate', () => {
  it("a shopper's or a guest's session is refused on every operator call; no credential too", async () => {
    const shopper = await userSession(t);
    const guest = await testShopper(t, 'guest');
    for (const route of Object.values(operatorRoutes)) {
      const path = `/api${toRoutePath(route.path).replace(':id', '1')}`;
      for (const headers of [bearer(shopper.token), bearer(guest.token), { language: 'en' }]) {
        const res = await t.http(route.method, path, { headers, body: route.method === 'POST' ? {} : undefined });
        expectErrorEnvelope(res, 403);
      }
    }
    const ar = expectErrorEnvelope(
      await t.http('GET', '/api/operator/orders', { headers: bearer(shopper.token, 'ar') }),
      403,
    );
    expect(ar.message).not.toMatch(/[A-Za-z]{4}/);
  });

  it('the token, the loopback key and an operator-role session work; the key not through a proxy', async () => {
    expect(
      (await t.http('GET', '/api/operator/me', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).body.data,
    ).toEqual({
      kind: 'token',
      user_id: null,
    });
    expect((await op('GET', '/me')).body.data).toEqual({ kind: 'key', user_id: null });
    expectErrorEnvelope(
      await t.http('GET', '/api/operator/me', { headers: { ...key(), 'x-forwarded-for': '203.0.113.9' } }),
      403,
    );
    const staff = await userSession(t);
    expectErrorEnvelope(await t.http('GET', '/api/operator/me', { headers: bearer(staff.token) }), 403);
    const granted = await op('POST', '/operators', { user: staff.email });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data).toMatchObject({ user_id: staff.userId, role: 'operator', granted: true });
    expect((await op('POST', '/operators', { user: staff.email })).body.data.granted).toBe(false);
    const me = await t.http('GET', '/api/operator/me', { headers: bearer(staff.token) });
    expect(me.body.data).toEqual({ kind: 'user', user_id: staff.userId });
    // The same session as the cookie: reads pass; a change needs the store's own origin.
    const cookie = { cookie: `hadiya_session=${staff.token}`, language: 'en' };
    expect((await t.http('GET', '/api/operator/me', { headers: cookie })).status).toBe(200);
    expectErrorEnvelope(
      await t.http('POST', '/api/operator/maintenance', { headers: cookie, body: { on: false } }),
      403,
    );
    const sameOrigin = { ...cookie, 'sec-fetch-site': 'same-origin' };
    expect(
      (await t.http('POST', '/api/operator/maintenance', { headers: sameOrigin, body: { on: false } })).status,
    ).toBe(200);
    // The support module's operator calls take the same credentials.
    expect((await t.http('GET', '/api/operator/tickets', { headers: bearer(staff.token) })).status).toBe(200);
    expect(
      (await t.http('GET', '/api/operator/tickets', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).status,
    ).toBe(200);
  });
});

describe('orders', () => {
  it('lists with a status filter and pages; shows one with its events', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await paidOrder(shopper);
    const list = await op('GET', `/orders?status=accepted&limit=1&page_number=1`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toMatchObject({ page_number: 1, limit: 1 });
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    expect(list.body.data.items.every((o: { status: string }) => o.status === 'accepted')).toBe(true);
    const found = await op('GET', `/orders?q=${order.orderNumber}`);
    expect(found.body.data.items.map((o: { uuid: string }) => o.uuid)).toEqual([order.uuid]);
    const one = await op('GET', `/orders/${order.orderNumber}`);
    expect(one.body.data).toMatchObject({ uuid: order.uuid, status: 'accepted', refund: null });
    expect(one.body.data.next_statuses).toContain('wrap_gift');
  });

  it('moves along the state machine with a reason; refuses what it does not allow (409, both languages), nothing changed', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await paidOrder(shopper);
    await quiesce(t);
    for (const [to, language] of [
      ['delivered', 'en'],
      ['awaiting_payment', 'ar'],
      ['picked_up', 'en'],
    ] as const) {
      const before = await t.fingerprint();
      const res = await op('POST', `/orders/${order.uuid}/transition`, { to, reason: 'test' }, language);
      const body = expectErrorEnvelope(res, 409);
      expect(body.message).toMatch(language === 'ar' ? /لا يمكن نقل الطلب/ : /cannot move from "Accepted"/);
      expect(await t.fingerprint()).toBe(before);
    }
    const moved = await op('POST', `/orders/${order.uuid}/transition`, { to: 'wrap_gift', reason: 'packed at branch' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.status).toBe('wrap_gift');
    expect(moved.body.data.events.at(-1)).toMatchObject({
      from_status: 'accepted',
      to_status: 'wrap_gift',
      actor: 'operator',
      note: 'packed at branch',
    });
    // wrap_gift → rejected is not in the machine; on to delivered step by step.
    expectErrorEnvelope(await op('POST', `/orders/${order.uuid}/transition`, { to: 'rejected', reason: 'x' }), 409);
    for (const to of ['on_the_way', 'delivered']) {
      expect((await op('POST', `/orders/${order.uuid}/transition`, { to, reason: 'courier' })).status).toBe(200);
    }
    expectErrorEnvelope(await op('POST', `/orders/${order.uuid}/transition`, { to: 'cancelled', reason: 'x' }), 409);
    expectErrorEnvelope(await op('GET', '/orders/HD-999999999'), 404);
  });

  it('leaves money to its own calls: no cancel, reject or payment outcome by hand (409, both languages), nothing changed', async () => {
    const shopper = await testShopper(t, 'user');
    const paid = await paidOrder(shopper);
    const unpaid = await testOrder(t, shopper, { totalHalalas: 100_00 });
    await quiesce(t);
    const before = await t.fingerprint();
    for (const language of ['en', 'ar'] as const) {
      for (const to of ['cancelled', 'rejected', 'recipient_rejected'] as const) {
        const body = expectErrorEnvelope(
          await op('POST', `/orders/${paid.uuid}/transition`, { to, reason: 'x' }, language),
          409,
        );
        expect(body.message).toMatch(language === 'ar' ? /طلب الإلغاء/ : /with its cancel call/);
      }
      for (const to of ['accepted', 'failed'] as const) {
        const body = expectErrorEnvelope(
          await op('POST', `/orders/${unpaid.uuid}/transition`, { to, reason: 'x' }, language),
          409,
        );
        expect(body.message).toMatch(language === 'ar' ? /عند تأكيد الدفع/ : /when the payment is confirmed/);
      }
    }
    expect(await t.fingerprint()).toBe(before);
    const [row] = await queryRows<{ status: string; payment_status: string }>(
      t.database.db,
      sql`select status, payment_status from orders where id = ${paid.id}`,
    );
    expect(row).toEqual({ status: 'accepted', payment_status: 'paid' });
  });

  it('keeps a cafe pickup and a delivery each in its own flow past the shared wrap_gift', async () => {
    const shopper = await testShopper(t, 'user');
    const delivery = await paidOrder(shopper);
    const pickup = await paidOrder(shopper, { isCafePickup: true });
    const move = (uuid: string, to: string) => op('POST', `/orders/${uuid}/transition`, { to, reason: 'branch' });
    expect((await move(delivery.uuid, 'wrap_gift')).status).toBe(200);
    for (const to of ['cafe_accepted', 'wrap_gift']) expect((await move(pickup.uuid, to)).status).toBe(200);
    const wrapped = await op('GET', `/orders/${pickup.uuid}`);
    expect(wrapped.body.data.next_statuses).toEqual(['ready_for_pickup', 'cancelled']);
    expect((await op('GET', `/orders/${delivery.uuid}`)).body.data.next_statuses).toEqual(['on_the_way', 'cancelled']);
    await quiesce(t);
    const before = await t.fingerprint();
    expectErrorEnvelope(await move(pickup.uuid, 'on_the_way'), 409);
    expectErrorEnvelope(await move(delivery.uuid, 'ready_for_pickup'), 409);
    expect(await t.fingerprint()).toBe(before);
    for (const to of ['ready_for_pickup', 'picked_up']) expect((await move(pickup.uuid, to)).status).toBe(200);
    expect((await op('GET', `/orders/${pickup.uuid}`)).body.data).toMatchObject({
      status: 'picked_up',
      next_statuses: [],
    });
  });

  it('bad input → the envelope in both languages, nothing changed', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await paidOrder(shopper);
    await quiesce(t);
    const before = await t.fingerprint();
    for (const language of ['en', 'ar'] as const) {
      const cases: Array<[string, unknown]> = [
        [`/orders/${order.uuid}/transition`, { to: 'teleported', reason: 'x' }],
        [`/orders/${order.uuid}/transition`, { to: 'wrap_gift', reason: '' }],
        [`/orders/${order.uuid}/cancel`, { status: 'delivered', reason: 'x', refund_to: 'wallet' }],
        [`/orders/${order.uuid}/cancel`, { status: 'cancelled', reason: 'x', refund_to: 'cash' }],
        ['/wallet/bonus', { user_id: shopper.userId, amount_halalas: 0, reason: 'x' }],
        ['/wallet/bonus', { user_id: shopper.userId, amount_halalas: -5, reason: 'x' }],
        ['/coupons', { code: 'x', discount_type: 'percent', value: 10 }],
        ['/coupons', { code: 'TOOMUCH', discount_type: 'percent', value: 20_000 }],
        ['/products/1/restock', { quantity: 0 }],
      ];
      for (const [path, body] of cases) {
        const res = expectErrorEnvelope(await op('POST', path, body, language), 400);
        if (language === 'ar') expect(res.message).toMatch(/[\u0600-\u06FF]/);
      }
      expectErrorEnvelope(
        await op('POST', '/orders/not-an-order/transition', { to: 'wrap_gift', reason: 'x' }, language),
        400,
      );
      expectErrorEnvelope(
        await op('POST', '/wallet/bonus', { user_id: 999_999, amount_halalas: 100, reason: 'x' }, language),
        404,
      );
    }
    expect(await t.fingerprint()).toBe(before);
  });
});

describe('reject or cancel with a refund', () => {
  it('to the wallet: credited once even when called twice at the same moment; balance = ledger sum', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await paidOrder(shopper);
    const body = { status: 'rejected', reason: 'out of roses', refund_to: 'wallet' };
    const [a, b] = await Promise.all([
      op('POST', `/orders/${order.uuid}/cancel`, body),
      op('POST', `/orders/${order.uuid}/cancel`, body),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    const userId = shopper.userId as number;
    expect(await walletBalance(t.database.db, userId)).toBe(100_00);
    expect(await ledgerSum(userId)).toBe(100_00);
    const again = await op('POST', `/orders/${order.uuid}/cancel`, { ...body, status: 'cancelled' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'rejected', payment_status: 'refunded' });
    expect(again.body.data.refund).toMatchObject({
      destination: 'wallet',
      provider: 'wallet',
      wallet_amount: 100_00,
      status: 'succeeded',
      requested_by: 'key',
    });
    expect(await walletBalance(t.database.db, userId)).toBe(100_00);
    const entries = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from wallet_ledger where user_id = ${userId}`,
    );
    expect(entries).toEqual([{ type: 'refund' }]);
  });

  it("a guest's order cannot go to a wallet (409, nothing changed); an unpaid order is released without refund", async () => {
    const guest = await testShopper(t, 'guest');
    const order = await paidOrder(guest);
    await quiesce(t);
    const before = await t.fingerprint();
    const res = await op(
      'POST',
      `/orders/${order.uuid}/cancel`,
      { status: 'cancelled', reason: 'x', refund_to: 'wallet' },
      'ar',
    );
    expect(expectErrorEnvelope(res, 409).message).toMatch(/المحفظة/);
    expect(await t.fingerprint()).toBe(before);

    // No provider took the money (no captured attempt): refused, and the order is not cancelled either.
    const noAttempt = await op('POST', `/orders/${order.uuid}/cancel`, {
      status: 'cancelled',
      reason: 'x',
      refund_to: 'original',
    });
    expect(expectErrorEnvelope(noAttempt, 409).message).toMatch(/No payment provider/);
    expect(await t.fingerprint()).toBe(before);

    const unpaid = await testOrder(t, guest);
    const released = await op('POST', `/orders/${unpaid.uuid}/cancel`, {
      status: 'cancelled',
      reason: 'customer called',
      refund_to: 'original',
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'cancelled', refund: null });
  });
});

describe('refund to the original payment through each sandbox', () => {
  const hppId = (url: string) => new URL(url, t.baseUrl).pathname.split('/').filter(Boolean).at(-1) as string;
  const pay = (token: string, path: string, body: unknown) =>
    t.http('POST', `/api${path}`, { headers: bearer(token), body });

  async function stcOtp(to: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const entries = (await t.app.providers.outbox?.list({ to })) ?? [];
      const match = /(?<!\d)(\d{6})(?!\d)/.exec(entries[0]?.text ?? '');
      if (match?.[1]) return match[1];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no STC Pay code for ${to}`);
  }

  async function refundAndCheck(
    orderUuid: string,
    provider: 'moyasar_card' | 'moyasar_stcpay' | 'tabby' | 'tamara',
    amount: number,
    walletAmount = 0,
  ) {
    const res = await op('POST', `/orders/${orderUuid}/cancel`, {
      status: 'cancelled',
      reason: 'recipient abroad',
      refund_to: 'original',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(res.body.data.refund).toMatchObject({
      destination: 'original',
      provider,
      provider_amount: amount,
      wallet_amount: walletAmount,
      status: 'succeeded',
    });
    // The provider's own record (through its API, served by the sandbox) shows the refund.
    const ref = res.body.data.refund.provider_ref as string;
    const payment = await paymentsRuntime(t.app).providers.byId[provider].retrieve(ref);
    expect(payment.refundedAmount?.amount).toBe(amount);
    expect(payment.status).toBe('refunded');
    // Once: a second cancel changes nothing at the provider.
    expect(
      (await op('POST', `/orders/${orderUuid}/cancel`, { status: 'cancelled', reason: 'again', refund_to: 'original' }))
        .status,
    ).toBe(200);
    expect((await paymentsRuntime(t.app).providers.byId[provider].retrieve(ref)).refundedAmount?.amount).toBe(amount);
    const events = await queryRows<{ operation: string }>(
      t.database.db,
      sql`select pe.operation from payment_events pe join orders o on o.id = pe.order_id
          where o.uuid = ${orderUuid} and pe.operation = 'refund'`,
    );
    expect(events).toHaveLength(1);
  }

  it('Moyasar (card, 3-D Secure), paid partly from the wallet: the card part to the card, the rest to the wallet', async () => {
    const shopper = await testShopper(t, 'user');
    const userId = shopper.userId as number;
    const order = await testOrder(t, shopper, { totalHalalas: 120_00, walletHalalas: 20_00 });
    const methods = await t.http('GET', `/api/payment/methods?order_uuid=${order.uuid}`, {
      headers: bearer(shopper.token),
    });
    expect(methods.status, JSON.stringify(methods.body)).toBe(200);
    const payment = await browserCardPayment(t, methods.body.data.card, TEST_CARDS.madaApproved);
    const attach = await pay(shopper.token, '/payment/moyasar/attach', {
      order_uuid: order.uuid,
      payment_id: payment.id,
    });
    expect(attach.status, JSON.stringify(attach.body)).toBe(200);
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
    const captured = await pay(shopper.token, '/payment/moyasar/capture', {
      order_uuid: order.uuid,
      payment_id: payment.id,
    });
    expect(captured.body.data, JSON.stringify(captured.body)).toMatchObject({ is_paid: true });
    const before = await walletBalance(t.database.db, userId);
    await refundAndCheck(order.uuid, 'moyasar_card', 100_00, 20_00);
    expect(await walletBalance(t.database.db, userId)).toBe(before + 20_00);
    expect(await ledgerSum(userId)).toBe(await walletBalance(t.database.db, userId));
  });

  it('Moyasar (STC Pay)', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    expect(
      (await pay(shopper.token, '/payment/stcpay/pay', { order_uuid: order.uuid, mobile: '0500000077' })).status,
    ).toBe(200);
    const otp = await stcOtp('966500000077');
    const done = await pay(shopper.token, '/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp });
    expect(done.body.data).toMatchObject({ is_paid: true });
    await refundAndCheck(order.uuid, 'moyasar_stcpay', order.totalHalalas);
  });

  it('Tabby', async () => {
    const shopper = await testShopper(t, 'guest', 'otp.success@tabby.ai');
    const order = await testOrder(t, shopper);
    const start = await pay(shopper.token, '/orders/pre-tabby-processing', { order_uuid: order.uuid });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await sim(t, `/sandbox/tabby/__sim/tabby/hpp/${hppId(start.body.data.redirect_url)}/complete`, {
      outcome: 'success',
    });
    const done = await pay(shopper.token, '/payment/tabby/confirm', { order_uuid: order.uuid });
    expect(done.body.data).toMatchObject({ is_paid: true });
    await refundAndCheck(order.uuid, 'tabby', order.totalHalalas);
  });

  it('Tamara', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { phone: '544337866' });
    const start = await pay(shopper.token, '/orders/pre-tamara-processing', { order_uuid: order.uuid });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await sim(t, `/sandbox/tamara/__sim/tamara/hpp/${hppId(start.body.data.redirect_url)}/complete`, {
      outcome: 'approved',
    });
    const done = await pay(shopper.token, '/payment/tamara/confirm', { order_uuid: order.uuid });
    expect(done.body.data).toMatchObject({ is_paid: true });
    await refundAndCheck(order.uuid, 'tamara', order.totalHalalas);
  });
});

describe('wallet, stock, coupons, maintenance', () => {
  it('a bonus credits the wallet (type bonus), once per idempotency key', async () => {
    const shopper = await testShopper(t, 'user');
    const body = {
      user_id: shopper.userId,
      amount_halalas: 25_00,
      reason: 'sorry for the delay',
      idempotency_key: 'bonus-test-0001',
    };
    const first = await op('POST', '/wallet/bonus', body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ amount: 25_00, balance: 25_00, applied: true });
    expect((await op('POST', '/wallet/bonus', body)).body.data).toMatchObject({ balance: 25_00, applied: false });
    const [entry] = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from wallet_ledger where user_id = ${shopper.userId}`,
    );
    expect(entry?.type).toBe('bonus');
  });

  it('restock adds stock and tells the notify-me subscribers', async () => {
    const [product] = await queryRows<{ id: number; slug: string }>(
      t.database.db,
      sql`select p.id, p.slug from products p where p.kind <> 'addon'
            and not exists (select 1 from product_colors c where c.product_id = p.id) order by p.id limit 1`,
    );
    if (!product) throw new Error('no product without colours in the seed');
    await queryRows(t.database.db, sql`update products set stock = 0 where id = ${product.id}`);
    const subscriber = await userSession(t);
    await queryRows(
      t.database.db,
      sql`insert into stock_notifications (user_id, product_id, language) values (${subscriber.userId}, ${product.id}, 'en')`,
    );
    const res = await op('POST', `/products/${product.slug}/restock`, { quantity: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ product_id: product.id, stock: 7, notified: 1 });
    const again = await op('POST', `/products/${product.id}/restock`, { quantity: 1 });
    expect(again.body.data).toMatchObject({ stock: 8, notified: 0 });
  });

  it('coupons: create, list, pause (applying is refused), resume', async () => {
    const created = await op('POST', '/coupons', {
      code: 'opspause10',
      discount_type: 'percent',
      value: 1000,
      description_en: 'Ten percent',
      description_ar: 'عشرة بالمئة',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'OPSPAUSE10', is_paused: false, used_count: 0 });
    expectErrorEnvelope(await op('POST', '/coupons', { code: 'OPSPAUSE10', discount_type: 'fixed', value: 500 }), 409);
    const id = created.body.data.id as number;

    const shopper = await userSession(t);
    const riyadh = (await cityByName(t, 'Riyadh')).id;
    const apply = (language: 'en' | 'ar' = 'en') =>
      t.http('POST', `/api/coupons/apply?cities_id=${riyadh}`, {
        headers: bearer(shopper.token, language),
        body: { code: 'opspause10' },
      });
    expect((await apply()).status).toBe(200);

    const paused = await op('POST', `/coupons/${id}/pause`);
    expect(paused.body.data.is_paused).toBe(true);
    expectErrorEnvelope(await apply(), 400);
    expect(expectErrorEnvelope(await apply('ar'), 400).message).toMatch(/[\u0600-\u06FF]/);
    const list = await op('GET', '/coupons?state=paused&q=opspause');
    expect(list.body.data).toMatchObject({ total: 1, page_number: 1 });
    expect(list.body.data.items[0]).toMatchObject({ id, is_paused: true });

    expect((await op('POST', `/coupons/${id}/resume`)).body.data.is_paused).toBe(false);
    expect((await apply()).status).toBe(200);
    expectErrorEnvelope(await op('POST', '/coupons/999999/pause'), 404);
  });

  it('maintenance: the store answers 503, the operator API stays open to switch it off', async () => {
    const shopper = await userSession(t);
    expect((await op('POST', '/maintenance', { on: true })).body.data).toEqual({ is_web_app_maintenance: true });
    expect((await t.http('GET', '/api/user', { headers: bearer(shopper.token) })).status).toBe(503);
    expect((await op('GET', '/maintenance')).body.data).toEqual({ is_web_app_maintenance: true });
    expect((await op('POST', '/maintenance', { on: false })).body.data).toEqual({ is_web_app_maintenance: false });
    expect((await t.http('GET', '/api/user', { headers: bearer(shopper.token) })).status).toBe(200);
  });

  it('every operator call is in the contract', () => {
    for (const name of Object.keys(operatorRoutes)) expect(calls).toHaveProperty(name);
  });
});
