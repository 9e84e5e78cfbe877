/**
 * Card payments through the Moyasar sandbox over HTTP (issue 14 §3): the browser posts the card
 * to the gateway, the server attaches, 3-D Secure, capture with the amount checked; declines,
 * abandoned 3-D Secure, a tampered amount (refused and voided), idempotent capture, saved cards
 * (3-D Secure again), Apple Pay, and the retry with another method after a failure.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { expireUnpaidOrders, PENDING_PAYMENT_GRACE_MINUTES } from '../orders/service';
import { paymentsRuntime } from './routes';
import { settle } from './service';
import {
  browserCardPayment,
  eventually,
  quiesce,
  readQrFromHtml,
  sim,
  TEST_CARDS,
  testOrder,
  testShopper,
} from './test-kit';
import { decodeZatcaTlv } from './zatca';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}`, language: 'en' });

async function methodsFor(token: string, uuid: string) {
  const res = await t.http('GET', `/api/payment/methods?order_uuid=${uuid}`, { headers: auth(token) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function payByCard(token: string, uuid: string, pan: string, result: 'approve' | 'fail' | 'cancel' | 'abandon') {
  const methods = await methodsFor(token, uuid);
  const payment = await browserCardPayment(t, methods.card, pan);
  const attach = await t.http('POST', '/api/payment/moyasar/attach', {
    headers: auth(token),
    body: { order_uuid: uuid, payment_id: payment.id },
  });
  expect(attach.status, JSON.stringify(attach.body)).toBe(200);
  await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result });
  return payment.id;
}

/** The order's reservation ran out `minutes` ago. */
const reservationEndedAgo = (orderId: number, minutes: number) =>
  t.app.db.execute(
    sql`update orders set reserved_until = now() - make_interval(mins => ${minutes}) where id = ${orderId}`,
  );

/** The order's reservation ran out more than the pending payment's grace ago. */
const expireBeyondGrace = (orderId: number) => reservationEndedAgo(orderId, PENDING_PAYMENT_GRACE_MINUTES + 1);

const orderState = async (orderId: number) => {
  const [row] = await queryRows<{ status: string; payment_status: string; reservation_status: string }>(
    t.app.db,
    sql`select status, payment_status, reservation_status from orders where id = ${orderId}`,
  );
  return row;
};

const capture = (token: string, uuid: string, paymentId: string) =>
  t.http('POST', '/api/payment/moyasar/capture', {
    headers: auth(token),
    body: { order_uuid: uuid, payment_id: paymentId },
  });

