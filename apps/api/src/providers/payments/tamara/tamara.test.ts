import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryOutbox } from '../../outbox';
import { createSimClock, WebhookDispatcher } from '../sandbox-kit';
import type { OrderSnapshot, WebhookInput } from '../types';
import { createTamaraSandbox, type TamaraOrder, TamaraProvider, type TamaraSandbox } from '.';

// No database here: run once, in the PGlite project only.
const run = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

class Receiver {
  received: Received[] = [];
  private server!: Server;
  url = '';
  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/webhooks/tamara`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const clock = createSimClock();
const dispatcher = new WebhookDispatcher({ clock, retryScheduleMs: [60_000] });
const outbox = new MemoryOutbox(50);
const receiver = new Receiver();
/** The store's app with the sandbox mounted for the browser, as the payments module does. */
let host: FastifyInstance;
let hostUrl = '';
let sandbox: TamaraSandbox;
let tamara: TamaraProvider;

const RETURN = {
  returnUrl: 'http://shop.test/checkout/callback/tamara?order=o1&result=success',
  cancelUrl: 'http://shop.test/checkout/callback/tamara?order=o1&result=cancel',
  failureUrl: 'http://shop.test/checkout/callback/tamara?order=o1&result=failure',
};

let counter = 0;
function order(overrides: Partial<OrderSnapshot> & { amount?: number; phone?: string; coupon?: number } = {}) {
  counter += 1;
  const amount = overrides.amount ?? 23_000;
  const snapshot: OrderSnapshot = {
    orderId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    orderNumber: `HD-${200_000 + counter}`,
    attemptId: `attempt-${counter}`,
    total: { amount, currency: 'SAR' },
    tax: { amount: Math.round((amount * 15) / 115), currency: 'SAR' },
    shipping: { amount: 0, currency: 'SAR' },
    discount: { amount: overrides.coupon ?? 0, currency: 'SAR' },
    items: [
      { sku: 'MUG-1', name: 'Mug', qty: 2, unitPrice: { amount: amount / 2, currency: 'SAR' }, category: 'gifts' },
    ],
    customer: {
      id: 'u1',
      name: 'Sara Al Ahmed',
      email: 'sara@example.com',
      phoneE164: overrides.phone ?? '+966544337866',
      registeredSince: '2025-03-01T10:00:00.000Z',
      ordersCount: 1,
    },
    shippingAddress: { city: 'Jeddah', district: 'Al Rawdah', line1: '4321 Prince Sultan St', postalCode: '23435' },
    locale: 'ar',
  };
  const { amount: _a, phone: _p, coupon: _c, ...rest } = overrides;
  return { ...snapshot, ...rest };
}

const ctx = (key: string) => ({ idempotencyKey: key });

async function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) {
  const token = init.token === undefined ? sandbox.config.apiToken : init.token;
  const res = await fetch(`${sandbox.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
}

async function started(overrides: Parameters<typeof order>[0] = {}) {
  const snapshot = order(overrides);
  const payment = await tamara.initiate(snapshot, RETURN, ctx(snapshot.attemptId));
  const path = payment.nextAction?.type === 'redirect' ? payment.nextAction.url : '';
  return { snapshot, payment, url: path ? new URL(path, hostUrl).toString() : '', ref: payment.providerRef };
}

async function simComplete(id: string, outcome: string) {
  const res = await fetch(`${hostUrl}/sandbox/tamara/__sim/tamara/hpp/${id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: res.status, body: (await res.json()) as { redirect_url: string; order: TamaraOrder } };
}

async function authorisedOrder() {
  const s = await started();
  await simComplete(s.ref, 'approved');
  await tamara.authorize(s.ref, ctx('auth'));
  return s;
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

const input = (r: Received, patch: Partial<WebhookInput> = {}): WebhookInput => ({
  headers: r.headers as Record<string, string>,
  query: Object.fromEntries(new URL(r.url, 'http://x').searchParams),
  rawBody: Buffer.from(r.body),
  receivedAt: new Date(),
  ...patch,
});

const delivered = (orderId: string, event: string) =>
  receiver.received.filter((r) => {
    const body = JSON.parse(r.body) as { order_id: string; event_type: string };
    return body.order_id === orderId && body.event_type === event;
  });

beforeAll(async () => {
  await receiver.start();
  sandbox = await createTamaraSandbox({ outbox, clock, dispatcher });
  host = Fastify();
  await host.register(sandbox.plugin, { prefix: '/sandbox/tamara' });
  hostUrl = await host.listen({ host: '127.0.0.1', port: 0 });
  sandbox.setWebhookTarget(receiver.url);
  tamara = new TamaraProvider({ ...sandbox.adapterOptions(), notificationUrl: receiver.url });
});
afterAll(async () => {
  await sandbox.idle();
  await sandbox.close();
  await host.close();
  await receiver.close();
});
beforeEach(async () => {
  await sandbox.idle();
  receiver.received = [];
  dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: false };
});

run('Tamara sandbox API (reference §4)', () => {
  it('refuses a missing or wrong API token with 401', async () => {
    expect((await call('/checkout/payment-types?country=SA&currency=SAR', { token: null })).status).toBe(401);
    expect((await call('/checkout/payment-types?country=SA&currency=SAR', { token: 'other' })).status).toBe(401);
  });

  it('payment types: PAY_BY_INSTALMENTS from 18.50 SAR to the configured maximum', async () => {
    const res = await call('/checkout/payment-types?country=SA&currency=SAR');
    expect(res.body).toEqual([
      expect.objectContaining({
        name: 'PAY_BY_INSTALMENTS',
        min_limit: { amount: 18.5, currency: 'SAR' },
        max_limit: { amount: 5000, currency: 'SAR' },
      }),
    ]);
    expect((await call('/checkout/payment-types?country=AE&currency=AED')).body).toEqual([]);
  });

  it('create refuses missing required keys with a 400 listing them', async () => {
    const empty = await call('/checkout', { body: {} });
    expect(empty.status).toBe(400);
    const fields = (empty.body.errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'order_reference_id',
        'total_amount.amount',
        'shipping_amount.amount',
        'tax_amount.amount',
        'consumer.phone_number',
        'items',
        'merchant_url.notification',
        'shipping_address.line1',
        'payment_type',
        'instalments',
        'risk_assessment',
      ]),
    );
    expect(empty.body.message).toContain('risk_assessment');
  });

  it('create refuses a total outside the limits with the sandbox’s labelled code', async () => {
    const s = await started();
    const state = await fetch(`${sandbox.baseUrl}/__sim/tamara/state/${s.ref}`);
    const request = ((await state.json()) as { request: Record<string, unknown> }).request;
    const low = await call('/checkout', { body: { ...request, total_amount: { amount: 18.49, currency: 'SAR' } } });
    expect(low).toMatchObject({
      status: 400,
      body: { errors: [{ error_code: 'sandbox_total_amount_outside_limits' }] },
    });
    const ok = await call('/checkout', { body: { ...request, total_amount: { amount: 18.5, currency: 'SAR' } } });
    expect(ok).toMatchObject({ status: 200, body: { status: 'new' } });
  });
});

run('Tamara eligibility (limits and pre-check)', () => {
  it('refuses below 18.50 SAR with the limits, accepts 18.50 SAR', async () => {
    const low = await tamara.checkEligibility(order({ amount: 1_849 }));
    expect(low).toMatchObject({
      available: false,
      reason: 'order_amount_too_low',
      limits: { min: { amount: 1_850, currency: 'SAR' }, max: { amount: 500_000, currency: 'SAR' } },
      messageEn: expect.stringContaining('18.50'),
      messageAr: expect.stringContaining('تمارا'),
    });
    expect(low.available ? '' : low.messageEn).toMatch(/^Tamara is available for orders from SAR\s18\.50\.$/);
    expect(low.available ? '' : low.messageAr).not.toMatch(/\.[\u200e\u200f\u2066-\u2069]*\./);
    expect(await tamara.checkEligibility(order({ amount: 1_850 }))).toMatchObject({ available: true });
  });

  it('reads the maximum from the payment types (configurable), not a constant', async () => {
    sandbox.config.maxLimit = 100_000;
    try {
      const fresh = new TamaraProvider({ ...sandbox.adapterOptions(), notificationUrl: receiver.url });
      const high = await fresh.checkEligibility(order({ amount: 100_001 }));
      expect(high).toMatchObject({
        available: false,
        reason: 'order_amount_too_high',
        limits: { max: { amount: 100_000 } },
      });
      // The Arabic riyal ('ر.س.') ends the sentence with its own full stop: not a second one.
      expect(high.available ? '' : high.messageAr).toMatch(/ر\.س\.[\u200e\u200f]*$/);
      expect(high.available ? '' : high.messageAr).not.toMatch(/\.[\u200e\u200f\u2066-\u2069]*\./);
      expect(high.available ? '' : high.messageEn).toMatch(/^Tamara is available for orders up to SAR\s1,000\.00\.$/);
    } finally {
      sandbox.config.maxLimit = 500_000;
    }
  });

  it('the customer pre-check refuses a blocked phone with not_available', async () => {
    sandbox.config.blockedPhones = ['0551234567'];
    try {
      expect(await tamara.checkEligibility(order({ phone: '+966551234567' }))).toMatchObject({
        available: false,
        reason: 'not_available',
      });
    } finally {
      sandbox.config.blockedPhones = [];
    }
  });

  it('fails open with provider_unreachable when Tamara cannot be reached', async () => {
    const offline = new TamaraProvider({ ...sandbox.adapterOptions(), baseUrl: 'http://127.0.0.1:9' });
    expect(await offline.checkEligibility(order())).toEqual({ available: true, reason: 'provider_unreachable' });
  });
});

run('Tamara checkout and hosted page', () => {
  it('initiate sends the required payload (locale, instalments, merchant URLs, risk assessment, discount) and redirects', async () => {
    const s = await started({ coupon: 1_000, locale: 'en' });
    expect(s.payment).toMatchObject({ status: 'requires_action', orderRef: s.snapshot.orderId });
    expect(s.payment.nextAction).toEqual({
      type: 'redirect',
      url: expect.stringMatching(/^\/sandbox\/tamara\/hpp\/[0-9a-f-]{36}$/),
    });
    const state = (await (await fetch(`${sandbox.baseUrl}/__sim/tamara/state/${s.ref}`)).json()) as {
      request: Record<string, unknown>;
    };
    expect(state.request).toMatchObject({
      order_reference_id: s.snapshot.orderId,
      order_number: s.snapshot.orderNumber,
      country_code: 'SA',
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 3,
      locale: 'en_US',
      total_amount: { amount: 230, currency: 'SAR' },
      tax_amount: { amount: 30, currency: 'SAR' },
      shipping_amount: { amount: 0, currency: 'SAR' },
      discount: { amount: { amount: 10, currency: 'SAR' } },
      consumer: { first_name: 'Sara', last_name: 'Al Ahmed', phone_number: '+966544337866', email: 'sara@example.com' },
      merchant_url: { success: RETURN.returnUrl, notification: receiver.url },
      shipping_address: { line1: '4321 Prince Sultan St', city: 'Jeddah', country_code: 'SA' },
      risk_assessment: { account_creation_date: '2025-03-01', is_existing_customer: true },
    });
    const plain = await started();
    const plainState = (await (await fetch(`${sandbox.baseUrl}/__sim/tamara/state/${plain.ref}`)).json()) as {
      request: Record<string, unknown>;
    };
    expect(plainState.request).not.toHaveProperty('discount');
    expect(plainState.request.locale).toBe('ar_SA');
  });

  it('approved through the page: phone, "Send code" shows the code (and the outbox has it), wrong code refused, right code → success', async () => {
    outbox.clear();
    const s = await started();
    const first = await fetch(s.url);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain('<html lang="ar" dir="rtl">');
    expect(firstHtml).toContain('<label for="phone">رقم الجوال</label>');
    expect(firstHtml).toContain('value="544337866"');
    const english = await (await fetch(`${s.url}?lang=en`)).text();
    expect(english).toContain('<label for="phone">Mobile number</label>');

    expect((await post(s.url, { action: 'send', phone: '12345' })).status).toBe(422);
    const codePage = await post(s.url, { action: 'send', phone: '0544337866', lang: 'en' });
    expect(codePage.status).toBe(200);
    const code = /data-testid="tamara-otp">(\d{4})</.exec(await codePage.text())?.[1] as string;
    expect(code).toMatch(/^\d{4}$/);
    expect((await outbox.list({ to: '966544337866' }))[0]?.text).toContain(code);

    const wrong = await post(s.url, { action: 'verify', otp: code === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(422);
    const right = await post(s.url, { action: 'verify', otp: code });
    expect(right.status).toBe(303);
    const location = new URL(right.headers.get('location') ?? '');
    expect(location.searchParams.get('result')).toBe('success');
    expect(location.searchParams.get('orderId')).toBe(s.ref);
    expect(location.searchParams.get('paymentStatus')).toBe('approved');

    const back = await tamara.retrieve(s.ref);
    expect(back).toMatchObject({ status: 'authorized', raw: { status: 'approved' } });
    const authorised = await tamara.submitAction(s.ref, { type: 'return', query: {} }, ctx('return'));
    expect(authorised).toMatchObject({ status: 'authorized', raw: { status: 'authorised' } });
    // Authorising again (webhook and return together) changes nothing.
    expect((await tamara.authorize(s.ref, ctx('again'))).raw).toMatchObject({ status: 'authorised' });
  });

  it('phone 526422337 is declined on the page → failure URL', async () => {
    const s = await started({ phone: '+966526422337' });
    const page = await post(s.url, { action: 'send', phone: '526422337' });
    const code = /data-testid="tamara-otp">(\d{4})</.exec(await page.text())?.[1] as string;
    const res = await post(s.url, { action: 'verify', otp: code });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('result')).toBe('failure');
    expect(location.searchParams.get('paymentStatus')).toBe('declined');
    expect((await tamara.retrieve(s.ref)).status).toBe('failed');
  });

  it('approved through /__sim/…/complete (by checkout id), declined for the declined identity', async () => {
    const s = await started();
    const checkoutId = s.url.split('/hpp/')[1] as string;
    const done = await simComplete(checkoutId, 'approved');
    expect(done.body.redirect_url).toBe(`${RETURN.returnUrl}&orderId=${s.ref}&paymentStatus=approved`);
    expect((await tamara.authorize(s.ref, ctx('a'))).raw).toMatchObject({ status: 'authorised' });
    const declined = await started({ phone: '+966526422337' });
    expect((await simComplete(declined.ref, 'approved')).body.order.status).toBe('declined');
  });

  it('cancel on the page → cancel URL, order canceled', async () => {
    const s = await started();
    const res = await post(s.url, { action: 'cancel' });
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('result')).toBe('cancel');
    expect(location.searchParams.get('paymentStatus')).toBe('cancelled');
    expect((await tamara.retrieve(s.ref)).status).toBe('canceled');
    expect((await fetch(s.url)).status).toBe(409);
  });

  it('the session expires after 30 minutes (page 410, order expired, notification)', async () => {
    const s = await started();
    clock.advance(30 * 60_000);
    expect((await fetch(s.url)).status).toBe(410);
    expect((await tamara.retrieve(s.ref)).status).toBe('expired');
    await sandbox.idle();
    expect(delivered(s.ref, 'order_expired')).toHaveLength(1);
  });

  it('an approved order not authorised within 72 hours expires', async () => {
    const s = await started();
    await simComplete(s.ref, 'approved');
    clock.advance(72 * 3_600_000 - 1_000);
    expect((await tamara.retrieve(s.ref)).raw).toMatchObject({ status: 'approved' });
    clock.advance(1_000);
    expect((await tamara.retrieve(s.ref)).status).toBe('expired');
    expect((await tamara.authorize(s.ref, ctx('late'))).status).toBe('expired');
  });
});

run('Tamara capture, cancel and refund', () => {
  it('captures in full once: a retried full capture takes nothing more', async () => {
    const s = await authorisedOrder();
    const part = await tamara.capture(s.ref, { amount: 3_000, currency: 'SAR' }, ctx('c1'));
    expect(part).toMatchObject({
      status: 'captured',
      raw: { status: 'partially_captured' },
      capturedAmount: { amount: 3_000 },
    });
    const full = await tamara.capture(s.ref, 'full', ctx('c2'));
    expect(full).toMatchObject({ raw: { status: 'fully_captured' }, capturedAmount: { amount: 23_000 } });
    const again = await tamara.capture(s.ref, 'full', ctx('c2'));
    expect(again.capturedAmount?.amount).toBe(23_000);
    expect((again.raw as { transactions: { captures: unknown[] } }).transactions.captures).toHaveLength(2);
  });

  it('capture of an approved order authorises it first', async () => {
    const s = await started();
    await simComplete(s.ref, 'approved');
    expect((await tamara.capture(s.ref, 'full', ctx('c'))).raw).toMatchObject({ status: 'fully_captured' });
  });

  it('refunds partially, then the rest; more than captured is refused', async () => {
    const s = await authorisedOrder();
    await tamara.capture(s.ref, 'full', ctx('c'));
    expect(await tamara.refund(s.ref, { amount: 5_000, currency: 'SAR' }, 'damaged', ctx('r1'))).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: { amount: 5_000 },
    });
    await expect(tamara.refund(s.ref, { amount: 18_001, currency: 'SAR' }, 'x', ctx('r2'))).rejects.toMatchObject({
      name: 'TamaraApiError',
      status: 400,
      errorCodes: ['refund_amount_exceeded'],
    });
    expect(await tamara.refund(s.ref, { amount: 18_000, currency: 'SAR' }, 'rest', ctx('r3'))).toMatchObject({
      status: 'refunded',
      refundedAmount: { amount: 23_000 },
    });
  });

  it('cancel cancels an authorised order; an unfinished one is left to expire', async () => {
    const s = await authorisedOrder();
    expect((await tamara.cancel(s.ref, ctx('x'))).status).toBe('canceled');
    const open = await started();
    expect((await tamara.cancel(open.ref, ctx('y'))).status).toBe('requires_action');
  });
});

run('Tamara notifications (HS256 tamaraToken)', () => {
  it('are POSTed to notification?tamaraToken=<JWT> with the same JWT as Bearer, and verify', async () => {
    const s = await started();
    await simComplete(s.ref, 'approved');
    await sandbox.idle();
    const [note] = delivered(s.ref, 'order_approved');
    expect(note).toBeDefined();
    const r = note as Received;
    const query = new URL(r.url, 'http://x').searchParams.get('tamaraToken');
    expect(r.headers.authorization).toBe(`Bearer ${query}`);
    const claims = JSON.parse(Buffer.from((query as string).split('.')[1] as string, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);
    expect(JSON.parse(r.body)).toEqual({
      order_id: s.ref,
      order_reference_id: s.snapshot.orderId,
      order_number: s.snapshot.orderNumber,
      event_type: 'order_approved',
      data: [],
    });
    expect(await tamara.parseWebhook(input(r))).toEqual({
      verified: true,
      eventKey: `tamara:${s.ref}:order_approved`,
      providerRef: s.ref,
      hint: 'authorized',
    });
    // The query token alone is enough (the PHP SDK reads either).
    const { authorization: _drop, ...headers } = r.headers;
    expect((await tamara.parseWebhook(input({ ...r, headers }))).verified).toBe(true);
  });

  it('without a registered webhook, go to the checkout’s merchant_url.notification', async () => {
    const bare = await createTamaraSandbox({ clock, dispatcher });
    try {
      const adapter = new TamaraProvider({ ...bare.adapterOptions(), notificationUrl: `${receiver.url}?via=checkout` });
      const snapshot = order();
      const payment = await adapter.initiate(snapshot, RETURN, ctx('k'));
      await fetch(`${bare.baseUrl}/__sim/tamara/hpp/${payment.providerRef}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'approved' }),
      });
      await bare.idle();
      const [note] = delivered(payment.providerRef, 'order_approved');
      expect(new URL(note?.url ?? '', 'http://x').searchParams.get('via')).toBe('checkout');
      expect((await adapter.parseWebhook(input(note as Received))).verified).toBe(true);
    } finally {
      await bare.close();
    }
  });

  it('refuses a forged token, a missing one, and an expired one', async () => {
    const s = await started();
    dispatcher.faults = { duplicate: false, delayMs: 0, wrongSecret: true };
    await simComplete(s.ref, 'approved');
    await sandbox.idle();
    const forged = delivered(s.ref, 'order_approved')[0] as Received;
    expect((await tamara.parseWebhook(input(forged, { query: {} }))).verified).toBe(false);
    expect(await tamara.parseWebhook(input({ ...forged, headers: {} }, { query: {} }))).toMatchObject({
      verified: false,
      hint: undefined,
    });

    const body = Buffer.from(forged.body);
    const expired = await sandbox.signNotification({ iatMs: Date.now() - 901_000 });
    expect(
      (
        await tamara.parseWebhook({
          headers: { authorization: `Bearer ${expired}` },
          query: {},
          rawBody: body,
          receivedAt: new Date(),
        })
      ).verified,
    ).toBe(false);
    const fresh = await sandbox.signNotification({ iatMs: Date.now() });
    const late = new Date(Date.now() + 16 * 60_000);
    expect(
      (
        await tamara.parseWebhook({
          headers: { authorization: `Bearer ${fresh}` },
          query: {},
          rawBody: body,
          receivedAt: late,
        })
      ).verified,
    ).toBe(false);
    expect(
      (
        await tamara.parseWebhook({
          headers: { authorization: `Bearer ${fresh}` },
          query: {},
          rawBody: body,
          receivedAt: new Date(),
        })
      ).verified,
    ).toBe(true);
  });

  it('a replayed notification has the same event key', async () => {
    const s = await started();
    await simComplete(s.ref, 'approved');
    await sandbox.idle();
    const [delivery] = dispatcher.deliveries({ provider: 'tamara', ref: s.ref, event: 'order_approved' });
    dispatcher.replay(delivery?.id as string);
    await sandbox.idle();
    const notes = delivered(s.ref, 'order_approved');
    expect(notes).toHaveLength(2);
    const [a, b] = await Promise.all(notes.map(async (r) => (await tamara.parseWebhook(input(r))).eventKey));
    expect(a).toBe(b);
    await tamara.authorize(s.ref, ctx('a'));
    await sandbox.idle();
    const [auth] = delivered(s.ref, 'order_authorised');
    expect((await tamara.parseWebhook(input(auth as Received))).eventKey).toBe(`tamara:${s.ref}:order_authorised`);
  });
});

run('Tamara amount tampering', () => {
  it('retrieve shows the amount Tamara holds, so a mismatch with the order is visible', async () => {
    const s = await authorisedOrder();
    const res = await fetch(`${sandbox.baseUrl}/__sim/tamara/orders/${s.ref}/amount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 18.5 }),
    });
    expect(res.status).toBe(200);
    const back = await tamara.retrieve(s.ref);
    expect(back.amount).toEqual({ amount: 1_850, currency: 'SAR' });
    expect(back.amount.amount).not.toBe(s.snapshot.total.amount);
    expect(back.orderRef).toBe(s.snapshot.orderId);
  });
});
