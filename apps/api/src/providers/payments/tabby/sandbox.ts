/**
 * Offline Tabby (reference/payment-providers.md §3 and §10): Tabby's checkout and payments API,
 * its webhooks and a hosted payment page, on a loopback listener for the adapter and mountable by
 * the app under `/sandbox/tabby` for the browser (same plugin object, same state).
 *
 * Test identities (reference §3.6, plus our documented pre-scoring rules):
 * - `otp.success@tabby.ai` (or any other e-mail): session `created`; on the page, OTP `8888` → AUTHORIZED
 * - `otp.rejected@tabby.ai`: session `created`, then REJECTED on the page after the OTP
 * - `prescoring.rejected@tabby.ai`, or a phone in `blockedPhones`: `rejected`, `not_available`
 * - amount below `minAmount` (10 SAR) → `order_amount_too_low`; above `maxAmount` (5,000 SAR) → `order_amount_too_high`
 * Phone `+966500000001` in any accepted mask. Sessions expire 20 min after creation (the page
 * refuses), the unfinished payment becomes EXPIRED 10 min later; authorised payments are
 * auto-captured after 21 days (all on the sandbox clock).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MemoryOutbox } from '../../outbox';
import type { ProviderLogger } from '../../types';
import {
  ensureFormParser,
  listenLoopback,
  registerSimRoutes,
  resolveKit,
  type SimClock,
  type WebhookDispatcher,
} from '../sandbox-kit';
import type { PaymentSandbox } from '../types';
import { parseDecimal, toDecimalString } from './money';
import { formatDate, formatSar, html, maskPhone, type PageLanguage, pagePolicy, pageShell } from './page';
import { TABBY_REJECTION_MESSAGES, type TabbyPayment, type TabbyProviderOptions, type TabbySession } from './provider';

export interface TabbySandboxConfig {
  secretKey: string;
  merchantCode: string;
  /** The header every webhook carries (registered by `setWebhookTarget`, like the merchant's dashboard setting). */
  webhookHeader: { title: string; value: string };
  /** Pre-scoring limits in halalas (Tabby's are per customer; these stand in for them). */
  minAmount: number;
  maxAmount: number;
  /** Phones (any mask) refused at pre-scoring with `not_available`. */
  blockedPhones: string[];
  /** The OTP the hosted page accepts. */
  otp: string;
  sessionTtlMs: number;
  /** After the session's expiry, an unfinished payment becomes EXPIRED this much later. */
  expireAfterSessionMs: number;
  autoCaptureMs: number;
  /**
   * Where the browser reaches this sandbox's pages. Default: `{publicBaseUrl}/sandbox/tabby`, or the
   * same-origin path `/sandbox/tabby` (the app's mount).
   */
  publicUrl?: string;
}

/** Where the app mounts this sandbox for the browser (its pages' addresses start with it). */
export const TABBY_SANDBOX_PATH = '/sandbox/tabby';

export const TABBY_SANDBOX_DEFAULTS: TabbySandboxConfig = Object.freeze({
  secretKey: 'sk_test_hadiya_tabby_sandbox',
  merchantCode: 'hadiya_sa',
  webhookHeader: { title: 'X-Hadiya-Tabby-Auth', value: 'tabby-sandbox-webhook-secret' },
  minAmount: 1_000,
  maxAmount: 500_000,
  blockedPhones: [],
  otp: '8888',
  sessionTtlMs: 20 * 60_000,
  expireAfterSessionMs: 10 * 60_000,
  autoCaptureMs: 21 * 24 * 3_600_000,
}) as TabbySandboxConfig;

export const TABBY_TEST_IDENTITIES = {
  success: { email: 'otp.success@tabby.ai', phone: '+966500000001', otp: '8888' },
  rejectedOnPage: { email: 'otp.rejected@tabby.ai', phone: '+966500000001', otp: '8888' },
  prescoringRejected: { email: 'prescoring.rejected@tabby.ai', phone: '+966500000001' },
} as const;

export interface TabbySandboxOptions {
  outbox?: Pick<MemoryOutbox, 'record'>;
  logger?: ProviderLogger;
  clock?: SimClock;
  dispatcher?: WebhookDispatcher;
  config?: Partial<TabbySandboxConfig>;
  /** The store's public origin: pages are then `{publicBaseUrl}/sandbox/tabby/hpp/…` unless `config.publicUrl` says otherwise. */
  publicBaseUrl?: string;
}

export interface TabbySandbox extends PaymentSandbox {
  readonly provider: 'tabby';
  /** `http://127.0.0.1:<port>`: the adapter's base URL. */
  baseUrl: string;
  clock: SimClock;
  dispatcher: WebhookDispatcher;
  config: TabbySandboxConfig;
  /** What `TabbyProvider` needs to talk to this sandbox. */
  adapterOptions(): TabbyProviderOptions;
  /** The payment's current state as the API would return it (undefined if unknown). */
  payment(id: string): TabbyPayment | undefined;
  close(): Promise<void>;
}

