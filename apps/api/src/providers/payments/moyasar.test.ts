import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryOutbox } from '../outbox';
import type { ProviderLogger } from '../types';
import { loadPaymentProvidersConfig } from './config';
import { createPaymentProviders } from './index';
import { MoyasarApiError, MoyasarProvider, mapMoyasarStatus, toGivenId, toProviderPayment } from './moyasar/adapter';
import { createMoyasarSandbox, MOYASAR_TEST_CARDS, type MoyasarSandbox } from './moyasar/sandbox';
import type { MoyasarPayment } from './moyasar/wire';
import { createSimClock, WebhookDispatcher } from './sandbox-kit';
import type { OrderSnapshot, WebhookResult } from './types';

const SECRET = 'sk_test_h1_moyasar_secret';
const PUBLISHABLE = 'pk_test_h1_moyasar_publishable';
const WEBHOOK_SECRET = 'whsec_h1_moyasar';
const APPROVED_PAN = '4111111111111111';
const MADA_APPROVED_PAN = '4201320111111010';

/** Everything any logger was asked to write, to search for card numbers. */
const logLines: string[] = [];
const capture = (level: string) => (obj: object, msg?: string) =>
  logLines.push(`${level} ${msg ?? ''} ${JSON.stringify(obj)}`);
const logger: ProviderLogger = { info: capture('info'), warn: capture('warn'), error: capture('error') };

const outbox = new MemoryOutbox(50);
let sandbox: MoyasarSandbox;
let card: MoyasarProvider;
let applePay: MoyasarProvider;
let stcPay: MoyasarProvider;

/** Our webhook endpoint: answers with the queued statuses (then 200) and verifies with the adapter. */
let hooks: Server;
let hookUrl = '';
const hookAnswers: number[] = [];
const hookResults: WebhookResult[] = [];

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