describe('card through 3-D Secure', () => {
  it('offers the card form config for the browser, with the order as metadata and no secret key', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { totalHalalas: 250_00 });
    const methods = await methodsFor(shopper.token, order.uuid);
    expect(methods.amount_due).toBe(250_00);
    expect(methods.card).toMatchObject({
      amount: 250_00,
      currency: 'SAR',
      manual: true,
      metadata: { order_id: order.uuid, order_number: order.orderNumber },
      save_card_allowed: false,
    });
    expect(methods.card.publishable_key).toMatch(/^pk_/);
    expect(methods.card.callback_url).toContain(`/checkout/callback/moyasar?order=${order.uuid}`);
    expect(methods.methods.find((m: { method: string }) => m.method === 'saved_card')).toMatchObject({
      available: false,
      reason: 'sign_in_required',
    });
  });

  it('approved: captured, the order confirmed, and a second capture changes nothing', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'approve');
    const first = await capture(shopper.token, order.uuid, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ is_paid: true, payment_status: 'paid', method: 'card', next: 'none' });
    expect(first.body.data.status).not.toBe('awaiting_payment');
    await quiesce(t);
    const before = await t.fingerprint();
    const again = await capture(shopper.token, order.uuid, id);
    expect(again.status).toBe(200);
    expect(again.body.data.is_paid).toBe(true);
    expect(await t.fingerprint()).toBe(before);
    // The receipt: a simplified tax invoice in the order's language whose QR decodes to its figures.
    const mail = await eventually(async () => {
      await quiesce(t);
      const entries = (await t.app.providers.outbox?.list({ to: shopper.email, channel: 'email' })) ?? [];
      return entries.find((e) => e.subject?.includes(order.orderNumber));
    }, 15_000);
    expect(mail.text).toContain('Simplified tax invoice');
    const tlv = decodeZatcaTlv(readQrFromHtml(mail.html ?? ''));
    expect(tlv.get(2)).toMatch(/^\d{15}$/);
    expect(tlv.get(4)).toBe((order.totalHalalas / 100).toFixed(2));
    expect(tlv.get(5)).toBe((order.vatHalalas / 100).toFixed(2));
  });

  it('declined: the failed page message, nothing paid, and a retry with another card succeeds', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const declined = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaInsufficient, 'approve');
    const res = await capture(shopper.token, order.uuid, declined);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_paid: false, attempt_status: 'failed', can_retry: true, next: 'retry' });
    expect(res.body.data.message).toMatch(/Your payment is Failed/);
    expect(res.body.data.retry_until).toBeTruthy();
    const retry = await payByCard(shopper.token, order.uuid, TEST_CARDS.visaApproved, 'approve');
    const ok = await capture(shopper.token, order.uuid, retry);
    expect(ok.body.data).toMatchObject({ is_paid: true });
  });

  it('3-D Secure failed: not paid, retry allowed; closed by the shopper: still waiting', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const failed = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'fail');
    expect((await capture(shopper.token, order.uuid, failed)).body.data).toMatchObject({
      is_paid: false,
      message: expect.stringMatching(/Your payment is Failed/),
      can_retry: true,
    });
    // The shopper closed the issuer page: the gateway payment stays initiated; nothing is paid
    // and the result page waits (the reservation lasts; another method may be tried).
    const cancelled = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'cancel');
    const res = await capture(shopper.token, order.uuid, cancelled);
    expect(res.body.data).toMatchObject({ is_paid: false, attempt_status: 'pending', next: 'wait', can_retry: true });
    const status = await t.http('GET', `/api/orders/${order.uuid}/payment-status`, { headers: auth(shopper.token) });
    expect(status.body.data).toMatchObject({ is_paid: false, payment_status: expect.not.stringMatching(/^paid$/) });
  });

  it('a success address opened by hand shows nothing paid', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const res = await t.http('GET', `/api/orders/${order.uuid}/payment-status`, { headers: auth(shopper.token) });
    expect(res.body.data).toMatchObject({
      is_paid: false,
      payment_status: 'unpaid',
      next: 'pay',
      attempt_status: null,
    });
    const other = await testShopper(t, 'guest');
    expectErrorEnvelope(
      await t.http('GET', `/api/orders/${order.uuid}/payment-status`, { headers: auth(other.token) }),
      404,
    );
  });

  it('a tampered amount at the gateway is refused and voided; the order stays unpaid', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { totalHalalas: 300_00 });
    const methods = await methodsFor(shopper.token, order.uuid);
    const payment = await browserCardPayment(t, methods.card, TEST_CARDS.madaApproved, { amount: 1_00 });
    await t.http('POST', '/api/payment/moyasar/attach', {
      headers: auth(shopper.token),
      body: { order_uuid: order.uuid, payment_id: payment.id },
    });
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
    const res = await capture(shopper.token, order.uuid, payment.id);
    const body = expectErrorEnvelope(res, 400);
    expect(body.message).toMatch(/does not match/);
    const gateway = await fetch(`${t.baseUrl}/sandbox/moyasar/v1/payments/${payment.id}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${methods.card.publishable_key}:`).toString('base64')}`,
      },
    });
    if (gateway.status === 200) expect(((await gateway.json()) as { status: string }).status).toBe('voided');
    const status = await t.http('GET', `/api/orders/${order.uuid}/payment-status`, { headers: auth(shopper.token) });
    expect(status.body.data.is_paid).toBe(false);
  });

  it('a card authorised after the reservation and its grace expired is voided, not captured', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 3_600_000 }, 'PUT'); // the shopper and the webhook are late
    const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'approve');
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
    await expireBeyondGrace(order.id);
    await expireUnpaidOrders(t.app.db, order.id);
    const res = await capture(shopper.token, order.uuid, id);
    expect(res.body.data?.is_paid ?? false).toBe(false);
    const sandbox = paymentsRuntime(t.app).providers.sim?.moyasar;
    expect(['voided', 'authorized']).toContain(sandbox?.payment(id)?.status);
    expect(sandbox?.payment(id)?.status).not.toBe('captured');
    // The held-back webhook arrives later: still nothing captured.
    await sim(t, '/sandbox/moyasar/__sim/clock/advance', { ms: 3_600_000 });
    await quiesce(t);
    expect(sandbox?.payment(id)?.status).not.toBe('captured');
  });

  it.skipIf(dbKind !== 'postgres')(
    'the expiry job cannot release an order while its payment is being captured: paid and captured, or neither (PostgreSQL)',
    async () => {
      const shopper = await testShopper(t, 'guest');
      const order = await testOrder(t, shopper);
      await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 3_600_000 }, 'PUT'); // no webhook meanwhile
      const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'approve');
      await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
      const [attempt] = await queryRows<{ id: number }>(
        t.app.db,
        sql`select id from payments where provider_ref = ${id}`,
      );
      // The reservation and its grace run out while the shopper is at the bank: the job may release it now.
      await expireBeyondGrace(order.id);

      const { deps } = paymentsRuntime(t.app);
      const gateway = deps.provider('moyasar_card');
      let captureStarted: () => void = () => undefined;
      const capturing = new Promise<void>((resolve) => {
        captureStarted = resolve;
      });
      let openGate: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      // The gateway's capture answers only once the expiry job has had its chance.
      const slowGateway = new Proxy(gateway, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver);
          if (name !== 'capture' || typeof value !== 'function')
            return typeof value === 'function' ? value.bind(target) : value;
          return async (...args: unknown[]) => {
            captureStarted();
            await gate;
            return value.apply(target, args);
          };
        },
      });
      const settling = settle({ ...deps, provider: () => slowGateway }, attempt?.id ?? 0, { actor: 'webhook' });
      await capturing;
      const expiring = expireUnpaidOrders(t.app.db, order.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      openGate();
      const [outcome] = await Promise.all([settling, expiring]);

      const [row] = await queryRows<{ status: string; payment_status: string }>(
        t.app.db,
        sql`select status, payment_status from orders where id = ${order.id}`,
      );
      const captured = paymentsRuntime(t.app).providers.sim?.moyasar?.payment(id)?.status === 'captured';
      expect(outcome).toBe('paid');
      expect(row).toEqual({ status: 'accepted', payment_status: 'paid' });
      expect(captured).toBe(true);
    },
  );

  it('a card at 3-D Secure marks the payment pending: the expiry job waits out the grace, then releases the order', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    expect(await orderState(order.id)).toMatchObject({ payment_status: 'unpaid' });
    // The shopper is at the bank (the issuer page closed, the gateway payment still initiated).
    await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'cancel');
    expect(await orderState(order.id)).toEqual({
      status: 'awaiting_payment',
      payment_status: 'pending',
      reservation_status: 'held',
    });
    await reservationEndedAgo(order.id, 1);
    expect(await expireUnpaidOrders(t.app.db, order.id)).toBe(0);
    expect(await orderState(order.id)).toMatchObject({ status: 'awaiting_payment', reservation_status: 'held' });
    await expireBeyondGrace(order.id);
    expect(await expireUnpaidOrders(t.app.db, order.id)).toBe(1);
    expect(await orderState(order.id)).toEqual({
      status: 'failed',
      payment_status: 'pending',
      reservation_status: 'released',
    });
  });

  it('a card approved at the bank within the grace after the reservation ran out is captured, and the order paid', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 3_600_000 }, 'PUT'); // the webhook is late
    const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'approve');
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
    await reservationEndedAgo(order.id, 2);
    expect(await expireUnpaidOrders(t.app.db, order.id)).toBe(0);
    const res = await capture(shopper.token, order.uuid, id);
    expect(res.body.data).toMatchObject({ is_paid: true, payment_status: 'paid' });
    expect(paymentsRuntime(t.app).providers.sim?.moyasar?.payment(id)?.status).toBe('captured');
  });

  it('a declined card leaves the payment failed: the expiry job releases the order without a grace', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const declined = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaInsufficient, 'approve');
    await capture(shopper.token, order.uuid, declined);
    expect(await orderState(order.id)).toMatchObject({ payment_status: 'failed' });
    await reservationEndedAgo(order.id, 1);
    expect(await expireUnpaidOrders(t.app.db, order.id)).toBe(1);
    expect(await orderState(order.id)).toMatchObject({ status: 'failed', reservation_status: 'released' });
  });

  it('a card declined while another card is still at the bank leaves the payment pending, and the grace with it', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 3_600_000 }, 'PUT'); // the webhook is late
    const declined = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaInsufficient, 'approve');
    await sim(t, '/sandbox/moyasar/__sim/faults', { delayMs: 0 }, 'PUT');
    // Meanwhile the shopper started another card and is at its bank.
    await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'cancel');
    await capture(shopper.token, order.uuid, declined);
    expect(await orderState(order.id)).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending' });
    await reservationEndedAgo(order.id, 1);
    expect(await expireUnpaidOrders(t.app.db, order.id)).toBe(0);
    expect(await orderState(order.id)).toMatchObject({ status: 'awaiting_payment', reservation_status: 'held' });
  });

  it('a card declined after another was left at the bank fails the payment: only later attempts hold it pending', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    await payByCard(shopper.token, order.uuid, TEST_CARDS.madaApproved, 'cancel');
    const declined = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaInsufficient, 'approve');
    await capture(shopper.token, order.uuid, declined);
    expect(await orderState(order.id)).toMatchObject({ status: 'awaiting_payment', payment_status: 'failed' });
  });

  it('a payment of another order is not attached to this one', async () => {
    const shopper = await testShopper(t, 'guest');
    const a = await testOrder(t, shopper);
    const b = await testOrder(t, shopper);
    const id = await payByCard(shopper.token, a.uuid, TEST_CARDS.madaApproved, 'approve');
    const res = await capture(shopper.token, b.uuid, id);
    expectErrorEnvelope(res, 404);
  });
});

describe('why a card payment failed, in the page language', () => {
  const statusIn = (token: string, uuid: string, language: 'ar' | 'en') =>
    t.http('GET', `/api/orders/${uuid}/payment-status`, { headers: { authorization: `Bearer ${token}`, language } });
  const failureOf = async (uuid: string) => {
    const [row] = await queryRows<{ failure_code: string | null; failure_message: string | null }>(
      t.app.db,
      sql`select p.failure_code, p.failure_message from payments p join orders o on o.id = p.order_id
          where o.uuid = ${uuid} order by p.id desc limit 1`,
    );
    return row;
  };

  it.each([
    { locale: 'ar' as const, expected: 'فشلت عملية الدفع: الرصيد غير كافٍ' },
    { locale: 'en' as const, expected: 'Your payment is Failed: insufficient funds' },
  ])('mada declined INSUFFICIENT FUNDS after 3-D Secure ($locale)', async ({ locale, expected }) => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.madaInsufficient, 'approve');
    await capture(shopper.token, order.uuid, id);
    const res = await statusIn(shopper.token, order.uuid, locale);
    expect(res.body.data).toMatchObject({ attempt_status: 'failed', message: expected });
    expect(res.body.data.message).not.toMatch(/INSUFFICIENT|FUNDS/);
    // The gateway's own words stay with the attempt, for operators.
    expect(await failureOf(order.uuid)).toEqual({ failure_code: '51', failure_message: 'INSUFFICIENT FUNDS' });
  });

  it.each([
    { locale: 'ar' as const, expected: 'فشلت عملية الدفع: تعذر التحقق من البطاقة لدى البنك' },
    {
      locale: 'en' as const,
      expected: 'Your payment is Failed: the card could not be verified with your bank (3-D Secure)',
    },
  ])('Visa "Fail verification" at 3-D Secure ($locale)', async ({ locale, expected }) => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const id = await payByCard(shopper.token, order.uuid, TEST_CARDS.visaApproved, 'fail');
    await capture(shopper.token, order.uuid, id);
    const res = await statusIn(shopper.token, order.uuid, locale);
    expect(res.body.data).toMatchObject({ attempt_status: 'failed', message: expected });
    expect(res.body.data.message).not.toMatch(/attempt failed|Authentication Failed/);
    expect((await failureOf(order.uuid))?.failure_message).toBe(
      '3-D Secure transaction attempt failed (Authentication Failed)',
    );
  });

  it.each([
    { locale: 'ar' as const, expected: 'فشلت عملية الدفع' },
    { locale: 'en' as const, expected: 'Your payment is Failed' },
  ])(
    'a decline we cannot name (UNSPECIFIED FAILURE) shows only the plain spec text ($locale)',
    async ({ locale, expected }) => {
      const shopper = await testShopper(t, 'guest');
      const order = await testOrder(t, shopper);
      const id = await payByCard(shopper.token, order.uuid, '4201320000013020', 'approve');
      await capture(shopper.token, order.uuid, id);
      const res = await statusIn(shopper.token, order.uuid, locale);
      expect(res.body.data.message).toBe(expected);
    },
  );
});

describe('saved cards', () => {
  it('saves the card with consent, lists it, pays with it through 3-D Secure again, deletes it', async () => {
    const shopper = await testShopper(t, 'user');
    const order = await testOrder(t, shopper);
    const methods = await methodsFor(shopper.token, order.uuid);
    expect(methods.card.save_card_allowed).toBe(true);
    const payment = await browserCardPayment(t, methods.card, TEST_CARDS.madaApproved, { saveCard: true });
    await t.http('POST', '/api/payment/moyasar/attach', {
      headers: auth(shopper.token),
      body: { order_uuid: order.uuid, payment_id: payment.id },
    });
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${payment.id}/complete`, { result: 'approve' });
    expect((await capture(shopper.token, order.uuid, payment.id)).body.data.is_paid).toBe(true);

    const list = await t.http('GET', '/api/user/save-card', { headers: auth(shopper.token) });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ brand: 'mada', last4: '1010' });
    expect(JSON.stringify(list.body)).not.toContain(TEST_CARDS.madaApproved);

    const second = await testOrder(t, shopper);
    const paySaved = await t.http('POST', '/api/payment/moyasar/pay-saved', {
      headers: auth(shopper.token),
      body: { order_uuid: second.uuid, card_id: list.body.data[0].id },
    });
    expect(paySaved.status, JSON.stringify(paySaved.body)).toBe(200);
    expect(paySaved.body.data.redirect_url).toContain('/3ds/');
    await sim(t, `/sandbox/moyasar/__sim/moyasar/3ds/${paySaved.body.data.payment_id}/complete`, { result: 'approve' });
    const captured = await capture(shopper.token, second.uuid, paySaved.body.data.payment_id);
    expect(captured.body.data.is_paid).toBe(true);

    const del = await t.http('DELETE', `/api/user/save-card/${list.body.data[0].id}`, { headers: auth(shopper.token) });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual([]);
    expectErrorEnvelope(
      await t.http('DELETE', `/api/user/save-card/${list.body.data[0].id}`, { headers: auth(shopper.token) }),
      404,
    );
  });

  it('a guest has no saved cards (401 sign_in_required)', async () => {
    const guest = await testShopper(t, 'guest');
    const res = await t.http('GET', '/api/user/save-card', { headers: auth(guest.token) });
    expect(expectErrorEnvelope(res, 401).data.reason).toBe('sign_in_required');
  });
});

describe('Apple Pay', () => {
  it('validates the merchant through our server and pays with the token (amount-ranged sandbox)', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { totalHalalas: 250_00 });
    const session = await t.http('POST', '/api/payment/applepay/session', {
      headers: auth(shopper.token),
      body: {
        order_uuid: order.uuid,
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(typeof session.body.data.merchant_session).toBe('object');
    const pay = await t.http('POST', '/api/payment/applepay/pay', {
      headers: auth(shopper.token),
      body: {
        order_uuid: order.uuid,
        token: { paymentData: { version: 'EC_v1', data: 'b3BhcXVl', signature: 'c2ln' }, transactionIdentifier: 'abc' },
      },
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(pay.body.data).toMatchObject({ is_paid: true });
  });

  it('refuses a decrypted token carrying a card number, changing nothing', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    await quiesce(t);
    const before = await t.fingerprint();
    const res = await t.http('POST', '/api/payment/applepay/pay', {
      headers: { ...auth(shopper.token), language: 'ar' },
      body: { order_uuid: order.uuid, token: { paymentData: { number: TEST_CARDS.visaApproved } } },
    });
    const body = expectErrorEnvelope(res, 400);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await t.fingerprint()).toBe(before);
  });
});
