import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryOutbox } from '../../outbox';
import { createSimClock, WebhookDispatcher } from '../sandbox-kit';
import type { OrderSnapshot } from '../types';
import { createTabbySandbox, TABBY_REJECTION_MESSAGES, TabbyApiError, TabbyProvider, type TabbySandbox } from '.';

// No database here: run once, in the PGlite project only.
const run = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** The store's webhook endpoint: records every request, answers `nextStatus` (then 200). */
class Receiver {
  received: Received[] = [];
  statuses: number[] = [];
  private server!: Server;
  url = '';
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.statusCode = this.statuses.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/webhooks/tabby`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const clock = createSimClock();
const dispatcher = new WebhookDispatcher({ clock, retryScheduleMs: [60_000, 120_000] });
const outbox = new MemoryOutbox(50);
const receiver = new Receiver();
/** The store's app with the sandbox mounted for the browser, as the payments module does. */
let host: FastifyInstance;
let hostUrl = '';
let sandbox: TabbySandbox;
let tabby: TabbyProvider;

const RETURN = {
  returnUrl: 'http://shop.test/checkout/callback/tabby?order=o1&result=success',
  cancelUrl: 'http://shop.test/checkout/callback/tabby?order=o1&result=cancel',
  failureUrl: 'http://shop.test/checkout/callback/tabby?order=o1&result=failure',
};

let counter = 0;
function order(overrides: Partial<OrderSnapshot> & { email?: string; amount?: number } = {}): OrderSnapshot {
  counter += 1;
  const amount = overrides.amount ?? 23_000;
  return {
    orderId: `0000000-order-${counter}`,
    orderNumber: `HD-${100_000 + counter}`,
    attemptId: `attempt-${counter}`,
    total: { amount, currency: 'SAR' },
    tax: { amount: Math.round((amount * 15) / 115), currency: 'SAR' },
    shipping: { amount: 2_500, currency: 'SAR' },
    discount: { amount: 0, currency: 'SAR' },
    items: [
      {
        sku: 'ROSE-12',
        name: 'باقة ورد',
        qty: 1,
        unitPrice: { amount: amount - 2_500, currency: 'SAR' },
        category: 'flowers',
      },
    ],
    customer: {
      id: 'u1',
      name: 'Sara Ahmed',
      email: overrides.email ?? 'otp.success@tabby.ai',
      phoneE164: '+966500000001',
      registeredSince: '2025-01-01T00:00:00.000Z',
      ordersCount: 2,
    },
    shippingAddress: { city: 'Riyadh', district: 'Al Olaya', line1: '1234 King Fahd Rd', postalCode: '12211' },
    locale: 'ar',
    ...overrides,
  };
}

const ctx = (key: string) => ({ idempotencyKey: key });

async function api(path: string, init: { method?: string; body?: unknown; auth?: string | null } = {}) {
  const auth = init.auth === undefined ? `Bearer ${sandbox.config.secretKey}` : init.auth;
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

async function started(overrides: Parameters<typeof order>[0] = {}) {
  const snapshot = order(overrides);
  const payment = await tabby.initiate(snapshot, RETURN, ctx(snapshot.attemptId));
  const url = payment.nextAction?.type === 'redirect' ? payment.nextAction.url : '';
  return { snapshot, payment, sessionUrl: url ? new URL(url, hostUrl).toString() : '' };
}

async function authorised() {
  const { snapshot, payment, sessionUrl } = await started();
  const sessionId = sessionUrl.split('/hpp/')[1] as string;
  const res = await fetch(`${sandbox.baseUrl}/__sim/tabby/hpp/${sessionId}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  expect(res.status).toBe(200);
  return { snapshot, ref: payment.providerRef };
}

const webhookInput = (r: Received) => ({
  headers: r.headers as Record<string, string>,
  query: {},
  rawBody: Buffer.from(r.body),
  receivedAt: new Date(),
});