beforeAll(async () => {
  const clock = createSimClock();
  const dispatcher = new WebhookDispatcher({ clock, logger, retryScheduleMs: [20, 20, 20, 20, 20] });
  sandbox = await createMoyasarSandbox({
    secretKey: SECRET,
    publishableKey: PUBLISHABLE,
    webhookSecret: WEBHOOK_SECRET,
    outbox,
    logger,
    clock,
    dispatcher,
  });
  const options = {
    baseUrl: sandbox.baseUrl,
    secretKey: SECRET,
    publishableKey: PUBLISHABLE,
    webhookSecret: WEBHOOK_SECRET,
  };
  card = new MoyasarProvider('card', options);
  applePay = new MoyasarProvider('applepay', { ...options, applePay: { displayName: 'Hadiya' } });
  stcPay = new MoyasarProvider('stcpay', options);

  hooks = createServer(async (req, res) => {
    const rawBody = await readRaw(req);
    const status = hookAnswers.shift() ?? 200;
    if (status === 200) {
      hookResults.push(
        await card.parseWebhook({
          headers: req.headers,
          query: {},
          rawBody,
          receivedAt: new Date(),
        }),
      );
    }
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/webhooks/moyasar`;
});

afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
});

beforeEach(() => {
  sandbox.setWebhookTarget('');
  sandbox.dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: false };
});

const ctx = (key = crypto.randomUUID()) => ({ idempotencyKey: key });

function order(amount: number, overrides: Partial<OrderSnapshot> = {}): OrderSnapshot {
  const sar = (value: number) => ({ amount: value, currency: 'SAR' as const });
  return {
    orderId: crypto.randomUUID(),
    orderNumber: 'HD-100023',
    attemptId: crypto.randomUUID(),
    total: sar(amount),
    tax: sar(Math.round((amount * 15) / 115)),
    shipping: sar(0),
    discount: sar(0),
    items: [{ sku: 'FLW-1', name: 'Roses', qty: 1, unitPrice: sar(amount), category: 'flowers' }],
    customer: { name: 'Sara Ahmed', email: 'sara@example.com', phoneE164: '+966501234567' },
    shippingAddress: { city: 'Riyadh', line1: 'King Fahd Rd' },
    locale: 'ar',
    ...overrides,
  };
}

const returnInput = {
  returnUrl: 'https://shop.test/checkout/callback/moyasar?order=o1',
  cancelUrl: 'x',
  failureUrl: 'x',
};

/** The browser's card POST (publishable key in the body, as the Moyasar form sends it). */
async function browserCardPayment(
  overrides: {
    number?: string;
    amount?: number;
    name?: string;
    month?: string;
    year?: string;
    cvc?: string;
    save?: boolean;
  } = {},
  base = sandbox.baseUrl,
): Promise<{ status: number; body: MoyasarPayment & { type?: string; errors?: Record<string, string[]> } }> {
  const response = await fetch(`${base}/v1/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publishable_api_key: PUBLISHABLE,
      amount: overrides.amount ?? 10_000,
      currency: 'SAR',
      description: 'Hadiya order HD-100023',
      callback_url: 'https://shop.test/checkout/callback/moyasar?order=o1',
      metadata: { order_id: 'o1' },
      source: {
        type: 'creditcard',
        name: overrides.name ?? 'Sara Ahmed',
        number: overrides.number ?? APPROVED_PAN,
        month: overrides.month ?? '12',
        year: overrides.year ?? String(new Date().getUTCFullYear() + 2),
        cvc: overrides.cvc ?? '123',
        manual: true,
        save_card: overrides.save ?? false,
      },
    }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

async function authorizedCard(amount = 10_000): Promise<string> {
  const { body } = await browserCardPayment({ amount });
  sandbox.complete3ds(body.id, 'approve');
  return body.id;
}

describe('Moyasar card (browser-created payments, 3-D Secure, manual capture)', () => {
  it('approves a test card after 3-D Secure: the page redirects to callback_url, the payment is authorised, then captured', async () => {
    const { status, body } = await browserCardPayment();
    expect(status).toBe(201);
    expect(body.status).toBe('initiated');
    expect(body.source.number).toBe('XXXX-XXXX-XXXX-1111');
    expect(body.source.transaction_url).toBe(`/sandbox/moyasar/3ds/${body.id}`);

    // The page a shopper clicks (served here on the loopback listener at /3ds/:id).
    const page = await fetch(`${sandbox.baseUrl}/3ds/${body.id}?lang=en`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' https://shop.test",
    );
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('href="../3ds.css"');
    expect(html).toContain(`action="${body.id}?lang=en"`);
    expect(html).toMatch(/<button type="submit" name="result" value="approve"[^>]*>Approve the payment<\/button>/);
    expect(html).not.toContain(APPROVED_PAN);
    const arabic = await (await fetch(`${sandbox.baseUrl}/3ds/${body.id}`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');

    const decided = await fetch(`${sandbox.baseUrl}/3ds/${body.id}?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=approve',
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    const location = new URL(decided.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://shop.test/checkout/callback/moyasar');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: 'o1',
      id: body.id,
      status: 'authorized',
      message: 'APPROVED',
    });

    const retrieved = await card.submitAction(body.id, { type: 'return', query: { id: body.id } }, ctx());
    expect(retrieved).toMatchObject({
      providerRef: body.id,
      status: 'authorized',
      amount: { amount: 10_000, currency: 'SAR' },
      orderRef: 'o1',
      card: { brand: 'visa', last4: '1111', name: 'Sara Ahmed' },
    });
    const captured = await card.capture(body.id, 'full', ctx());
    expect(captured.status).toBe('captured');
    expect(captured.capturedAmount).toEqual({ amount: 10_000, currency: 'SAR' });
    // Capturing again is a no-op (the gateway is asked nothing new).
    expect((await card.capture(body.id, 'full', ctx())).status).toBe('captured');
  });

  const declines = Object.entries(MOYASAR_TEST_CARDS).filter(([, outcome]) => !outcome.ok && !outcome.threeDs);
  it.each(declines)(
    'declines %s after 3-D Secure with its code and message (201, status failed)',
    async (pan, outcome) => {
      const { status, body } = await browserCardPayment({ number: pan });
      expect(status).toBe(201);
      expect(body.status).toBe('initiated');
      const done = sandbox.complete3ds(body.id, 'approve');
      expect(done?.redirectUrl).toContain('status=failed');
      const payment = await card.retrieve(body.id);
      expect(payment).toMatchObject({ status: 'failed', failureCode: outcome.code, failureMessage: outcome.message });
      expect(payment.capturedAmount).toBeUndefined();
    },
  );

  it('fails a card not enrolled in 3-D Secure at once, and a 3-D Secure failure card after the page', async () => {
    const notEnrolled = await browserCardPayment({ number: '4123450131000508' });
    expect(notEnrolled.status).toBe(201);
    expect(notEnrolled.body.status).toBe('failed');
    expect(notEnrolled.body.source.message).toMatch(/Not Enrolled/);
    const threeDsFails = await browserCardPayment({ number: '5204010101000000' });
    sandbox.complete3ds(threeDsFails.body.id, 'approve');
    expect((await card.retrieve(threeDsFails.body.id)).status).toBe('failed');
  });

  it('declines a card that is not a test card (and the page says so)', async () => {
    const { body } = await browserCardPayment({ number: '4000000000000002' });
    const page = await (await fetch(`${sandbox.baseUrl}/3ds/${body.id}?lang=en`)).text();
    expect(page).toContain('not one of the test cards');
    sandbox.complete3ds(body.id, 'approve');
    expect(await card.retrieve(body.id)).toMatchObject({ status: 'failed', failureCode: '99' });
  });

  it('leaves an abandoned 3-D Secure payment initiated: nothing to capture or void', async () => {
    const { body } = await browserCardPayment();
    expect(sandbox.complete3ds(body.id, 'abandon')?.redirectUrl).toBeNull();
    const payment = await card.retrieve(body.id);
    expect(payment.status).toBe('requires_action');
    expect(payment.nextAction).toEqual({ type: 'redirect', url: `/sandbox/moyasar/3ds/${body.id}` });
    expect((await card.capture(body.id, 'full', ctx())).status).toBe('requires_action');
    expect((await card.cancel(body.id, ctx())).status).toBe('requires_action');
    expect(sandbox.payment(body.id)).toMatchObject({ status: 'initiated', captured: 0, voided_at: null });
  });

  it('Cancel on the page keeps the payment initiated and sends the shopper back; Fail fails it', async () => {
    const cancelled = await browserCardPayment();
    const back = await fetch(`${sandbox.baseUrl}/3ds/${cancelled.body.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=cancel',
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('initiated');
    expect((await card.retrieve(cancelled.body.id)).status).toBe('requires_action');

    const failed = await browserCardPayment();
    sandbox.complete3ds(failed.body.id, 'fail');
    expect((await card.retrieve(failed.body.id)).status).toBe('failed');
    // The page now says the attempt is over and offers no buttons.
    const page = await (await fetch(`${sandbox.baseUrl}/3ds/${failed.body.id}?lang=en`)).text();
    expect(page).toContain('This verification attempt is over.');
    expect(page).not.toContain('<button');
  });

  it('captures at most the authorised amount; a partial capture releases the rest', async () => {
    const id = await authorizedCard(10_000);
    await expect(card.capture(id, { amount: 10_001, currency: 'SAR' }, ctx())).rejects.toMatchObject({
      name: 'MoyasarApiError',
      status: 400,
      type: 'invalid_request_error',
    });
    const partial = await card.capture(id, { amount: 6_000, currency: 'SAR' }, ctx());
    expect(partial).toMatchObject({
      status: 'captured',
      capturedAmount: { amount: 6_000 },
      amount: { amount: 10_000 },
    });
    expect(sandbox.payment(id)).toMatchObject({ status: 'captured', captured: 6_000 });
  });

  it('voids an authorised payment (then it cannot be captured or refunded)', async () => {
    const id = await authorizedCard();
    const voided = await card.cancel(id, ctx());
    expect(voided.status).toBe('canceled');
    expect(sandbox.payment(id)?.voided_at).not.toBeNull();
    expect((await card.capture(id, 'full', ctx())).status).toBe('canceled');
    await expect(card.refund(id, { amount: 100, currency: 'SAR' }, 'x', ctx())).rejects.toMatchObject({ status: 400 });
  });

  it('accumulates partial refunds up to the captured amount', async () => {
    const id = await authorizedCard(10_000);
    await card.capture(id, { amount: 8_000, currency: 'SAR' }, ctx());
    const first = await card.refund(id, { amount: 3_000, currency: 'SAR' }, 'damaged', ctx());
    expect(first).toMatchObject({ status: 'partially_refunded', refundedAmount: { amount: 3_000 } });
    const second = await card.refund(id, { amount: 5_000, currency: 'SAR' }, 'damaged', ctx());
    expect(second).toMatchObject({ status: 'refunded', refundedAmount: { amount: 8_000 } });
    await expect(card.refund(id, { amount: 1, currency: 'SAR' }, 'x', ctx())).rejects.toMatchObject({ status: 400 });
    expect(sandbox.payment(id)?.refunded).toBe(8_000);
  });

  it('refuses a wrong secret key with 401, and the publishable key for anything but creating', async () => {
    const id = await authorizedCard();
    const wrong = new MoyasarProvider('card', {
      baseUrl: sandbox.baseUrl,
      secretKey: 'sk_test_wrong',
      webhookSecret: WEBHOOK_SECRET,
    });
    await expect(wrong.retrieve(id)).rejects.toMatchObject({ status: 401, type: 'authentication_error' });
    await expect(wrong.capture(id, 'full', ctx())).rejects.toBeInstanceOf(MoyasarApiError);
    expect(sandbox.payment(id)?.status).toBe('authorized');
    const withPublishable = await fetch(`${sandbox.baseUrl}/v1/payments/${id}`, {
      headers: { authorization: `Basic ${Buffer.from(`${PUBLISHABLE}:`).toString('base64')}` },
    });
    expect(withPublishable.status).toBe(401);
    const noKey = await fetch(`${sandbox.baseUrl}/v1/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1000, source: { type: 'stcpay', mobile: '0501234567' } }),
    });
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ type: 'authentication_error' });
  });

  it.each([
    ['a one-word name', { name: 'Sara' }, 'source.name'],
    ['an expired card', { month: '01', year: '2020' }, 'source.year'],
    ['a two-digit CVC', { cvc: '12' }, 'source.cvc'],
    ['a four-digit CVC on Visa', { cvc: '1234' }, 'source.cvc'],
    ['a number failing the Luhn check', { number: '4111111111111112' }, 'source.number'],
    ['less than 1 SAR', { amount: 99 }, 'amount'],
  ])('refuses %s with 400 invalid_request_error and creates nothing', async (_case, overrides, field) => {
    const before = sandbox.dispatcher.deliveries().length;
    const { status, body } = await browserCardPayment(overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'invalid_request_error', message: 'Validation Failed' });
    expect(body.errors?.[field]).toBeDefined();
    expect(JSON.stringify(body)).not.toContain(('number' in overrides ? overrides.number : undefined) ?? APPROVED_PAN);
    expect(sandbox.dispatcher.deliveries().length).toBe(before);
  });

  it('accepts a form-encoded card POST with the publishable key as Basic auth, and 4-digit CVC on Amex', async () => {
    const form = new URLSearchParams({
      amount: '2500',
      currency: 'SAR',
      callback_url: 'https://shop.test/cb',
      'source[type]': 'creditcard',
      'source[name]': 'Sara Ahmed',
      'source[number]': '378282246310005',
      'source[month]': '12',
      'source[year]': '39',
      'source[cvc]': '1234',
    });
    const response = await fetch(`${sandbox.baseUrl}/v1/payments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${PUBLISHABLE}:`).toString('base64')}`,
      },
      body: form.toString(),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: 'initiated',
      amount: 2500,
      source: { company: 'amex', number: 'XXXX-XXXX-XXXX-0005', year: 2039 },
    });
  });

  it('saves the card as a token with consent, and a saved card pays with 3-D Secure again (same given_id → same payment)', async () => {
    const { body } = await browserCardPayment({ number: MADA_APPROVED_PAN, save: true });
    sandbox.complete3ds(body.id, 'approve');
    const first = await card.retrieve(body.id);
    expect(first.card).toMatchObject({ brand: 'mada', last4: '1010', token: expect.stringMatching(/^token_/) });
    expect(JSON.stringify(first.raw)).not.toContain(first.card?.token as string);

    const key = crypto.randomUUID();
    const snapshot = order(15_000);
    const paid = await card.initiate(snapshot, { ...returnInput, clientData: { token: first.card?.token } }, ctx(key));
    expect(paid.status).toBe('requires_action');
    expect(paid.nextAction).toEqual({ type: 'redirect', url: `/sandbox/moyasar/3ds/${paid.providerRef}` });
    expect(paid.orderRef).toBe(snapshot.orderId);
    // A retried attempt (same idempotency key) returns the same payment, not a second one.
    const again = await card.initiate(snapshot, { ...returnInput, clientData: { token: first.card?.token } }, ctx(key));
    expect(again.providerRef).toBe(paid.providerRef);
    sandbox.complete3ds(paid.providerRef, 'approve');
    expect(await card.retrieve(paid.providerRef)).toMatchObject({
      status: 'authorized',
      amount: { amount: 15_000 },
      card: { brand: 'mada', last4: '1010' },
    });
    await expect(
      card.initiate(order(1000), { ...returnInput, clientData: { token: 'token_unknown' } }, ctx()),
    ).rejects.toMatchObject({ status: 400 });
    await expect(card.initiate(order(1000), returnInput, ctx())).rejects.toBeInstanceOf(MoyasarApiError);
  });

  it('maps every Moyasar status (reference §9) and derives a stable UUID given_id from any key', () => {
    const base = { amount: 1000, refunded: 0, captured: 0 };
    expect(mapMoyasarStatus({ ...base, status: 'initiated' })).toBe('requires_action');
    expect(mapMoyasarStatus({ ...base, status: 'paid' })).toBe('captured');
    expect(mapMoyasarStatus({ ...base, status: 'authorized' })).toBe('authorized');
    expect(mapMoyasarStatus({ ...base, status: 'captured', captured: 600 })).toBe('captured');
    expect(mapMoyasarStatus({ ...base, status: 'failed' })).toBe('failed');
    expect(mapMoyasarStatus({ ...base, status: 'voided' })).toBe('canceled');
    expect(mapMoyasarStatus({ ...base, status: 'refunded', refunded: 400 })).toBe('partially_refunded');
    expect(mapMoyasarStatus({ ...base, status: 'refunded', refunded: 1000 })).toBe('refunded');
    expect(mapMoyasarStatus({ ...base, status: 'refunded', captured: 600, refunded: 600 })).toBe('refunded');
    expect(toGivenId('attempt-42')).toBe(toGivenId('attempt-42'));
    expect(toGivenId('attempt-42')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const uuid = crypto.randomUUID();
    expect(toGivenId(uuid)).toBe(uuid);
  });

  it('keeps only masked card data in raw, even if a full number came back', () => {
    const payment = toProviderPayment({
      id: 'p1',
      status: 'paid',
      amount: 100,
      refunded: 0,
      captured: 0,
      metadata: null,
      source: { type: 'creditcard', number: APPROVED_PAN, company: 'visa', cvc: '123' },
    } as unknown as MoyasarPayment);
    expect(JSON.stringify(payment.raw)).not.toContain(APPROVED_PAN);
    expect(JSON.stringify(payment.raw)).not.toContain('"cvc"');
    expect(payment.card?.last4).toBe('1111');
  });

  it("carries the payment's own currency, so a payment made in another one cannot match an order in riyals", () => {
    const payment = (currency: string) =>
      toProviderPayment({
        id: 'p2',
        status: 'paid',
        amount: 100_00,
        currency,
        refunded: 0,
        captured: 0,
        metadata: null,
        source: { type: 'creditcard', company: 'visa' },
      } as unknown as MoyasarPayment);
    expect(payment('sar').currency).toBe('SAR');
    expect(payment('USD').currency).toBe('USD');
  });
});

describe('Moyasar STC Pay (mobile, then OTP)', () => {
  it.each([
    ['0515555555', /not registered/],
    ['0515555556', /update your information/],
    ['0515555557', /account status/],
    ['0515555558', /OTP attempts exhausted/],
    ['0515555559', /60 seconds/],
  ])('refuses mobile %s at initiation with its reason', async (mobile, reason) => {
    outbox.clear();
    const payment = await stcPay.initiate(order(5_000), { ...returnInput, clientData: { mobile } }, ctx());
    expect(payment.status).toBe('failed');
    expect(payment.failureMessage).toMatch(reason);
    expect(await outbox.list()).toEqual([]);
  });

  it.each([
    ['123456', 'captured', undefined],
    ['000000', 'captured', undefined],
    ['111111', 'failed', 'Insufficient Balance'],
    ['222222', 'failed', 'Daily limit exceeded'],
    ['333333', 'failed', 'Max transaction amount exceeded'],
    ['444444', 'failed', 'Timeout from STC Pay'],
    ['987654', 'failed', 'Invalid OTP'],
  ])('OTP %s → %s', async (otp, status, message) => {
    const started = await stcPay.initiate(
      order(5_000),
      { ...returnInput, clientData: { mobile: '+966 50 123 4567' } },
      ctx(),
    );
    expect(started.status).toBe('requires_action');
    expect(started.nextAction).toEqual({ type: 'otp', channel: 'stcpay', maskedMobile: '05******67' });
    const done = await stcPay.submitAction(started.providerRef, { type: 'otp', otp }, ctx());
    expect(done.status).toBe(status);
    expect(done.failureMessage).toBe(message);
    // Once decided, a second OTP changes nothing.
    expect((await stcPay.submitAction(started.providerRef, { type: 'otp', otp: '123456' }, ctx())).status).toBe(status);
  });

  it('writes the OTP SMS to the shopper in the outbox (9665… recipient, says it is the sandbox code)', async () => {
    outbox.clear();
    const started = await stcPay.initiate(
      order(5_000),
      { ...returnInput, clientData: { mobile: '0551234567' } },
      ctx(),
    );
    const [sms] = await outbox.list({ to: '+966551234567', channel: 'sms' });
    expect(sms).toMatchObject({ to: '966551234567', channel: 'sms' });
    expect(sms?.text).toContain('STC Pay sandbox code: 123456');
    expect(sms?.text).toContain('50.00 SAR');
    const code = /code: (\d{6})/.exec(sms?.text ?? '')?.[1] as string;
    expect((await stcPay.submitAction(started.providerRef, { type: 'otp', otp: code }, ctx())).status).toBe('captured');
    // The proceed URL's one-time token is not kept in raw.
    expect(JSON.stringify(started.raw)).not.toMatch(/otp_token=(?!redacted)/);
  });

  it('expires the OTP on the sandbox clock (configurable lifetime)', async () => {
    sandbox.settings.otpTtlMs = 60_000;
    try {
      const started = await stcPay.initiate(
        order(5_000),
        { ...returnInput, clientData: { mobile: '0501234567' } },
        ctx(),
      );
      sandbox.clock.advance(61_000);
      const done = await stcPay.submitAction(started.providerRef, { type: 'otp', otp: '123456' }, ctx());
      expect(done).toMatchObject({ status: 'failed', failureMessage: 'OTP has timed out' });
    } finally {
      sandbox.settings.otpTtlMs = 5 * 60_000;
      sandbox.clock.reset();
    }
  });

  it('refuses a mobile that is not Saudi before calling the gateway', async () => {
    await expect(
      stcPay.initiate(order(5_000), { ...returnInput, clientData: { mobile: '12345' } }, ctx()),
    ).rejects.toBeInstanceOf(MoyasarApiError);
  });
});

describe('Moyasar Apple Pay', () => {
  const token = {
    paymentData: { version: 'EC_v1', data: 'ZW5jcnlwdGVk', signature: 'c2ln', header: { transactionId: 'abc' } },
    paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
    transactionIdentifier: 'abc',
  };

  it.each([
    [20_000, 'captured', undefined],
    [30_000, 'captured', undefined],
    [105_000, 'failed', '99'],
    [115_000, 'failed', '51'],
    [125_000, 'failed', '41'],
    [135_000, 'failed', '05'],
    [145_000, 'failed', '54'],
    [155_000, 'failed', '61'],
    [165_000, 'failed', '43'],
    [19_999, 'failed', '99'],
    [110_050, 'failed', '99'],
  ])('amount %i halalas → %s %s', async (amount, status, code) => {
    const payment = await applePay.initiate(order(amount), { ...returnInput, clientData: { token } }, ctx());
    expect(payment.status).toBe(status);
    expect(payment.failureCode).toBe(code);
    expect(payment.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('refuses a token that is not an Apple Pay payment token', async () => {
    await expect(
      applePay.initiate(order(25_000), { ...returnInput, clientData: { token: 'not-a-token' } }, ctx()),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('validates the merchant through /v1/applepay/initiate; only Apple hosts are accepted', async () => {
    const session = (await applePay.validateApplePayMerchant(
      'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      'shop.example',
    )) as Record<string, unknown>;
    expect(session).toMatchObject({
      domainName: 'shop.example',
      displayName: 'Hadiya',
      merchantSessionIdentifier: expect.any(String),
    });
    expect(Number(session.expiresAt) - Number(session.epochTimestamp)).toBe(5 * 60_000);
    await expect(
      applePay.validateApplePayMerchant('https://evil.example/paymentSession', 'shop.example'),
    ).rejects.toBeInstanceOf(MoyasarApiError);
  });
});

describe('Moyasar webhooks', () => {
  beforeEach(() => {
    hookAnswers.length = 0;
    hookResults.length = 0;
    sandbox.setWebhookTarget(hookUrl);
  });

  it('delivers payment events with the secret in the body; the adapter verifies them; a 500 is retried', async () => {
    hookAnswers.push(500);
    const id = await authorizedCard();
    await sandbox.dispatcher.idle();
    const [delivery] = sandbox.dispatcher.deliveries({ ref: id, event: 'payment_authorized' });
    expect(delivery?.state).toBe('delivered');
    expect(delivery?.attempts.map((a) => a.status)).toEqual([500, 200]);
    const body = JSON.parse(delivery?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'payment_authorized',
      secret_token: WEBHOOK_SECRET,
      live: false,
      account_name: expect.any(String),
      data: { id, status: 'authorized' },
    });
    expect(hookResults).toEqual([
      { verified: true, eventKey: `moyasar:${body.id}`, providerRef: id, hint: 'authorized' },
    ]);

    await card.capture(id, { amount: 4_000, currency: 'SAR' }, ctx());
    await card.refund(id, { amount: 1_000, currency: 'SAR' }, 'x', ctx());
    await sandbox.dispatcher.idle();
    expect(hookResults.slice(1).map((r) => r.hint)).toEqual(['captured', 'partially_refunded']);
  });

  it('refuses a forged secret, and a replay carries the same event key (the caller dedupes on it)', async () => {
    sandbox.dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: true };
    const forgedId = await authorizedCard();
    await sandbox.dispatcher.idle();
    expect(hookResults).toHaveLength(1);
    expect(hookResults[0]?.verified).toBe(false);
    expect(hookResults[0]?.providerRef).toBeUndefined();

    sandbox.dispatcher.faults = { duplicate: true, delayMs: 0, wrongSecret: false };
    const id = await authorizedCard();
    await sandbox.dispatcher.idle();
    const keys = hookResults.slice(1).map((r) => r.eventKey);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);

    const [original] = sandbox.dispatcher
      .deliveries({ ref: id, event: 'payment_authorized' })
      .filter((d) => !d.duplicateOf);
    const replay = await fetch(`${sandbox.baseUrl}/__sim/webhooks/replay/${original?.id}`, { method: 'POST' });
    expect(replay.status).toBe(202);
    await sandbox.dispatcher.idle();
    expect(hookResults.at(-1)?.eventKey).toBe(keys[0]);
    expect(forgedId).not.toBe(id);
  });

  it('drops a delivery after five retries and lists it in /__sim/webhooks/deliveries', async () => {
    hookAnswers.push(500, 500, 500, 500, 500, 500);
    const { body } = await browserCardPayment({ number: '4201320000311101' });
    sandbox.complete3ds(body.id, 'approve');
    await sandbox.dispatcher.idle();
    const listed = (await (await fetch(`${sandbox.baseUrl}/__sim/webhooks/deliveries?ref=${body.id}`)).json()) as {
      deliveries: Array<{ state: string; event: string; attempts: unknown[] }>;
    };
    expect(listed.deliveries).toMatchObject([{ state: 'failed', event: 'payment_failed' }]);
    expect(listed.deliveries[0]?.attempts).toHaveLength(6);
  });

  it('verifies nothing without a body id or with an empty secret', async () => {
    const parse = (body: unknown) =>
      card.parseWebhook({ headers: {}, query: {}, rawBody: Buffer.from(JSON.stringify(body)), receivedAt: new Date() });
    expect((await parse({ id: 'e1', secret_token: '' })).verified).toBe(false);
    expect((await parse({ secret_token: WEBHOOK_SECRET })).verified).toBe(false);
    expect(
      (await card.parseWebhook({ headers: {}, query: {}, rawBody: Buffer.from('not json'), receivedAt: new Date() }))
        .verified,
    ).toBe(false);
  });
});

describe('Moyasar sandbox mounted in an app under /sandbox/moyasar', () => {
  it('serves the browser card POST and the 3-D Secure page same-origin, shares state, and never logs the card number', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'trace', stream } });
    await app.register(sandbox.plugin, { prefix: '/sandbox/moyasar' });
    await app.ready();
    try {
      const cardPost = await app.inject({
        method: 'POST',
        url: '/sandbox/moyasar/v1/payments',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          publishable_api_key: PUBLISHABLE,
          amount: '7000',
          callback_url: 'https://shop.test/cb',
          'source[type]': 'creditcard',
          'source[name]': 'Sara Ahmed',
          'source[number]': MADA_APPROVED_PAN,
          'source[month]': '12',
          'source[year]': '2035',
          'source[cvc]': '123',
          'source[manual]': 'true',
        }).toString(),
      });
      expect(cardPost.statusCode).toBe(201);
      const created = cardPost.json() as MoyasarPayment;
      expect(created.source.transaction_url).toBe(`/sandbox/moyasar/3ds/${created.id}`);
      const bad = await app.inject({
        method: 'POST',
        url: '/sandbox/moyasar/v1/payments',
        payload: {
          publishable_api_key: PUBLISHABLE,
          amount: 7000,
          source: { type: 'creditcard', name: 'x', number: MADA_APPROVED_PAN, cvc: '1' },
        },
      });
      expect(bad.statusCode).toBe(400);
      const page = await app.inject({ method: 'GET', url: `/sandbox/moyasar/3ds/${created.id}` });
      expect(page.statusCode).toBe(200);
      const css = await app.inject({ method: 'GET', url: '/sandbox/moyasar/3ds.css' });
      expect(css.headers['content-type']).toContain('text/css');
      const approve = await app.inject({
        method: 'POST',
        url: `/sandbox/moyasar/3ds/${created.id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=approve',
      });
      expect(approve.statusCode).toBe(303);
      // Same state as the loopback listener the adapter talks to.
      expect((await card.retrieve(created.id)).status).toBe('authorized');
      const sim = await app.inject({ method: 'GET', url: '/sandbox/moyasar/__sim/clock' });
      expect(sim.json()).toMatchObject({ now: expect.any(String) });
      // The control routes: drive 3-D Secure without a browser, tune the OTP lifetime.
      const again = await browserCardPayment({ number: '4201321234411220' });
      const complete = (id: string, result: string) =>
        app.inject({ method: 'POST', url: `/sandbox/moyasar/__sim/moyasar/3ds/${id}/complete`, payload: { result } });
      expect((await complete(again.body.id, 'bogus')).statusCode).toBe(400);
      expect((await complete('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
      const completed = await complete(again.body.id, 'approve');
      expect(completed.json()).toMatchObject({
        payment: { id: again.body.id, status: 'failed', source: { response_code: '05' } },
        redirect_url: expect.stringContaining('status=failed'),
      });
      const config = (otpTtlMs: unknown) =>
        app.inject({ method: 'PUT', url: '/sandbox/moyasar/__sim/moyasar/config', payload: { otpTtlMs } });
      expect((await config(0)).statusCode).toBe(400);
      expect((await config(120_000)).json()).toMatchObject({ otpTtlMs: 120_000 });
      sandbox.settings.otpTtlMs = 5 * 60_000;
    } finally {
      await app.close();
    }
    const everything = [...lines, ...logLines].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const pan of [MADA_APPROVED_PAN, APPROVED_PAN]) {
      expect(everything).not.toContain(pan);
      expect(JSON.stringify([...sandbox.dispatcher.deliveries()])).not.toContain(pan);
    }
  });
});

describe('payment provider configuration', () => {
  it('uses the sandboxes without keys, and refuses to start without keys when SANDBOX_PROVIDERS=off', () => {
    expect(loadPaymentProvidersConfig({})).toMatchObject({
      moyasar: null,
      tabby: null,
      tamara: null,
      allowSandboxes: true,
    });
    expect(() => loadPaymentProvidersConfig({ SANDBOX_PROVIDERS: 'off' })).toThrow(/SANDBOX_PROVIDERS=off/);
  });

  it('refuses a partly configured provider and a swapped key', () => {
    expect(() => loadPaymentProvidersConfig({ MOYASAR_SECRET_KEY: 'sk_test_x' })).toThrow(/MOYASAR_PUBLISHABLE_KEY/);
    expect(() =>
      loadPaymentProvidersConfig({
        MOYASAR_SECRET_KEY: 'pk_test_x',
        MOYASAR_PUBLISHABLE_KEY: 'pk_test_y',
        MOYASAR_WEBHOOK_SECRET: 'w',
      }),
    ).toThrow(/secret key/);
  });

  it('reads the real keys and base URLs', () => {
    const config = loadPaymentProvidersConfig({
      MOYASAR_SECRET_KEY: 'sk_live_a',
      MOYASAR_PUBLISHABLE_KEY: 'pk_live_b',
      MOYASAR_WEBHOOK_SECRET: 'c',
      APPLE_PAY_MERCHANT_ID: 'merchant.sa.hadiya',
      TABBY_SECRET_KEY: 'sk_tabby',
      TABBY_MERCHANT_CODE: 'hadiya',
      TABBY_WEBHOOK_HEADER_VALUE: 'v',
      TAMARA_API_TOKEN: 't',
      TAMARA_NOTIFICATION_TOKEN: 'n',
      SANDBOX_PROVIDERS: 'off',
    });
    expect(config.moyasar).toEqual({
      baseUrl: 'https://api.moyasar.com',
      secretKey: 'sk_live_a',
      publishableKey: 'pk_live_b',
      webhookSecret: 'c',
    });
    expect(config.applePay).toEqual({ merchantId: 'merchant.sa.hadiya', displayName: 'Hadiya' });
    expect(config.tabby?.baseUrl).toBe('https://api.tabby.sa');
    expect(config.tamara?.baseUrl).toBe('https://api.tamara.co');
  });

  it('createPaymentProviders wires every provider to its sandbox, with the browser on the same-origin path', async () => {
    const providers = await createPaymentProviders({ env: {}, outbox, logger });
    try {
      expect(Object.keys(providers.byId).sort()).toEqual([
        'moyasar_applepay',
        'moyasar_card',
        'moyasar_stcpay',
        'tabby',
        'tamara',
      ]);
      expect(providers.sandboxes.map((s) => s.provider)).toEqual(['moyasar', 'tabby', 'tamara']);
      expect(providers.browser.moyasarBaseUrl).toBe('/sandbox/moyasar');
      expect(providers.browser.moyasarPublishableKey).toMatch(/^pk_test_/);
      const moyasar = providers.sim?.moyasar as MoyasarSandbox;
      const created = await fetch(`${moyasar.baseUrl}/v1/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          publishable_api_key: providers.browser.moyasarPublishableKey,
          amount: 1000,
          callback_url: 'https://shop.test/cb',
          source: {
            type: 'creditcard',
            name: 'Sara Ahmed',
            number: APPROVED_PAN,
            month: 12,
            year: 2040,
            cvc: '123',
            manual: true,
          },
        }),
      });
      const { id } = (await created.json()) as MoyasarPayment;
      moyasar.complete3ds(id, 'approve');
      expect((await providers.byId.moyasar_card.retrieve(id)).status).toBe('authorized');
      // One clock for every sandbox.
      expect(providers.sim?.tabby?.clock).toBe(providers.sim?.clock);
    } finally {
      await providers.close();
    }
  });
});