type Status = 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
type Rejection = 'not_available' | 'order_amount_too_low' | 'order_amount_too_high';

interface Movement {
  id: string;
  amount: number;
  reference_id: string;
  created_at: string;
  reason?: string;
}

interface PaymentRecord {
  id: string;
  sessionId: string;
  status: Status;
  amount: number;
  currency: string;
  description: string | null;
  buyer: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  order: Record<string, unknown>;
  buyerHistory: Record<string, unknown> | null;
  orderHistory: unknown[];
  meta: Record<string, unknown> | null;
  createdAtMs: number;
  closedAtMs: number | null;
  authorizedAtMs: number | null;
  captures: Movement[];
  refunds: Movement[];
}

interface SessionRecord {
  id: string;
  paymentId: string;
  status: 'created' | 'rejected' | 'expired' | 'approved';
  rejection: Rejection | null;
  /** `otp.rejected@tabby.ai`: created, but the page rejects it. */
  rejectsOnPage: boolean;
  lang: PageLanguage;
  merchantUrls: { success?: string; cancel?: string; failure?: string };
  createdAtMs: number;
  otpSent: boolean;
  wrongOtps: number;
}

interface WebhookRegistration {
  id: string;
  url: string;
  is_test: boolean;
  header?: { title: string; value: string };
}

const MAX_WEBHOOKS = 4;
const MAX_WRONG_OTPS = 3;

const messages = {
  en: {
    brand: 'tabby',
    title: 'Pay in 4 with Tabby',
    sandbox: 'Sandbox: no real money moves. The test verification code is',
    merchant: 'Hadiya',
    total: 'Order total',
    schedule: 'Your payment plan',
    today: 'Today',
    sent: (phone: string) => `We sent a 4-digit code to ${phone}.`,
    otpLabel: 'Verification code',
    otpHint: '4 digits',
    pay: (amount: string) => `Pay ${amount} now`,
    cancel: 'Cancel and return to the store',
    wrongOtp: 'That code is not correct. Check it and try again.',
    expiredTitle: 'This Tabby session has expired',
    expiredText: 'Tabby checkout sessions last 20 minutes. Go back to the store and choose Tabby again.',
    back: 'Return to the store',
    doneTitle: 'This payment is already complete',
    doneText: 'Nothing more to do here.',
    rejectedTitle: 'Tabby cannot approve this purchase',
    notFoundTitle: 'Checkout session not found',
    notFoundText: 'The link is not a Tabby checkout session of this sandbox.',
    switchText: 'العربية',
    switchLabel: 'اعرض الصفحة بالعربية',
    sms: (otp: string) => `Tabby: your verification code is ${otp}`,
  },
  ar: {
    brand: 'تابي',
    title: 'قسّمها على 4 مع تابي',
    sandbox: 'بيئة تجريبية: لا تنتقل أي أموال حقيقية. رمز التحقق التجريبي هو',
    merchant: 'هدية',
    total: 'إجمالي الطلب',
    schedule: 'خطة الدفع',
    today: 'اليوم',
    sent: (phone: string) => `أرسلنا رمزا من 4 أرقام إلى ${phone}.`,
    otpLabel: 'رمز التحقق',
    otpHint: '4 أرقام',
    pay: (amount: string) => `ادفع ${amount} الآن`,
    cancel: 'إلغاء والعودة إلى المتجر',
    wrongOtp: 'الرمز غير صحيح. تحقق منه وحاول مرة أخرى.',
    expiredTitle: 'انتهت صلاحية جلسة تابي',
    expiredText: 'تبقى جلسة الدفع مع تابي 20 دقيقة. عد إلى المتجر واختر تابي مرة أخرى.',
    back: 'العودة إلى المتجر',
    doneTitle: 'اكتملت هذه العملية من قبل',
    doneText: 'لا يلزم أي إجراء آخر هنا.',
    rejectedTitle: 'لا تستطيع تابي الموافقة على هذه العملية',
    notFoundTitle: 'جلسة الدفع غير موجودة',
    notFoundText: 'الرابط ليس جلسة دفع تابي في هذه البيئة التجريبية.',
    switchText: 'English',
    switchLabel: 'Show this page in English',
    sms: (otp: string) => `تابي: رمز التحقق الخاص بك هو ${otp}`,
  },
} as const;

/** The last nine digits of a Saudi mobile in any of Tabby's masks. */
const phoneKey = (phone: unknown) => (typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-9) : '');

const isAbsoluteUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const error = (reply: FastifyReply, status: number, errorType: string, message: string) =>
  reply.code(status).send({ status: 'error', errorType, error: message });

/** Four equal parts; the first carries the remainder (halalas). */
function instalments(amount: number): number[] {
  const part = Math.floor(amount / 4);
  return [amount - part * 3, part, part, part];
}