beforeAll(async () => {
  await receiver.start();
  sandbox = await createTabbySandbox({ outbox, clock, dispatcher });
  host = Fastify();
  await host.register(sandbox.plugin, { prefix: '/sandbox/tabby' });
  hostUrl = await host.listen({ host: '127.0.0.1', port: 0 });
  sandbox.setWebhookTarget(receiver.url);
  tabby = new TabbyProvider(sandbox.adapterOptions());
});
afterAll(async () => {
  await dispatcher.idle();
  await sandbox.close();
  await host.close();
  await receiver.close();
});
beforeEach(async () => {
  await dispatcher.idle();
  receiver.received = [];
  receiver.statuses = [];
  dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: false };
});

run('Tabby sandbox API (reference §3)', () => {
  it('refuses a missing secret key (401), a foreign merchant code and a non-SAR currency (400, Tabby bodies)', async () => {
    const payload = {
      payment: { amount: '100.00', currency: 'SAR', buyer: { email: 'otp.success@tabby.ai', phone: '500000001' } },
      merchant_code: sandbox.config.merchantCode,
      lang: 'en',
    };
    expect(await api('/api/v2/checkout', { body: payload, auth: null })).toMatchObject({
      status: 401,
      body: { status: 'error', errorType: 'not_authorized' },
    });
    expect(await api('/api/v2/checkout', { body: payload, auth: 'Bearer sk_test_other' })).toMatchObject({
      status: 401,
    });
    expect(await api('/api/v2/checkout', { body: { ...payload, merchant_code: 'other' } })).toMatchObject({
      status: 400,
      body: { status: 'error', errorType: 'bad_data' },
    });
    expect(
      await api('/api/v2/checkout', { body: { ...payload, payment: { ...payload.payment, currency: 'AED' } } }),
    ).toEqual({
      status: 400,
      body: {
        status: 'error',
        errorType: 'bad_data',
        error: "could not create payment: only 'SAR' is supported, but got 'AED'",
      },
    });
    expect(
      await api('/api/v2/checkout', { body: { ...payload, payment: { ...payload.payment, amount: '10.005' } } }),
    ).toMatchObject({ status: 400 });
  });

  it('answers 404 in Tabby’s shape for an unknown payment', async () => {
    expect(await api('/api/v2/payments/nope')).toMatchObject({
      status: 404,
      body: { status: 'error', errorType: 'not_found' },
    });
  });

  it('a webhook registered through the API receives the events with its own header', async () => {
    const headers = {
      authorization: `Bearer ${sandbox.config.secretKey}`,
      'content-type': 'application/json',
      'x-merchant-code': sandbox.config.merchantCode,
    };
    const url = `${receiver.url}?registered=1`;
    const created = await fetch(`${sandbox.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url, is_test: true, header: { title: 'X-Registered', value: 'r-secret' } }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    try {
      const { ref } = await authorised();
      await dispatcher.idle();
      const hit = receiver.received.filter((r) => JSON.parse(r.body).id === ref && r.headers['x-registered']);
      expect(hit).toHaveLength(1);
      expect(hit[0]?.headers['x-registered']).toBe('r-secret');
    } finally {
      const deleted = await fetch(`${sandbox.baseUrl}/api/v1/webhooks/${id}`, {
        method: 'DELETE',
        headers: { authorization: headers.authorization, 'x-merchant-code': headers['x-merchant-code'] },
      });
      expect(deleted.status).toBe(204);
    }
  });

  it('registers webhooks only with the merchant code header', async () => {
    const res = await fetch(`${sandbox.baseUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.config.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:1/x', header: { title: 'a', value: 'b' } }),
    });
    expect(res.status).toBe(403);
  });
});

