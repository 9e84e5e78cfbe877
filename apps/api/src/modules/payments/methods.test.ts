/**
 * STC Pay, Tabby, Tamara and the wallet through their sandboxes over HTTP (issue 14 §3): each
 * one's success, decline, time-out and cancel, the spec's pay-later refusals in the caller's
 * language, Tamara from 18.50 SAR, and the wallet alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { orders } from '../../db/schema';
import { creditWallet, walletBalance } from '../wallet/ledger';
import { quiesce, sim, testOrder, testShopper } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const auth = (token: string, language: 'en' | 'ar' = 'en') => ({ authorization: `Bearer ${token}`, language });
const post = (token: string, path: string, body: unknown, language: 'en' | 'ar' = 'en') =>
  t.http('POST', `/api${path}`, { headers: auth(token, language), body });

/** The newest six-digit code STC Pay sent to `to` (the sandbox writes it to the dev outbox). */
async function stcOtp(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const entries = (await t.app.providers.outbox?.list({ to })) ?? [];
    const match = /(?<!\d)(\d{6})(?!\d)/.exec(entries[0]?.text ?? '');
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no STC Pay code for ${to}`);
}

const hppId = (url: string) => new URL(url, t.baseUrl).pathname.split('/').filter(Boolean).at(-1) as string;

describe('STC Pay', () => {
  it('pays with the code sent to the mobile', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const start = await post(shopper.token, '/payment/stcpay/pay', { order_uuid: order.uuid, mobile: '0500000011' });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.body.data.masked_mobile).toMatch(/^05\*+11$/);
    const otp = await stcOtp('966500000011');
    const done = await post(shopper.token, '/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ is_paid: true, method: 'stcpay' });
  });

  it('a mobile not registered with STC Pay is refused in the caller language; another method may follow', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    const res = await post(
      shopper.token,
      '/payment/stcpay/pay',
      { order_uuid: order.uuid, mobile: '0515555555' },
      'ar',
    );
    const body = expectErrorEnvelope(res, 400);
    expect(body.message).toMatch(/فشلت عملية الدفع/);
    const status = await t.http('GET', `/api/orders/${order.uuid}/payment-status`, { headers: auth(shopper.token) });
    expect(status.body.data).toMatchObject({ is_paid: false, can_retry: true, next: 'retry' });
  });

  it('declined (insufficient balance) and time-out codes fail the attempt, nothing paid', async () => {
    const shopper = await testShopper(t, 'guest');
    for (const otp of ['111111', '444444']) {
      const order = await testOrder(t, shopper);
      await post(shopper.token, '/payment/stcpay/pay', { order_uuid: order.uuid, mobile: '0500000012' });
      const res = await post(shopper.token, '/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ is_paid: false, attempt_status: 'failed', can_retry: true });
      expect(res.body.data.message).toMatch(/Your payment is Failed/);
    }
  });

  it.each([
    {
      locale: 'ar' as const,
      balance: 'فشلت عملية الدفع: الرصيد غير كافٍ',
      wrong: 'فشلت عملية الدفع: رمز STC Pay غير صحيح أو انتهت صلاحيته',
      unregistered: 'فشلت عملية الدفع: رقم الجوال هذا غير مسجل في STC Pay',
    },
    {
      locale: 'en' as const,
      balance: 'Your payment is Failed: insufficient funds',
      wrong: 'Your payment is Failed: the STC Pay code is wrong or has expired',
      unregistered: 'Your payment is Failed: this mobile number is not registered with STC Pay',
    },
  ])('STC Pay failures say why in the caller language, never STC Pay English ($locale)', async (c) => {
    const shopper = await testShopper(t, 'guest');
    for (const [otp, expected] of [
      ['111111', c.balance],
      ['999999', c.wrong],
    ] as const) {
      const order = await testOrder(t, shopper);
      await post(shopper.token, '/payment/stcpay/pay', { order_uuid: order.uuid, mobile: '0500000013' }, c.locale);
      const res = await post(shopper.token, '/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp }, c.locale);
      expect(res.body.data.message).toBe(expected);
      expect(res.body.data.message).not.toMatch(/Insufficient Balance|Invalid OTP/);
    }
    const order = await testOrder(t, shopper);
    const refused = await post(
      shopper.token,
      '/payment/stcpay/pay',
      { order_uuid: order.uuid, mobile: '0515555555' },
      c.locale,
    );
    expect(expectErrorEnvelope(refused, 400).message).toBe(c.unregistered);
  });

  it('a code without a started payment is refused', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper);
    expectErrorEnvelope(
      await post(shopper.token, '/payment/stcpay/validate-otp', { order_uuid: order.uuid, otp: '123456' }),
      409,
    );
  });
});

describe('Tabby', () => {
  it('pre-scoring refusals in the caller language (not_available, too low, too high)', async () => {
    const rejected = await testShopper(t, 'guest', 'prescoring.rejected@tabby.ai');
    const a = await testOrder(t, rejected);
    const res = await t.http('GET', `/api/orders/tabby/required-payload?order_uuid=${a.uuid}`, {
      headers: auth(rejected.token, 'ar'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'tabby', available: false, reason: 'not_available' });
    expect(res.body.data.message).toContain('تابي');

    const shopper = await testShopper(t, 'guest', 'otp.success@tabby.ai');
    const low = await testOrder(t, shopper, { totalHalalas: 5_00 });
    const lowRes = await t.http('GET', `/api/payment/methods?order_uuid=${low.uuid}`, { headers: auth(shopper.token) });
    const tabbyLow = lowRes.body.data.methods.find((m: { method: string }) => m.method === 'tabby');
    expect(tabbyLow).toMatchObject({ available: false, reason: 'order_amount_too_low' });
    expect(tabbyLow.message).toMatch(/below the minimum amount required to use Tabby/);
    const high = await testOrder(t, shopper, { totalHalalas: 6_000_00 });
    const highRes = await t.http('GET', `/api/orders/tabby/required-payload?order_uuid=${high.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(highRes.body.data).toMatchObject({ available: false, reason: 'order_amount_too_high' });
    await quiesce(t);
    const before = await t.fingerprint();
    const refused = await post(shopper.token, '/orders/pre-tabby-processing', { order_uuid: high.uuid });
    expect(expectErrorEnvelope(refused, 400).message).toMatch(/spending limit with Tabby/);
    expect(await t.fingerprint()).toBe(before);
  });

  it('the methods list names the sender details Tabby and Tamara need that the order lacks', async () => {
    const shopper = await testShopper(t, 'guest', 'otp.success@tabby.ai');
    const complete = await testOrder(t, shopper);
    const lacking = await testOrder(t, shopper);
    await t.app.db.update(orders).set({ senderPhone: null, senderEmail: null }).where(eq(orders.id, lacking.id));
    const optionsOf = async (uuid: string) => {
      const res = await t.http('GET', `/api/payment/methods?order_uuid=${uuid}`, { headers: auth(shopper.token) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.methods as { method: string; missing_fields: string[] }[];
    };
    const missingOf = (options: { method: string; missing_fields: string[] }[], method: string) =>
      options.find((option) => option.method === method)?.missing_fields;
    const full = await optionsOf(complete.uuid);
    expect(full.every((option) => option.missing_fields.length === 0)).toBe(true);
    const partial = await optionsOf(lacking.uuid);
    expect(missingOf(partial, 'tabby')).toEqual(['email', 'phone']);
    expect(missingOf(partial, 'tamara')).toEqual(['email', 'phone']);
    expect(missingOf(partial, 'card')).toEqual([]);
    // The same as each provider's own payload says.
    const payload = await t.http('GET', `/api/orders/tabby/required-payload?order_uuid=${lacking.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(payload.body.data.missing_fields).toEqual(['email', 'phone']);
  });

  it('approved on the hosted page: authorised, captured on return, the order paid', async () => {
    const shopper = await testShopper(t, 'guest', 'otp.success@tabby.ai');
    const order = await testOrder(t, shopper);
    const start = await post(shopper.token, '/orders/pre-tabby-processing', { order_uuid: order.uuid });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await sim(t, `/sandbox/tabby/__sim/tabby/hpp/${hppId(start.body.data.redirect_url)}/complete`, {
      outcome: 'success',
    });
    const done = await post(shopper.token, '/payment/tabby/confirm', { order_uuid: order.uuid });
    expect(done.body.data).toMatchObject({ is_paid: true, method: 'tabby' });
  });

  it('cancelled, rejected and expired sessions leave the order unpaid with a retry', async () => {
    const shopper = await testShopper(t, 'guest', 'otp.success@tabby.ai');
    for (const outcome of ['cancel', 'failure'] as const) {
      const order = await testOrder(t, shopper);
      const start = await post(shopper.token, '/orders/pre-tabby-processing', { order_uuid: order.uuid });
      await sim(t, `/sandbox/tabby/__sim/tabby/hpp/${hppId(start.body.data.redirect_url)}/complete`, { outcome });
      const done = await post(shopper.token, '/payment/tabby/confirm', { order_uuid: order.uuid });
      expect(done.body.data).toMatchObject({ is_paid: false, can_retry: true, next: 'retry' });
      expect(done.body.data.message).toMatch(outcome === 'cancel' ? /Canceled|Failed/ : /Failed/);
    }
    // Time-out: the shopper never finishes; the session and then the payment expire.
    const order = await testOrder(t, shopper);
    await post(shopper.token, '/orders/pre-tabby-processing', { order_uuid: order.uuid });
    await sim(t, '/sandbox/tabby/__sim/clock/advance', { ms: 31 * 60_000 });
    const done = await post(shopper.token, '/payment/tabby/confirm', { order_uuid: order.uuid });
    expect(done.body.data).toMatchObject({ is_paid: false });
    expect(['canceled', 'expired', 'failed']).toContain(done.body.data.attempt_status);
  });
});

describe('Tamara', () => {
  it('offered from 18.50 SAR only', async () => {
    const shopper = await testShopper(t, 'guest');
    const low = await testOrder(t, shopper, { totalHalalas: 18_00 });
    const res = await t.http('GET', `/api/orders/tamara/required-payload?order_uuid=${low.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(res.body.data).toMatchObject({ available: false, reason: 'order_amount_too_low', min_amount: 18_50 });
    const ok = await testOrder(t, shopper, { totalHalalas: 18_50 });
    const okRes = await t.http('GET', `/api/orders/tamara/required-payload?order_uuid=${ok.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(okRes.body.data).toMatchObject({ available: true, reason: null });
  });

  it('approved: authorised after approval, captured, paid; declined: failed with a retry', async () => {
    const shopper = await testShopper(t, 'guest');
    const order = await testOrder(t, shopper, { phone: '544337866' });
    const start = await post(shopper.token, '/orders/pre-tamara-processing', { order_uuid: order.uuid });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    await sim(t, `/sandbox/tamara/__sim/tamara/hpp/${hppId(start.body.data.redirect_url)}/complete`, {
      outcome: 'approved',
    });
    const done = await post(shopper.token, '/payment/tamara/confirm', { order_uuid: order.uuid });
    expect(done.body.data).toMatchObject({ is_paid: true, method: 'tamara' });

    const declined = await testOrder(t, shopper, { phone: '526422337' });
    const s2 = await post(shopper.token, '/orders/pre-tamara-processing', { order_uuid: declined.uuid });
    await sim(t, `/sandbox/tamara/__sim/tamara/hpp/${hppId(s2.body.data.redirect_url)}/complete`, {
      outcome: 'declined',
    });
    const d2 = await post(shopper.token, '/payment/tamara/confirm', { order_uuid: declined.uuid });
    expect(d2.body.data).toMatchObject({ is_paid: false, can_retry: true });
  });

  it.each([
    {
      locale: 'ar' as const,
      expected: 'فشلت عملية الدفع: لم توافق تمارا على هذه العملية؛ الرجاء استخدام طريقة دفع أخرى',
    },
    {
      locale: 'en' as const,
      expected: 'Your payment is Failed: Tamara did not approve this purchase; please use another payment method',
    },
  ])('a declined pay-later purchase says so in the caller language ($locale)', async ({ locale, expected }) => {
    const shopper = await testShopper(t, 'guest');
    const declined = await testOrder(t, shopper, { phone: '526422337' });
    const start = await post(shopper.token, '/orders/pre-tamara-processing', { order_uuid: declined.uuid }, locale);
    await sim(t, `/sandbox/tamara/__sim/tamara/hpp/${hppId(start.body.data.redirect_url)}/complete`, {
      outcome: 'declined',
    });
    const done = await post(shopper.token, '/payment/tamara/confirm', { order_uuid: declined.uuid }, locale);
    expect(done.body.data.message).toBe(expected);
  });
});

describe('wallet alone', () => {
  it('pays what is left of an order placed without it, when the balance covers it; never below zero', async () => {
    const shopper = await testShopper(t, 'user');
    const userId = shopper.userId as number;
    await t.app.db.transaction((tx) =>
      creditWallet(tx as never, {
        userId,
        amountHalalas: 80_00,
        type: 'bonus',
        orderId: null,
        idempotencyKey: `b-${userId}`,
      }),
    );
    const order = await testOrder(t, shopper, { totalHalalas: 60_00 });
    const methods = await t.http('GET', `/api/payment/methods?order_uuid=${order.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(methods.body.data).toMatchObject({ amount_due: 60_00, wallet_balance: 80_00 });
    expect(methods.body.data.methods.find((m: { method: string }) => m.method === 'wallet').available).toBe(true);
    const [paid, again] = await Promise.all([
      post(shopper.token, '/payment/wallet/pay', { order_uuid: order.uuid }),
      post(shopper.token, '/payment/wallet/pay', { order_uuid: order.uuid }),
    ]);
    expect(paid.body.data).toMatchObject({ is_paid: true, amount_due: 0 });
    expect(again.body.data).toMatchObject({ is_paid: true });
    expect(await walletBalance(t.app.db, userId)).toBe(20_00);

    // 20 SAR left: an order of 60 is refused, and nothing changes.
    const tooBig = await testOrder(t, shopper, { totalHalalas: 60_00 });
    const refused = await t.http('GET', `/api/payment/methods?order_uuid=${tooBig.uuid}`, {
      headers: auth(shopper.token, 'ar'),
    });
    const wallet = refused.body.data.methods.find((m: { method: string }) => m.method === 'wallet');
    expect(wallet).toMatchObject({ available: false, reason: 'insufficient_balance' });
    expect(wallet.message).toMatch(/[\u0600-\u06FF]/);
    expectErrorEnvelope(await post(shopper.token, '/payment/wallet/pay', { order_uuid: tooBig.uuid }), 400);
    expect(await walletBalance(t.app.db, userId)).toBe(20_00);
    const status = await t.http('GET', `/api/orders/${tooBig.uuid}/payment-status`, { headers: auth(shopper.token) });
    expect(status.body.data).toMatchObject({ is_paid: false, amount_due: 60_00 });
  });

  it('confirms an order the wallet covers; refuses one it does not', async () => {
    const shopper = await testShopper(t, 'user');
    const covered = await testOrder(t, shopper, { totalHalalas: 50_00, walletHalalas: 50_00 });
    const methods = await t.http('GET', `/api/payment/methods?order_uuid=${covered.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(methods.body.data.amount_due).toBe(0);
    expect(methods.body.data.wallet_balance).toBe(0);
    expect(methods.body.data.card).toBeNull();
    expect(methods.body.data.methods.find((m: { method: string }) => m.method === 'wallet').available).toBe(true);
    const paid = await post(shopper.token, '/payment/wallet/pay', { order_uuid: covered.uuid });
    expect(paid.body.data).toMatchObject({ is_paid: true, amount_due: 0 });
    const partly = await testOrder(t, shopper, { totalHalalas: 50_00, walletHalalas: 10_00 });
    const partlyMethods = await t.http('GET', `/api/payment/methods?order_uuid=${partly.uuid}`, {
      headers: auth(shopper.token),
    });
    expect(partlyMethods.body.data).toMatchObject({ total: 50_00, wallet_amount: 10_00, amount_due: 40_00 });
    expectErrorEnvelope(await post(shopper.token, '/payment/wallet/pay', { order_uuid: partly.uuid }), 400);
  });
});