export async function createTabbySandbox(options: TabbySandboxOptions = {}): Promise<TabbySandbox> {
  const { clock, dispatcher } = resolveKit(options);
  const config: TabbySandboxConfig = {
    ...TABBY_SANDBOX_DEFAULTS,
    ...options.config,
    webhookHeader: { ...TABBY_SANDBOX_DEFAULTS.webhookHeader, ...options.config?.webhookHeader },
    blockedPhones: [...(options.config?.blockedPhones ?? TABBY_SANDBOX_DEFAULTS.blockedPhones)],
  };
  const sessions = new Map<string, SessionRecord>();
  const payments = new Map<string, PaymentRecord>();
  const webhooks: WebhookRegistration[] = [];
  let target: WebhookRegistration | null = null;
  const cancels = new Set<() => void>();

  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const expiresAtMs = (p: PaymentRecord) => p.createdAtMs + config.sessionTtlMs + config.expireAfterSessionMs;
  const pagesBase = () =>
    (config.publicUrl ?? `${(options.publicBaseUrl ?? '').replace(/\/+$/, '')}${TABBY_SANDBOX_PATH}`).replace(
      /\/+$/,
      '',
    );

  function serialize(p: PaymentRecord, lowercase = false): TabbyPayment & Record<string, unknown> {
    const money = (m: Movement) => ({ ...m, amount: toDecimalString(m.amount) });
    return {
      id: p.id,
      created_at: new Date(p.createdAtMs).toISOString(),
      expires_at: new Date(expiresAtMs(p)).toISOString(),
      closed_at: iso(p.closedAtMs),
      status: lowercase ? p.status.toLowerCase() : p.status,
      is_test: true,
      is_expired: p.status === 'EXPIRED',
      amount: toDecimalString(p.amount),
      currency: p.currency,
      description: p.description,
      buyer: p.buyer,
      shipping_address: p.shippingAddress,
      order: p.order as TabbyPayment['order'],
      buyer_history: p.buyerHistory,
      order_history: p.orderHistory,
      meta: p.meta as TabbyPayment['meta'],
      captures: p.captures.map(money),
      refunds: p.refunds.map(money),
      token: null,
    };
  }

  function sessionBody(s: SessionRecord): TabbySession & Record<string, unknown> {
    const p = payments.get(s.paymentId);
    const available = s.status === 'created';
    return {
      id: s.id,
      status: s.status,
      configuration: {
        currency: 'SAR',
        app_type: 'ksa',
        new_customer: false,
        available_limit: null,
        min_limit: null,
        available_products: available
          ? { installments: [{ web_url: `${pagesBase()}/hpp/${s.id}`, qr_code: `${pagesBase()}/hpp/${s.id}?qr=1` }] }
          : {},
        products: {
          installments: { type: 'installments', is_available: available, rejection_reason: s.rejection },
        },
      } as TabbySession['configuration'],
      payment: p ? serialize(p) : undefined,
      merchant_urls: s.merchantUrls as Record<string, string>,
      lang: s.lang,
      merchant_code: config.merchantCode,
      token: null,
    };
  }

  function emit(p: PaymentRecord): void {
    const registrations = [...(target ? [target] : []), ...webhooks];
    const body = JSON.stringify(serialize(p, true));
    const seen = new Set<string>();
    for (const registration of registrations) {
      if (seen.has(registration.url)) continue;
      seen.add(registration.url);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (registration.header) headers[registration.header.title] = registration.header.value;
      dispatcher.send({
        provider: 'tabby',
        event: p.status.toLowerCase(),
        ref: p.id,
        url: registration.url,
        headers,
        body,
        forge: () => ({
          headers: registration.header
            ? { ...headers, [registration.header.title]: `forged-${randomUUID()}` }
            : { ...headers, 'x-forged': '1' },
          body,
        }),
      });
    }
  }

  function later(fn: () => void, ms: number): void {
    let cancel: () => void = () => {};
    cancel = clock.setTimeout(() => {
      cancels.delete(cancel);
      fn();
    }, ms);
    cancels.add(cancel);
  }

  /** Applies what time did to a payment (expiry, auto-capture); sends the webhooks once. */
  function settle(p: PaymentRecord): PaymentRecord {
    const now = clock.nowMs();
    if (p.status === 'CREATED' && now >= expiresAtMs(p)) {
      p.status = 'EXPIRED';
      const s = sessions.get(p.sessionId);
      if (s && s.status === 'created') s.status = 'expired';
      emit(p);
    } else if (
      p.status === 'AUTHORIZED' &&
      p.authorizedAtMs !== null &&
      now >= p.authorizedAtMs + config.autoCaptureMs
    ) {
      const rest = p.amount - p.captures.reduce((t, c) => t + c.amount, 0);
      if (rest > 0) {
        p.captures.push({
          id: randomUUID(),
          amount: rest,
          reference_id: 'auto-capture',
          created_at: clock.now().toISOString(),
        });
      }
      p.status = 'CLOSED';
      p.closedAtMs = now;
      emit(p);
    }
    return p;
  }

  const findPayment = (id: string) => {
    const p = payments.get(id);
    return p ? settle(p) : undefined;
  };

  function findSession(id: string): SessionRecord | undefined {
    const s = sessions.get(id) ?? [...sessions.values()].find((candidate) => candidate.paymentId === id);
    if (!s) return undefined;
    const p = payments.get(s.paymentId);
    if (p) settle(p);
    if (s.status === 'created' && clock.nowMs() >= s.createdAtMs + config.sessionTtlMs) s.status = 'expired';
    return s;
  }

  function authorized(p: PaymentRecord): void {
    p.status = 'AUTHORIZED';
    p.authorizedAtMs = clock.nowMs();
    later(() => settle(p), config.autoCaptureMs);
    emit(p);
  }

  type Outcome = 'pay' | 'reject' | 'cancel';

  /** What the shopper did on the page; returns where the browser goes next. */
  function complete(s: SessionRecord, outcome: Outcome): { url: string | null; payment: PaymentRecord } {
    const p = payments.get(s.paymentId) as PaymentRecord;
    let next: 'success' | 'cancel' | 'failure';
    if (outcome === 'cancel') {
      // reference §3.4: the cancel URL ↔ EXPIRED.
      p.status = 'EXPIRED';
      s.status = 'expired';
      emit(p);
      next = 'cancel';
    } else if (outcome === 'reject' || s.rejectsOnPage) {
      p.status = 'REJECTED';
      s.status = 'rejected';
      emit(p);
      next = 'failure';
    } else {
      s.status = 'approved';
      authorized(p);
      next = 'success';
    }
    const base = s.merchantUrls[next];
    if (!base) return { url: null, payment: p };
    const url = new URL(base);
    url.searchParams.set('payment_id', p.id);
    return { url: url.toString(), payment: p };
  }

  function reset(): void {
    for (const cancel of cancels) cancel();
    cancels.clear();
    sessions.clear();
    payments.clear();
    webhooks.length = 0;
  }

  // ---------------------------------------------------------------------------------------------
  // API

  const api = async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      const given = request.headers.authorization ?? '';
      if (given !== `Bearer ${config.secretKey}`) {
        return error(reply, 401, 'not_authorized', 'invalid or missing secret key');
      }
    });

    app.post('/api/v2/checkout', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const payment = body.payment as Record<string, unknown> | undefined;
      if (body.merchant_code !== config.merchantCode) {
        // The exact answer for a wrong merchant code is not documented (reference §11): our guess.
        return error(reply, 400, 'bad_data', `merchant_code: merchant '${String(body.merchant_code ?? '')}' not found`);
      }
      if (!payment || typeof payment !== 'object') return error(reply, 400, 'bad_data', 'payment: required');
      if (payment.currency !== 'SAR') {
        // Tabby's own message for a currency the merchant's country does not use (reference §3.1).
        return error(
          reply,
          400,
          'bad_data',
          `could not create payment: only 'SAR' is supported, but got '${String(payment.currency ?? '')}'`,
        );
      }
      const amount = parseDecimal(typeof payment.amount === 'string' ? payment.amount : undefined);
      if (amount === null || amount <= 0) return error(reply, 400, 'bad_data', 'payment.amount: invalid amount');
      const buyer = (payment.buyer ?? {}) as Record<string, unknown>;
      if (typeof buyer.phone !== 'string' && typeof buyer.email !== 'string') {
        return error(reply, 400, 'bad_data', 'payment.buyer: phone or email required');
      }
      const lang = body.lang === undefined ? 'en' : body.lang;
      if (lang !== 'ar' && lang !== 'en') return error(reply, 400, 'bad_data', 'lang: must be one of ar, en');
      const urls = (body.merchant_urls ?? {}) as Record<string, unknown>;
      for (const key of ['success', 'cancel', 'failure'] as const) {
        if (urls[key] !== undefined && !isAbsoluteUrl(urls[key])) {
          return error(reply, 400, 'bad_data', `merchant_urls.${key}: invalid url`);
        }
      }

      const email = typeof buyer.email === 'string' ? buyer.email.trim().toLowerCase() : '';
      const blocked = new Set(config.blockedPhones.map(phoneKey));
      let rejection: Rejection | null = null;
      if (email === TABBY_TEST_IDENTITIES.prescoringRejected.email || blocked.has(phoneKey(buyer.phone))) {
        rejection = 'not_available';
      } else if (amount < config.minAmount) rejection = 'order_amount_too_low';
      else if (amount > config.maxAmount) rejection = 'order_amount_too_high';

      const now = clock.nowMs();
      const p: PaymentRecord = {
        id: randomUUID(),
        sessionId: randomUUID(),
        status: rejection ? 'REJECTED' : 'CREATED',
        amount,
        currency: 'SAR',
        description: typeof payment.description === 'string' ? payment.description : null,
        buyer,
        shippingAddress: (payment.shipping_address as Record<string, unknown>) ?? null,
        order: (payment.order as Record<string, unknown>) ?? {},
        buyerHistory: (payment.buyer_history as Record<string, unknown>) ?? null,
        orderHistory: Array.isArray(payment.order_history) ? payment.order_history : [],
        meta: (payment.meta as Record<string, unknown>) ?? null,
        createdAtMs: now,
        closedAtMs: null,
        authorizedAtMs: null,
        captures: [],
        refunds: [],
      };
      const s: SessionRecord = {
        id: p.sessionId,
        paymentId: p.id,
        status: rejection ? 'rejected' : 'created',
        rejection,
        rejectsOnPage: email === TABBY_TEST_IDENTITIES.rejectedOnPage.email,
        lang,
        merchantUrls: urls as SessionRecord['merchantUrls'],
        createdAtMs: now,
        otpSent: false,
        wrongOtps: 0,
      };
      payments.set(p.id, p);
      sessions.set(s.id, s);
      if (!rejection) later(() => settle(p), config.sessionTtlMs + config.expireAfterSessionMs);
      return sessionBody(s);
    });

    app.get('/api/v2/checkout/:id', async (request, reply) => {
      const s = findSession((request.params as { id: string }).id);
      if (!s) return error(reply, 404, 'not_found', 'checkout session not found');
      return sessionBody(s);
    });

    app.get('/api/v2/payments/:id', async (request, reply) => {
      const p = findPayment((request.params as { id: string }).id);
      if (!p) return error(reply, 404, 'not_found', 'payment not found');
      return serialize(p);
    });

    app.put('/api/v2/payments/:id', async (request, reply) => {
      const p = findPayment((request.params as { id: string }).id);
      if (!p) return error(reply, 404, 'not_found', 'payment not found');
      const order = ((request.body ?? {}) as { order?: { reference_id?: unknown } }).order;
      if (typeof order?.reference_id !== 'string' || order.reference_id === '') {
        return error(reply, 400, 'bad_data', 'order.reference_id: required');
      }
      p.order = { ...p.order, reference_id: order.reference_id };
      emit(p);
      return serialize(p);
    });

    const movementInput = (request: FastifyRequest) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = parseDecimal(typeof body.amount === 'string' ? body.amount : undefined);
      const referenceId = typeof body.reference_id === 'string' && body.reference_id !== '' ? body.reference_id : null;
      return { body, amount, referenceId };
    };

    app.post('/api/v2/payments/:id/captures', async (request, reply) => {
      const p = findPayment((request.params as { id: string }).id);
      if (!p) return error(reply, 404, 'not_found', 'payment not found');
      const { amount, referenceId } = movementInput(request);
      // "Repeating the same reference_id is a no-op" (reference §8).
      if (referenceId && p.captures.some((c) => c.reference_id === referenceId)) return serialize(p);
      if (p.status !== 'AUTHORIZED') {
        return error(reply, 400, 'bad_data', `payment status is ${p.status}, captures need AUTHORIZED`);
      }
      if (amount === null || amount <= 0) return error(reply, 400, 'bad_data', 'amount: invalid amount');
      const captured = p.captures.reduce((t, c) => t + c.amount, 0);
      if (amount > p.amount - captured) {
        return error(reply, 400, 'bad_data', 'amount: capture amount exceeds the authorized amount');
      }
      p.captures.push({
        id: randomUUID(),
        amount,
        reference_id: referenceId ?? randomUUID(),
        created_at: clock.now().toISOString(),
      });
      if (captured + amount === p.amount) {
        // A full capture closes the payment (reference §3.2).
        p.status = 'CLOSED';
        p.closedAtMs = clock.nowMs();
      }
      emit(p);
      return serialize(p);
    });

    app.post('/api/v2/payments/:id/refunds', async (request, reply) => {
      const p = findPayment((request.params as { id: string }).id);
      if (!p) return error(reply, 404, 'not_found', 'payment not found');
      const { body, amount, referenceId } = movementInput(request);
      if (referenceId && p.refunds.some((r) => r.reference_id === referenceId)) return serialize(p);
      if (p.status !== 'CLOSED')
        return error(reply, 400, 'bad_data', `payment status is ${p.status}, refunds need CLOSED`);
      if (amount === null || amount <= 0) return error(reply, 400, 'bad_data', 'amount: invalid amount');
      const captured = p.captures.reduce((t, c) => t + c.amount, 0);
      const refunded = p.refunds.reduce((t, r) => t + r.amount, 0);
      if (amount > captured - refunded) {
        return error(reply, 400, 'bad_data', 'amount: refund amount exceeds the captured amount');
      }
      p.refunds.push({
        id: randomUUID(),
        amount,
        reference_id: referenceId ?? randomUUID(),
        reason: typeof body.reason === 'string' ? body.reason : undefined,
        created_at: clock.now().toISOString(),
      });
      emit(p);
      return serialize(p);
    });

    app.post('/api/v2/payments/:id/close', async (request, reply) => {
      const p = findPayment((request.params as { id: string }).id);
      if (!p) return error(reply, 404, 'not_found', 'payment not found');
      if (p.status === 'CLOSED') return serialize(p);
      if (p.status !== 'AUTHORIZED')
        return error(reply, 400, 'bad_data', `payment status is ${p.status}, close needs AUTHORIZED`);
      p.status = 'CLOSED';
      p.closedAtMs = clock.nowMs();
      emit(p);
      return serialize(p);
    });

    // Webhook registration (reference §3.2, §3.5): also needs X-Merchant-Code.
    const merchantOk = (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers['x-merchant-code'] === config.merchantCode) return true;
      error(reply, 403, 'no_permission', 'X-Merchant-Code header missing or unknown');
      return false;
    };
    const registration = (body: Record<string, unknown>, reply: FastifyReply) => {
      if (!isAbsoluteUrl(body.url)) {
        error(reply, 400, 'bad_data', 'url: invalid url');
        return null;
      }
      const header = body.header as { title?: unknown; value?: unknown } | undefined;
      if (header !== undefined && (typeof header.title !== 'string' || typeof header.value !== 'string')) {
        error(reply, 400, 'bad_data', 'header: title and value required');
        return null;
      }
      return {
        url: body.url,
        is_test: body.is_test !== false,
        header: header ? { title: header.title as string, value: header.value as string } : undefined,
      };
    };
    app.post('/api/v1/webhooks', async (request, reply) => {
      if (!merchantOk(request, reply)) return reply;
      const input = registration((request.body ?? {}) as Record<string, unknown>, reply);
      if (!input) return reply;
      if (webhooks.length >= MAX_WEBHOOKS) return error(reply, 400, 'bad_data', 'at most 4 webhooks per merchant code');
      const created = { id: randomUUID(), ...input };
      webhooks.push(created);
      return created;
    });
    app.get('/api/v1/webhooks', async (request, reply) => {
      if (!merchantOk(request, reply)) return reply;
      return webhooks;
    });
    app.get('/api/v1/webhooks/:id', async (request, reply) => {
      if (!merchantOk(request, reply)) return reply;
      const found = webhooks.find((w) => w.id === (request.params as { id: string }).id);
      return found ?? error(reply, 404, 'not_found', 'webhook not found');
    });
    app.put('/api/v1/webhooks/:id', async (request, reply) => {
      if (!merchantOk(request, reply)) return reply;
      const found = webhooks.find((w) => w.id === (request.params as { id: string }).id);
      if (!found) return error(reply, 404, 'not_found', 'webhook not found');
      const input = registration((request.body ?? {}) as Record<string, unknown>, reply);
      if (!input) return reply;
      Object.assign(found, input);
      return found;
    });
    app.delete('/api/v1/webhooks/:id', async (request, reply) => {
      if (!merchantOk(request, reply)) return reply;
      const index = webhooks.findIndex((w) => w.id === (request.params as { id: string }).id);
      if (index < 0) return error(reply, 404, 'not_found', 'webhook not found');
      webhooks.splice(index, 1);
      return reply.code(204).send();
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Hosted payment page

  const langOf = (request: FastifyRequest, s: SessionRecord): PageLanguage => {
    const asked = (request.query as { lang?: unknown }).lang ?? (request.body as { lang?: unknown } | undefined)?.lang;
    return asked === 'ar' || asked === 'en' ? asked : s.lang;
  };

  function sendPage(
    reply: FastifyReply,
    status: number,
    s: SessionRecord | null,
    lang: PageLanguage,
    body: string,
    title: string,
  ) {
    const m = messages[lang];
    const other = lang === 'ar' ? 'en' : 'ar';
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy(s ? Object.values(s.merchantUrls) : []))
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        pageShell({
          lang,
          title,
          brand: m.brand,
          accent: '#00634a',
          switchHref: s ? `?lang=${other}` : undefined,
          switchText: m.switchText,
          switchLabel: m.switchLabel,
          body,
        }),
      );
  }

  function messagePage(
    reply: FastifyReply,
    status: number,
    s: SessionRecord | null,
    lang: PageLanguage,
    title: string,
    text: string,
    back?: string,
  ) {
    const m = messages[lang];
    const link = back ? `<p><a href="${html(back)}">${html(m.back)}</a></p>` : '';
    return sendPage(reply, status, s, lang, `<h1>${html(title)}</h1>\n<p>${html(text)}</p>\n${link}`, title);
  }

  function paymentPage(reply: FastifyReply, s: SessionRecord, p: PaymentRecord, lang: PageLanguage, wrongOtp: boolean) {
    const m = messages[lang];
    const parts = instalments(p.amount);
    const created = new Date(clock.nowMs());
    const schedule = parts
      .map((part, index) => {
        const due = new Date(created);
        due.setUTCMonth(due.getUTCMonth() + index);
        const when = index === 0 ? m.today : formatDate(due, lang);
        return `<li>${html(when)}: <strong>${html(formatSar(part, lang))}</strong></li>`;
      })
      .join('\n');
    const phone = maskPhone(typeof p.buyer.phone === 'string' ? p.buyer.phone : '');
    const errorLine = wrongOtp ? `<p id="otp-error" class="error" role="alert">${html(m.wrongOtp)}</p>` : '';
    const body = `<h1>${html(m.title)}</h1>
<p class="notice">${html(m.sandbox)} <bdi dir="ltr" class="code">${html(config.otp)}</bdi></p>
<section class="card" aria-labelledby="summary">
<h2 id="summary">${html(m.merchant)}</h2>
<p>${html(m.total)}: <span class="total">${html(formatSar(p.amount, lang))}</span></p>
<h2>${html(m.schedule)}</h2>
<ol>
${schedule}
</ol>
</section>
<form method="post" action="">
<input type="hidden" name="lang" value="${lang}">
<p>${html(m.sent('\u0000')).replace('\u0000', `<bdi dir="ltr">${html(phone)}</bdi>`)}</p>
<label for="otp">${html(m.otpLabel)}</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="4" pattern="[0-9]{4}" aria-describedby="otp-hint${wrongOtp ? ' otp-error' : ''}"${wrongOtp ? ' aria-invalid="true" autofocus' : ''}>
<p id="otp-hint" class="hint">${html(m.otpHint)}</p>
${errorLine}
<button type="submit" class="primary" name="action" value="pay">${html(m.pay(formatSar(parts[0] ?? 0, lang)))}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${html(m.cancel)}</button>
</form>`;
    return sendPage(reply, wrongOtp ? 422 : 200, s, lang, body, m.title);
  }

  /** Every state the page can be in other than "waiting for the OTP". */
  function pageState(reply: FastifyReply, s: SessionRecord, p: PaymentRecord, lang: PageLanguage) {
    const m = messages[lang];
    if (s.status === 'rejected' && s.rejection) {
      return messagePage(
        reply,
        200,
        s,
        lang,
        m.rejectedTitle,
        TABBY_REJECTION_MESSAGES[s.rejection][lang],
        s.merchantUrls.failure,
      );
    }
    if (p.status !== 'CREATED') {
      const back =
        p.status === 'AUTHORIZED' || p.status === 'CLOSED'
          ? s.merchantUrls.success
          : p.status === 'REJECTED'
            ? s.merchantUrls.failure
            : s.merchantUrls.cancel;
      if (p.status === 'EXPIRED' && s.status !== 'expired') s.status = 'expired';
      if (p.status === 'EXPIRED')
        return messagePage(reply, 410, s, lang, m.expiredTitle, m.expiredText, s.merchantUrls.cancel);
      return messagePage(reply, 409, s, lang, m.doneTitle, m.doneText, back);
    }
    if (s.status === 'expired')
      return messagePage(reply, 410, s, lang, m.expiredTitle, m.expiredText, s.merchantUrls.cancel);
    return null;
  }

  function sendOtp(s: SessionRecord, p: PaymentRecord): void {
    if (s.otpSent || !options.outbox) return;
    s.otpSent = true;
    const digits = typeof p.buyer.phone === 'string' ? p.buyer.phone.replace(/\D/g, '') : '';
    if (!digits) return;
    const to = `966${digits.slice(-9)}`;
    options.outbox.record({
      id: `tabby-otp-${s.id}`,
      channel: 'sms',
      to,
      subject: null,
      text: messages[s.lang].sms(config.otp),
      html: null,
      createdAt: clock.now().toISOString(),
    });
  }

  const pages = async (app: FastifyInstance) => {
    ensureFormParser(app);
    app.get('/hpp/:sessionId', async (request, reply) => {
      const s = findSession((request.params as { sessionId: string }).sessionId);
      const lang0 = (request.query as { lang?: unknown }).lang === 'ar' ? 'ar' : 'en';
      if (!s) return messagePage(reply, 404, null, lang0, messages[lang0].notFoundTitle, messages[lang0].notFoundText);
      const lang = langOf(request, s);
      const p = payments.get(s.paymentId) as PaymentRecord;
      const other = pageState(reply, s, p, lang);
      if (other) return other;
      sendOtp(s, p);
      return paymentPage(reply, s, p, lang, false);
    });

    app.post('/hpp/:sessionId', async (request, reply) => {
      const s = findSession((request.params as { sessionId: string }).sessionId);
      const lang0 = (request.body as { lang?: unknown } | undefined)?.lang === 'ar' ? 'ar' : 'en';
      if (!s) return messagePage(reply, 404, null, lang0, messages[lang0].notFoundTitle, messages[lang0].notFoundText);
      const lang = langOf(request, s);
      const p = payments.get(s.paymentId) as PaymentRecord;
      const other = pageState(reply, s, p, lang);
      if (other) return other;
      const form = (request.body ?? {}) as { action?: unknown; otp?: unknown };
      let outcome: Outcome;
      if (form.action === 'cancel') outcome = 'cancel';
      else {
        const otp = typeof form.otp === 'string' ? form.otp.trim() : '';
        if (otp !== config.otp) {
          s.wrongOtps += 1;
          if (s.wrongOtps < MAX_WRONG_OTPS) return paymentPage(reply, s, p, lang, true);
          outcome = 'reject';
        } else outcome = 'pay';
      }
      const { url } = complete(s, outcome);
      if (!url) return pageState(reply, s, p, lang);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Test control (reference §10): drive the page without a browser, tamper, configure.

  const sim = async (app: FastifyInstance) => {
    registerSimRoutes(app, { clock, dispatcher, provider: 'tabby', reset });
    const completeRoute = async (request: FastifyRequest, reply: FastifyReply) => {
      const s = findSession((request.params as { id: string }).id);
      if (!s) return reply.code(404).send({ message: 'Session not found' });
      const p = payments.get(s.paymentId) as PaymentRecord;
      if (s.status !== 'created' || p.status !== 'CREATED') {
        return reply.code(409).send({ message: `Session is ${s.status}, payment ${p.status}` });
      }
      const outcome = String(((request.body ?? {}) as { outcome?: unknown }).outcome ?? '');
      const mapped: Outcome | undefined = (
        {
          success: 'pay',
          approve: 'pay',
          approved: 'pay',
          authorized: 'pay',
          pay: 'pay',
          failure: 'reject',
          reject: 'reject',
          rejected: 'reject',
          declined: 'reject',
          cancel: 'cancel',
          canceled: 'cancel',
          cancelled: 'cancel',
        } as Record<string, Outcome>
      )[outcome];
      if (!mapped) return reply.code(400).send({ message: 'outcome must be success, failure or cancel' });
      const { url, payment } = complete(s, mapped);
      return { redirect_url: url, payment: serialize(payment) };
    };
    app.post('/__sim/tabby/hpp/:id/complete', completeRoute);
    app.post('/__sim/hpp/:id/complete', completeRoute);

    app.post('/__sim/tabby/payments/:id/amount', async (request, reply) => {
      const p = payments.get((request.params as { id: string }).id);
      if (!p) return reply.code(404).send({ message: 'Payment not found' });
      const amount = parseDecimal(((request.body ?? {}) as { amount?: unknown }).amount);
      if (amount === null || amount <= 0) return reply.code(400).send({ message: 'amount must be a decimal string' });
      p.amount = amount;
      return serialize(p);
    });

    app.get('/__sim/tabby/state/:id', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      const s = findSession(id);
      const p = s ? payments.get(s.paymentId) : findPayment(id);
      if (!p) return reply.code(404).send({ message: 'Not found' });
      return { session: s ? sessionBody(s) : null, payment: serialize(p) };
    });

    app.get('/__sim/tabby/config', async () => config);
    app.put('/__sim/tabby/config', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      for (const key of ['minAmount', 'maxAmount'] as const) {
        if (body[key] === undefined) continue;
        const value = Number(body[key]);
        if (!Number.isSafeInteger(value) || value < 0) return reply.code(400).send({ message: `${key}: halalas` });
        config[key] = value;
      }
      if (body.blockedPhones !== undefined) {
        if (!Array.isArray(body.blockedPhones)) return reply.code(400).send({ message: 'blockedPhones: array' });
        config.blockedPhones = body.blockedPhones.map(String);
      }
      return config;
    });
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) options.logger?.error({ err }, 'tabby sandbox failed');
      return error(
        reply,
        status,
        status === 500 ? 'internal' : 'bad_data',
        status === 500 ? 'internal error' : err.message,
      );
    });
    await app.register(api);
    await app.register(pages);
    await app.register(sim);
  };

  const loopback = await listenLoopback(plugin);

  return {
    provider: 'tabby',
    plugin,
    baseUrl: loopback.baseUrl,
    clock,
    dispatcher,
    config,
    setWebhookTarget(url: string) {
      target = { id: 'default', url, is_test: true, header: { ...config.webhookHeader } };
    },
    adapterOptions: () => ({
      baseUrl: loopback.baseUrl,
      secretKey: config.secretKey,
      merchantCode: config.merchantCode,
      webhookHeader: { ...config.webhookHeader },
    }),
    payment(id: string) {
      const p = findPayment(id);
      return p ? serialize(p) : undefined;
    },
    async close() {
      for (const cancel of cancels) cancel();
      cancels.clear();
      await loopback.close();
    },
  };
}