run('Tabby pre-scoring (checkEligibility)', () => {
  it('accepts otp.success@tabby.ai', async () => {
    expect(await tabby.checkEligibility(order())).toEqual({ available: true });
  });

  it('refuses prescoring.rejected@tabby.ai with not_available in Tabby’s Arabic and English wording', async () => {
    expect(await tabby.checkEligibility(order({ email: 'prescoring.rejected@tabby.ai' }))).toEqual({
      available: false,
      reason: 'not_available',
      messageEn: TABBY_REJECTION_MESSAGES.not_available.en,
      messageAr: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
    });
  });

  it('refuses below 10 SAR (order_amount_too_low) and above 5,000 SAR (order_amount_too_high), at the edges', async () => {
    expect(await tabby.checkEligibility(order({ amount: 999 }))).toMatchObject({
      available: false,
      reason: 'order_amount_too_low',
      messageEn: expect.stringContaining('below the minimum'),
    });
    expect((await tabby.checkEligibility(order({ amount: 1_000 }))).available).toBe(true);
    expect((await tabby.checkEligibility(order({ amount: 500_000 }))).available).toBe(true);
    expect(await tabby.checkEligibility(order({ amount: 500_001 }))).toMatchObject({
      available: false,
      reason: 'order_amount_too_high',
      messageAr: expect.stringContaining('تابي'),
    });
  });

  it('refuses a phone on the configured blocked list', async () => {
    sandbox.config.blockedPhones = ['0500000001'];
    try {
      expect(await tabby.checkEligibility(order())).toMatchObject({ available: false, reason: 'not_available' });
    } finally {
      sandbox.config.blockedPhones = [];
    }
  });

  it('fails open with provider_unreachable when Tabby cannot be reached', async () => {
    const offline = new TabbyProvider({ ...sandbox.adapterOptions(), baseUrl: 'http://127.0.0.1:9' });
    expect(await offline.checkEligibility(order())).toMatchObject({ available: true, reason: 'provider_unreachable' });
  });

  it('closes on a refused call (wrong key), never fails open', async () => {
    const wrong = new TabbyProvider({ ...sandbox.adapterOptions(), secretKey: 'sk_test_wrong' });
    expect(await wrong.checkEligibility(order())).toMatchObject({ available: false, reason: 'not_available' });
  });
});

run('Tabby session and hosted payment page', () => {
  it('initiate sends the full payload (decimal strings, lang, merchant code and URLs, buyer history) and redirects to web_url', async () => {
    const { snapshot, payment, sessionUrl } = await started();
    expect(payment).toMatchObject({
      status: 'requires_action',
      amount: { amount: 23_000, currency: 'SAR' },
      orderRef: snapshot.orderId,
      nextAction: { type: 'redirect' },
    });
    expect(payment.nextAction).toEqual({
      type: 'redirect',
      url: expect.stringMatching(/^\/sandbox\/tabby\/hpp\/[0-9a-f-]{36}$/),
    });
    expect(sessionUrl.startsWith(`${hostUrl}/sandbox/tabby/hpp/`)).toBe(true);
    const stored = await api(`/__sim/tabby/state/${payment.providerRef}`, { auth: null });
    expect(stored.body).toMatchObject({
      session: {
        status: 'created',
        lang: 'ar',
        merchant_urls: { success: RETURN.returnUrl, cancel: RETURN.cancelUrl },
      },
      payment: {
        status: 'CREATED',
        amount: '230.00',
        currency: 'SAR',
        buyer: { email: 'otp.success@tabby.ai', phone: '+966500000001' },
        order: { reference_id: snapshot.orderNumber, tax_amount: '30.00', shipping_amount: '25.00' },
        buyer_history: { registered_since: '2025-01-01T00:00:00.000Z', loyalty_level: 2 },
        meta: { order_id: snapshot.orderId },
      },
    });
    const items = ((stored.body.payment as Record<string, unknown>).order as { items: unknown[] }).items;
    expect(items).toEqual([
      { title: 'باقة ورد', quantity: 1, unit_price: '205.00', category: 'flowers', reference_id: 'ROSE-12' },
    ]);
  });

  it('a refused identity gives a failed payment with the reason from initiate', async () => {
    const snapshot = order({ email: 'prescoring.rejected@tabby.ai' });
    const payment = await tabby.initiate(snapshot, RETURN, ctx('k'));
    expect(payment).toMatchObject({ status: 'failed', failureCode: 'not_available' });
    expect(payment.nextAction).toBeUndefined();
  });

  it('success through the page form: bilingual page, OTP in the outbox, wrong OTP refused, 8888 → success URL with payment_id', async () => {
    outbox.clear();
    const { payment, sessionUrl } = await started();
    const page = await fetch(sessionUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://shop.test");
    const text = await page.text();
    expect(text).toContain('<html lang="ar" dir="rtl">');
    expect(text).toContain('<label for="otp">رمز التحقق</label>');
    expect(text).toContain('8888');
    const english = await (await fetch(`${sessionUrl}?lang=en`)).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Verification code');
    const sms = await outbox.list({ to: '966500000001' });
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain('8888');

    const post = (form: Record<string, string>) =>
      fetch(sessionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        redirect: 'manual',
      });
    const wrong = await post({ action: 'pay', otp: '1234', lang: 'en' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('role="alert"');
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('requires_action');

    const right = await post({ action: 'pay', otp: '8888', lang: 'en' });
    expect(right.status).toBe(303);
    const location = new URL(right.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/checkout/callback/tabby');
    expect(location.searchParams.get('result')).toBe('success');
    expect(location.searchParams.get('payment_id')).toBe(payment.providerRef);
    expect(await tabby.submitAction(payment.providerRef)).toMatchObject({
      status: 'authorized',
      capturedAmount: { amount: 0 },
    });
    // The page cannot be paid twice.
    expect((await post({ action: 'pay', otp: '8888' })).status).toBe(409);
  });

  it('success through /__sim/…/complete, with a verified webhook (registered header, lowercase status)', async () => {
    const { payment, sessionUrl } = await started();
    const sessionId = sessionUrl.split('/hpp/')[1];
    const res = await fetch(`${hostUrl}/sandbox/tabby/__sim/tabby/hpp/${sessionId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'success' }),
    });
    const body = (await res.json()) as { redirect_url: string };
    expect(body.redirect_url).toBe(`${RETURN.returnUrl}&payment_id=${payment.providerRef}`);
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('authorized');
    await dispatcher.idle();
    const delivered = receiver.received.at(-1) as Received;
    expect(delivered.headers[sandbox.config.webhookHeader.title.toLowerCase()]).toBe(
      sandbox.config.webhookHeader.value,
    );
    expect(JSON.parse(delivered.body)).toMatchObject({
      id: payment.providerRef,
      status: 'authorized',
      amount: '230.00',
    });
    expect(await tabby.parseWebhook(webhookInput(delivered))).toEqual({
      verified: true,
      eventKey: `tabby:${payment.providerRef}:authorized::`,
      providerRef: payment.providerRef,
      hint: 'authorized',
    });
  });

  it('otp.rejected@tabby.ai is created but REJECTED on the page → failure URL', async () => {
    const { payment, sessionUrl } = await started({ email: 'otp.rejected@tabby.ai' });
    const res = await fetch(sessionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&otp=8888',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${RETURN.failureUrl}&payment_id=${payment.providerRef}`);
    expect(await tabby.retrieve(payment.providerRef)).toMatchObject({ status: 'failed' });
    await dispatcher.idle();
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({ status: 'rejected' });
  });

  it('three wrong codes reject the payment (failure URL)', async () => {
    const { payment, sessionUrl } = await started();
    let res: Response | undefined;
    for (let i = 0; i < 3; i++) {
      res = await fetch(sessionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay&otp=0000',
        redirect: 'manual',
      });
    }
    expect(res?.status).toBe(303);
    expect(res?.headers.get('location')).toContain('result=failure');
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('failed');
  });

  it('cancel on the page → cancel URL, payment EXPIRED', async () => {
    const { payment, sessionUrl } = await started();
    const res = await fetch(sessionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe(`${RETURN.cancelUrl}&payment_id=${payment.providerRef}`);
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('expired');
  });

  it('the session expires after 20 minutes (page refuses) and the payment 10 minutes later (webhook expired)', async () => {
    const { payment, sessionUrl } = await started();
    clock.advance(20 * 60_000 + 1);
    const page = await fetch(sessionUrl);
    expect(page.status).toBe(410);
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('requires_action');
    clock.advance(10 * 60_000);
    expect((await tabby.retrieve(payment.providerRef)).status).toBe('expired');
    await dispatcher.idle();
    expect(receiver.received.map((r) => JSON.parse(r.body))).toContainEqual(
      expect.objectContaining({ id: payment.providerRef, status: 'expired', is_expired: true }),
    );
  });
});

run('Tabby capture, close and refund', () => {
  it('capture is idempotent on reference_id; a full capture closes the payment', async () => {
    const { ref } = await authorised();
    const first = await tabby.capture(ref, { amount: 10_000, currency: 'SAR' }, ctx('cap-1'));
    expect(first).toMatchObject({ status: 'authorized', capturedAmount: { amount: 10_000 } });
    const again = await tabby.capture(ref, { amount: 10_000, currency: 'SAR' }, ctx('cap-1'));
    expect(again.capturedAmount?.amount).toBe(10_000);
    expect((again.raw as { captures: unknown[] }).captures).toHaveLength(1);
    const rest = await tabby.capture(ref, 'full', ctx('cap-2'));
    expect(rest).toMatchObject({ status: 'captured', capturedAmount: { amount: 23_000 } });
    // A retried full capture after closing changes nothing.
    expect((await tabby.capture(ref, 'full', ctx('cap-3'))).capturedAmount?.amount).toBe(23_000);
    await expect(tabby.capture(ref, { amount: 100, currency: 'SAR' }, ctx('cap-4'))).rejects.toMatchObject({
      name: 'TabbyApiError',
      status: 400,
      errorType: 'bad_data',
    });
  });

  it('a capture above the authorised amount is refused', async () => {
    const { ref } = await authorised();
    await expect(tabby.capture(ref, { amount: 23_001, currency: 'SAR' }, ctx('too-much'))).rejects.toBeInstanceOf(
      TabbyApiError,
    );
    expect((await tabby.retrieve(ref)).capturedAmount?.amount).toBe(0);
  });

  it('refunds (partial, idempotent on reference_id, then the rest) and refuses more than captured', async () => {
    const { ref } = await authorised();
    await tabby.capture(ref, 'full', ctx('c'));
    const part = await tabby.refund(ref, { amount: 5_000, currency: 'SAR' }, 'damaged', ctx('r-1'));
    expect(part).toMatchObject({ status: 'partially_refunded', refundedAmount: { amount: 5_000 } });
    expect(
      (await tabby.refund(ref, { amount: 5_000, currency: 'SAR' }, 'damaged', ctx('r-1'))).refundedAmount?.amount,
    ).toBe(5_000);
    await expect(tabby.refund(ref, { amount: 18_001, currency: 'SAR' }, 'x', ctx('r-2'))).rejects.toMatchObject({
      status: 400,
    });
    expect(await tabby.refund(ref, { amount: 18_000, currency: 'SAR' }, 'rest', ctx('r-3'))).toMatchObject({
      status: 'refunded',
      refundedAmount: { amount: 23_000 },
    });
  });

  it('cancel closes an authorised payment; an unfinished one is left to expire', async () => {
    const { ref } = await authorised();
    expect(await tabby.cancel(ref, ctx('x'))).toMatchObject({ status: 'canceled', capturedAmount: { amount: 0 } });
    const { payment } = await started();
    expect((await tabby.cancel(payment.providerRef, ctx('y'))).status).toBe('requires_action');
  });

  it('auto-captures 21 days after authorisation', async () => {
    const { ref } = await authorised();
    clock.advance(21 * 24 * 3_600_000);
    expect(await tabby.retrieve(ref)).toMatchObject({ status: 'captured', capturedAmount: { amount: 23_000 } });
  });
});

run('Tabby webhooks', () => {
  it('a forged or missing header is refused; a wrong-secret delivery fails verification', async () => {
    const { ref } = await authorised();
    await dispatcher.idle();
    const genuine = receiver.received.at(-1) as Received;
    const title = sandbox.config.webhookHeader.title.toLowerCase();
    const forged = { ...genuine, headers: { ...genuine.headers, [title]: 'guess' } };
    expect((await tabby.parseWebhook(webhookInput(forged))).verified).toBe(false);
    const missing = { ...genuine, headers: { 'content-type': 'application/json' } };
    expect(await tabby.parseWebhook(webhookInput(missing))).toMatchObject({ verified: false, hint: undefined });
    expect((await tabby.parseWebhook({ ...webhookInput(genuine), rawBody: Buffer.from('{oops') })).verified).toBe(
      false,
    );

    dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: true };
    await tabby.capture(ref, 'full', ctx('forged-capture'));
    await dispatcher.idle();
    expect((await tabby.parseWebhook(webhookInput(receiver.received.at(-1) as Received))).verified).toBe(false);
  });

  it('a replayed or duplicated event has the same key; a capture has another key than the authorisation', async () => {
    const { ref } = await authorised();
    await dispatcher.idle();
    const [delivery] = dispatcher.deliveries({ provider: 'tabby', ref, event: 'authorized' });
    dispatcher.replay(delivery?.id as string);
    await dispatcher.idle();
    const keys = await Promise.all(
      receiver.received.slice(-2).map(async (r) => (await tabby.parseWebhook(webhookInput(r))).eventKey),
    );
    expect(keys[0]).toBe(keys[1]);

    dispatcher.faults = { duplicate: true, delayMs: 0, wrongSecret: false };
    await tabby.capture(ref, { amount: 1_000, currency: 'SAR' }, ctx('dup'));
    await dispatcher.idle();
    const [a, b] = await Promise.all(
      receiver.received.slice(-2).map(async (r) => (await tabby.parseWebhook(webhookInput(r))).eventKey),
    );
    expect(a).toBe(b);
    expect(a).not.toBe(keys[0]);
    expect(a).toMatch(new RegExp(`^tabby:${ref}:authorized:[0-9a-f-]{36}:$`));
  });

  it('retries a delivery the store did not accept, on the schedule of the clock', async () => {
    receiver.statuses = [500];
    const { ref } = await authorised();
    const [delivery] = dispatcher.deliveries({ provider: 'tabby', ref, event: 'authorized' });
    for (let i = 0; i < 100 && delivery?.attempts.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(delivery?.attempts.map((a) => a.status)).toEqual([500]);
    clock.advance(60_000);
    await dispatcher.idle();
    expect(delivery?.state).toBe('delivered');
    expect(delivery?.attempts.map((a) => a.status)).toEqual([500, 200]);
  });
});

run('Tabby amount tampering', () => {
  it('retrieve shows the amount the provider holds, so a mismatch with the order is visible', async () => {
    const { snapshot, ref } = await authorised();
    const res = await fetch(`${sandbox.baseUrl}/__sim/tabby/payments/${ref}/amount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '1.00' }),
    });
    expect(res.status).toBe(200);
    const payment = await tabby.retrieve(ref);
    expect(payment.amount).toEqual({ amount: 100, currency: 'SAR' });
    expect(payment.amount.amount).not.toBe(snapshot.total.amount);
    expect(payment.orderRef).toBe(snapshot.orderId);
  });
});
