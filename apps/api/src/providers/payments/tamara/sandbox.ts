/**
 * Offline Tamara (reference/payment-providers.md §4 and §10): payment types and pre-check, checkout
 * sessions, order authorise / capture / cancel / simplified refund, order notifications signed as
 * HS256 JWTs with the notification token, and a hosted page, on a loopback listener for the adapter
 * and mountable by the app under `/sandbox/tamara` for the browser (same plugin, same state).
 *
 * Test identities (reference §4.6): phone `526422337` → declined on the page; any other Saudi mobile
 * (e.g. `544337866`) → approved. The page shows the one-time code on screen after "Send code", as
 * Tamara's sandbox does (and writes it to the dev outbox). `PAY_BY_INSTALMENTS` from 18.50 SAR
 * (`min_limit`, spec §9) to a configurable `max_limit`. Sessions expire after 30 min; an approved
 * order not authorised within 72 h expires; authorised orders are auto-captured after 21 days (all
 * on the sandbox clock).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
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
import { parseDecimal } from '../tabby/money';
import { formatSar, html, maskPhone, type PageLanguage, pagePolicy, pageShell } from '../tabby/page';
import type { PaymentSandbox } from '../types';
import { type TamaraOrder, type TamaraProviderOptions, tamaraAmount } from './provider';

export interface TamaraSandboxConfig {
  apiToken: string;
  notificationToken: string;
  /** `PAY_BY_INSTALMENTS` limits in halalas. */
  minLimit: number;
  maxLimit: number;
  instalments: number[];
  /** Phones refused by the pre-check (`has_available_payment_options: false`). */
  blockedPhones: string[];
  /** Phones declined on the hosted page. */
  declinedPhones: string[];
  /** The `iss` claim of notification tokens (Tamara's exact value is not documented). */
  issuer: string;
  sessionTtlMs: number;
  authoriseWithinMs: number;
  autoCaptureMs: number;
  /**
   * Where the browser reaches this sandbox's pages. Default: `{publicBaseUrl}/sandbox/tamara`, or the
   * same-origin path `/sandbox/tamara` (the app's mount).
   */
  publicUrl?: string;
}

/** Where the app mounts this sandbox for the browser (its pages' addresses start with it). */
export const TAMARA_SANDBOX_PATH = '/sandbox/tamara';

export const TAMARA_SANDBOX_DEFAULTS: TamaraSandboxConfig = Object.freeze({
  apiToken: 'tamara-sandbox-api-token',
  notificationToken: 'tamara-sandbox-notification-token',
  minLimit: 1_850,
  maxLimit: 500_000,
  instalments: [3],
  blockedPhones: [],
  declinedPhones: ['526422337'],
  issuer: 'Tamara',
  sessionTtlMs: 30 * 60_000,
  authoriseWithinMs: 72 * 3_600_000,
  autoCaptureMs: 21 * 24 * 3_600_000,
}) as TamaraSandboxConfig;

export const TAMARA_TEST_IDENTITIES = {
  approved: { phone: '+966544337866' },
  declined: { phone: '+966526422337' },
} as const;

export interface TamaraSandboxOptions {
  outbox?: Pick<MemoryOutbox, 'record'>;
  logger?: ProviderLogger;
  clock?: SimClock;
  dispatcher?: WebhookDispatcher;
  config?: Partial<TamaraSandboxConfig>;
  /** The store's public origin: pages are then `{publicBaseUrl}/sandbox/tamara/hpp/…` unless `config.publicUrl` says otherwise. */
  publicBaseUrl?: string;
}

export interface TamaraSandbox extends PaymentSandbox {
  readonly provider: 'tamara';
  baseUrl: string;
  clock: SimClock;
  dispatcher: WebhookDispatcher;
  config: TamaraSandboxConfig;
  adapterOptions(): TamaraProviderOptions;
  order(id: string): TamaraOrder | undefined;
  /** A notification token as Tamara signs it (tests: expired or forged variants). */
  signNotification(options?: { iatMs?: number; key?: string }): Promise<string>;
  /** Resolves when every notification caused so far is queued and no delivery is in flight. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Status =
  | 'new'
  | 'approved'
  | 'declined'
  | 'authorised'
  | 'partially_captured'
  | 'fully_captured'
  | 'partially_refunded'
  | 'fully_refunded'
  | 'canceled'
  | 'expired';

interface Movement {
  id: string;
  amount: number;
  created_at: string;
  comment?: string;
}

interface OrderRecord {
  orderId: string;
  checkoutId: string;
  referenceId: string;
  orderNumber: string;
  status: Status;
  total: number;
  tax: number;
  shipping: number;
  discount: number;
  body: Record<string, unknown>;
  merchantUrl: { success?: string; failure?: string; cancel?: string; notification?: string };
  lang: PageLanguage;
  createdAtMs: number;
  expiresAtMs: number;
  approvedAtMs: number | null;
  authorisedAtMs: number | null;
  captures: Movement[];
  refunds: Movement[];
  cancels: Movement[];
  otp: { phone: string; code: string } | null;
  wrongOtps: number;
}

interface WebhookRegistration {
  id: string;
  url: string;
  events: string[];
  headers: Record<string, string>;
}

/** Required keys of `POST /checkout` (reference §4.3), nested ones by dotted path. */
const REQUIRED = [
  'order_reference_id',
  'country_code',
  'description',
  'total_amount.amount',
  'total_amount.currency',
  'shipping_amount.amount',
  'tax_amount.amount',
  'consumer.first_name',
  'consumer.last_name',
  'consumer.phone_number',
  'consumer.email',
  'items',
  'merchant_url.success',
  'merchant_url.failure',
  'merchant_url.cancel',
  'merchant_url.notification',
  'shipping_address.first_name',
  'shipping_address.last_name',
  'shipping_address.line1',
  'shipping_address.city',
  'shipping_address.country_code',
  'payment_type',
  'instalments',
  'risk_assessment',
];

const MAX_WRONG_OTPS = 3;

const messages = {
  en: {
    brand: 'tamara',
    title: 'Split your payment with Tamara',
    sandbox: 'Sandbox: no real money moves. Phone 526422337 is declined; any other Saudi mobile is approved.',
    total: 'Order total',
    plan: (n: number, amount: string) => `${n} interest-free payments, ${amount} today`,
    phoneLabel: 'Mobile number',
    phoneHint: '9 digits starting with 5, after +966',
    badPhone: 'Enter a Saudi mobile number: 9 digits starting with 5.',
    send: 'Send code',
    codeShown: 'Your one-time code (shown here by the sandbox):',
    sentTo: 'Code sent to',
    otpLabel: 'One-time code',
    otpHint: '4 digits',
    wrongOtp: 'That code is not correct. Check it and try again.',
    confirm: 'Confirm and pay',
    cancel: 'Cancel and return to the store',
    expiredTitle: 'This Tamara checkout has expired',
    expiredText: 'Checkout sessions last 30 minutes. Go back to the store and choose Tamara again.',
    back: 'Return to the store',
    doneTitle: 'This checkout is already complete',
    doneText: 'Nothing more to do here.',
    notFoundTitle: 'Checkout not found',
    notFoundText: 'The link is not a Tamara checkout of this sandbox.',
    switchText: 'العربية',
    switchLabel: 'اعرض الصفحة بالعربية',
    sms: (code: string) => `Tamara: your verification code is ${code}`,
  },
  ar: {
    brand: 'تمارا',
    title: 'قسّم دفعتك مع تمارا',
    sandbox: 'بيئة تجريبية: لا تنتقل أي أموال حقيقية. الرقم 526422337 مرفوض، وأي رقم جوال سعودي آخر مقبول.',
    total: 'إجمالي الطلب',
    plan: (n: number, amount: string) => `${n} دفعات بدون فوائد، ${amount} اليوم`,
    phoneLabel: 'رقم الجوال',
    phoneHint: '9 أرقام تبدأ بالرقم 5، بعد ‎+966',
    badPhone: 'أدخل رقم جوال سعوديا من 9 أرقام يبدأ بالرقم 5.',
    send: 'أرسل الرمز',
    codeShown: 'رمز التحقق لمرة واحدة (تعرضه البيئة التجريبية هنا):',
    sentTo: 'أُرسل الرمز إلى',
    otpLabel: 'رمز التحقق',
    otpHint: '4 أرقام',
    wrongOtp: 'الرمز غير صحيح. تحقق منه وحاول مرة أخرى.',
    confirm: 'تأكيد والدفع',
    cancel: 'إلغاء والعودة إلى المتجر',
    expiredTitle: 'انتهت صلاحية جلسة الدفع مع تمارا',
    expiredText: 'تبقى جلسة الدفع 30 دقيقة. عد إلى المتجر واختر تمارا مرة أخرى.',
    back: 'العودة إلى المتجر',
    doneTitle: 'اكتملت عملية الدفع هذه من قبل',
    doneText: 'لا يلزم أي إجراء آخر هنا.',
    notFoundTitle: 'جلسة الدفع غير موجودة',
    notFoundText: 'الرابط ليس جلسة دفع تمارا في هذه البيئة التجريبية.',
    switchText: 'English',
    switchLabel: 'Show this page in English',
    sms: (code: string) => `تمارا: رمز التحقق الخاص بك هو ${code}`,
  },
} as const;

/** The nine digits of a Saudi mobile (`+9665…`, `9665…`, `05…`, `5…`), or null. */
export function tamaraLocalPhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
  const local = digits.startsWith('966') ? digits.slice(3) : digits.replace(/^0/, '');
  return /^5\d{8}$/.test(local) ? local : null;
}

const get = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);

const missingValue = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const isAbsoluteUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const fail = (reply: FastifyReply, status: number, message: string, errors: Array<Record<string, unknown>> = []) =>
  reply.code(status).send({ message, errors });

const moneyOf = (halalas: number) => ({ amount: tamaraAmount(halalas), currency: 'SAR' });

export async function createTamaraSandbox(options: TamaraSandboxOptions = {}): Promise<TamaraSandbox> {
  const { clock, dispatcher } = resolveKit(options);
  const config: TamaraSandboxConfig = {
    ...TAMARA_SANDBOX_DEFAULTS,
    ...options.config,
    instalments: [...(options.config?.instalments ?? TAMARA_SANDBOX_DEFAULTS.instalments)],
    blockedPhones: [...(options.config?.blockedPhones ?? TAMARA_SANDBOX_DEFAULTS.blockedPhones)],
    declinedPhones: [...(options.config?.declinedPhones ?? TAMARA_SANDBOX_DEFAULTS.declinedPhones)],
  };
  const orders = new Map<string, OrderRecord>();
  const webhooks: WebhookRegistration[] = [];
  let target: string | null = null;
  const cancels = new Set<() => void>();

  const pagesBase = () =>
    (config.publicUrl ?? `${(options.publicBaseUrl ?? '').replace(/\/+$/, '')}${TAMARA_SANDBOX_PATH}`).replace(
      /\/+$/,
      '',
    );
  const sumOf = (list: Movement[]) => list.reduce((t, m) => t + m.amount, 0);

  function serialize(o: OrderRecord): TamaraOrder & Record<string, unknown> {
    const b = o.body;
    return {
      order_id: o.orderId,
      order_reference_id: o.referenceId,
      order_number: o.orderNumber,
      status: o.status,
      description: b.description,
      payment_type: b.payment_type,
      instalments: b.instalments,
      locale: b.locale,
      total_amount: moneyOf(o.total),
      tax_amount: moneyOf(o.tax),
      shipping_amount: moneyOf(o.shipping),
      discount_amount: moneyOf(o.discount),
      captured_amount: moneyOf(sumOf(o.captures)),
      refunded_amount: moneyOf(sumOf(o.refunds)),
      canceled_amount: moneyOf(sumOf(o.cancels)),
      paid_amount: moneyOf(o.approvedAtMs === null ? 0 : Math.ceil(o.total / Number(b.instalments ?? 3))),
      consumer: b.consumer,
      shipping_address: b.shipping_address,
      items: b.items,
      discount: b.discount,
      risk_assessment: b.risk_assessment,
      created_at: new Date(o.createdAtMs).toISOString(),
      expires_at: new Date(o.expiresAtMs).toISOString(),
      transactions: {
        captures: o.captures.map((c) => ({
          capture_id: c.id,
          total_amount: moneyOf(c.amount),
          created_at: c.created_at,
        })),
        refunds: o.refunds.map((r) => ({
          refund_id: r.id,
          total_amount: moneyOf(r.amount),
          comment: r.comment,
          created_at: r.created_at,
        })),
        cancels: o.cancels.map((c) => ({ cancel_id: c.id, total_amount: moneyOf(c.amount), created_at: c.created_at })),
      },
    };
  }

  async function signNotification(input: { iatMs?: number; key?: string } = {}): Promise<string> {
    const iat = Math.floor((input.iatMs ?? clock.nowMs()) / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .setIssuer(config.issuer)
      .sign(new TextEncoder().encode(input.key ?? config.notificationToken));
  }

  /** POSTs `{order_id, …, event_type, data}` to `notification?tamaraToken=<JWT>` with the same JWT as Bearer. */
  async function notify(o: OrderRecord, eventType: string): Promise<void> {
    // The merchant's registered webhooks (the portal's, i.e. `setWebhookTarget`, and `POST /webhooks`)
    // get the events; the checkout's `merchant_url.notification` only when none is registered.
    const urls = new Set<string>();
    if (target) urls.add(target);
    for (const w of webhooks) if (w.events.length === 0 || w.events.includes(eventType)) urls.add(w.url);
    if (target === null && webhooks.length === 0 && o.merchantUrl.notification) urls.add(o.merchantUrl.notification);
    if (urls.size === 0) return;
    const body = JSON.stringify({
      order_id: o.orderId,
      order_reference_id: o.referenceId,
      order_number: o.orderNumber,
      event_type: eventType,
      data: [],
    });
    const token = await signNotification();
    const forgedToken = await signNotification({ key: `forged-${randomUUID()}` });
    const request = (jwt: string, url: string) => {
      const withToken = new URL(url);
      withToken.searchParams.set('tamaraToken', jwt);
      const extra = webhooks.find((w) => w.url === url)?.headers ?? {};
      return {
        url: withToken.toString(),
        headers: { ...extra, 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      };
    };
    for (const url of urls) {
      const genuine = request(token, url);
      const forged = request(forgedToken, url);
      dispatcher.send({
        provider: 'tamara',
        event: eventType,
        ref: o.orderId,
        url: genuine.url,
        headers: genuine.headers,
        body,
        // The dispatcher keeps the URL; the forged variant differs in the header (the query keeps the genuine token).
        forge: () => ({ headers: forged.headers, body }),
      });
    }
  }

  // Signing is asynchronous: answers wait for the notifications they caused to be queued (onSend
  // hook below), so a caller that saw the answer finds the delivery in the dispatcher.
  const pending = new Set<Promise<void>>();
  const emit = (o: OrderRecord, eventType: string) => {
    const queued = notify(o, eventType).catch((error) =>
      options.logger?.error({ err: error }, 'tamara sandbox notification failed'),
    );
    pending.add(queued);
    void queued.finally(() => pending.delete(queued));
  };
  const queued = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  function later(fn: () => void, ms: number): void {
    let cancel: () => void = () => {};
    cancel = clock.setTimeout(() => {
      cancels.delete(cancel);
      fn();
    }, ms);
    cancels.add(cancel);
  }

  /** What time did to an order (session expiry, 72 h authorise window, auto-capture). */
  function settle(o: OrderRecord): OrderRecord {
    const now = clock.nowMs();
    if (o.status === 'new' && now >= o.expiresAtMs) {
      o.status = 'expired';
      emit(o, 'order_expired');
    } else if (o.status === 'approved' && o.approvedAtMs !== null && now >= o.approvedAtMs + config.authoriseWithinMs) {
      o.status = 'expired';
      emit(o, 'order_expired');
    } else if (
      (o.status === 'authorised' || o.status === 'partially_captured') &&
      o.authorisedAtMs !== null &&
      now >= o.authorisedAtMs + config.autoCaptureMs
    ) {
      const rest = o.total - sumOf(o.captures);
      if (rest > 0) o.captures.push({ id: randomUUID(), amount: rest, created_at: clock.now().toISOString() });
      o.status = 'fully_captured';
      emit(o, 'order_captured');
    }
    return o;
  }

  const findOrder = (id: string) => {
    const o = orders.get(id) ?? [...orders.values()].find((c) => c.checkoutId === id);
    return o ? settle(o) : undefined;
  };

  type Outcome = 'approve' | 'decline' | 'cancel';

  function complete(o: OrderRecord, outcome: Outcome, phone: string | null): { url: string | null } {
    let status: string;
    let next: 'success' | 'failure' | 'cancel';
    const declinedPhone = phone !== null && config.declinedPhones.map(tamaraLocalPhone).includes(phone);
    if (outcome === 'cancel') {
      o.status = 'canceled';
      emit(o, 'order_canceled');
      status = 'cancelled';
      next = 'cancel';
    } else if (outcome === 'decline' || declinedPhone) {
      o.status = 'declined';
      emit(o, 'order_declined');
      status = 'declined';
      next = 'failure';
    } else {
      o.status = 'approved';
      o.approvedAtMs = clock.nowMs();
      later(() => settle(o), config.authoriseWithinMs);
      emit(o, 'order_approved');
      status = 'approved';
      next = 'success';
    }
    const base = o.merchantUrl[next];
    if (!base) return { url: null };
    const url = new URL(base);
    url.searchParams.set('orderId', o.orderId);
    url.searchParams.set('paymentStatus', status);
    return { url: url.toString() };
  }

  function reset(): void {
    for (const cancel of cancels) cancel();
    cancels.clear();
    orders.clear();
    webhooks.length = 0;
  }

  // ---------------------------------------------------------------------------------------------
  // API

  const api = async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${config.apiToken}`) {
        return fail(reply, 401, 'Unauthorized', [{ error_code: 'unauthorized' }]);
      }
    });

    const paymentType = () => ({
      name: 'PAY_BY_INSTALMENTS',
      description: 'Pay in instalments',
      description_ar: 'الدفع بالتقسيط',
      min_limit: moneyOf(config.minLimit),
      max_limit: moneyOf(config.maxLimit),
      supported_instalments: config.instalments.map((n) => ({
        instalments: n,
        min_limit: moneyOf(config.minLimit),
        max_limit: moneyOf(config.maxLimit),
      })),
    });

    app.get('/checkout/payment-types', async (request) => {
      const query = request.query as { country?: string; currency?: string };
      if ((query.country ?? 'SA') !== 'SA' || (query.currency ?? 'SAR') !== 'SAR') return [];
      return [paymentType()];
    });

    app.post('/checkout/payment-options-pre-check', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const missing = ['country', 'phone_number', 'order_value.amount', 'order_value.currency'].filter((k) =>
        missingValue(get(body, k)),
      );
      if (missing.length > 0) {
        return fail(
          reply,
          400,
          `Missing required fields: ${missing.join(', ')}`,
          missing.map((field) => ({ error_code: 'required', field })),
        );
      }
      const amount = parseDecimal(get(body, 'order_value.amount'));
      const phone = tamaraLocalPhone(body.phone_number);
      const blocked = config.blockedPhones.map(tamaraLocalPhone);
      const ok =
        body.country === 'SA' &&
        get(body, 'order_value.currency') === 'SAR' &&
        amount !== null &&
        amount >= config.minLimit &&
        amount <= config.maxLimit &&
        phone !== null &&
        !blocked.includes(phone);
      return {
        has_available_payment_options: ok,
        single_checkout_enabled: false,
        available_payment_labels: ok
          ? config.instalments.map((n) => ({
              payment_type: 'PAY_BY_INSTALMENTS',
              instalment: n,
              description_en: `Split in ${n}`,
              description_ar: `قسّمها على ${n}`,
            }))
          : [],
      };
    });

    app.post('/checkout', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const missing = REQUIRED.filter((k) => missingValue(get(body, k)));
      if (missing.length > 0) {
        return fail(
          reply,
          400,
          `Missing required fields: ${missing.join(', ')}`,
          missing.map((field) => ({ error_code: 'required', field })),
        );
      }
      const invalid: Array<Record<string, unknown>> = [];
      if (body.country_code !== 'SA') invalid.push({ error_code: 'invalid', field: 'country_code' });
      if (get(body, 'total_amount.currency') !== 'SAR')
        invalid.push({ error_code: 'invalid', field: 'total_amount.currency' });
      if (body.payment_type !== 'PAY_BY_INSTALMENTS' && body.payment_type !== 'PAY_NOW') {
        invalid.push({ error_code: 'invalid', field: 'payment_type' });
      }
      if (body.locale !== undefined && body.locale !== 'ar_SA' && body.locale !== 'en_US') {
        invalid.push({ error_code: 'invalid', field: 'locale' });
      }
      if (!Array.isArray(body.items)) invalid.push({ error_code: 'invalid', field: 'items' });
      for (const key of ['success', 'failure', 'cancel', 'notification']) {
        if (!isAbsoluteUrl(get(body, `merchant_url.${key}`)))
          invalid.push({ error_code: 'invalid', field: `merchant_url.${key}` });
      }
      if (tamaraLocalPhone(get(body, 'consumer.phone_number')) === null) {
        invalid.push({ error_code: 'invalid', field: 'consumer.phone_number' });
      }
      const total = parseDecimal(get(body, 'total_amount.amount'));
      const tax = parseDecimal(get(body, 'tax_amount.amount'));
      const shipping = parseDecimal(get(body, 'shipping_amount.amount'));
      const discount = body.discount === undefined ? 0 : parseDecimal(get(body, 'discount.amount.amount'));
      if (total === null || total <= 0) invalid.push({ error_code: 'invalid', field: 'total_amount.amount' });
      if (tax === null) invalid.push({ error_code: 'invalid', field: 'tax_amount.amount' });
      if (shipping === null) invalid.push({ error_code: 'invalid', field: 'shipping_amount.amount' });
      if (discount === null) invalid.push({ error_code: 'invalid', field: 'discount.amount.amount' });
      if (invalid.length > 0) return fail(reply, 400, 'Invalid input', invalid);
      if ((total as number) < config.minLimit || (total as number) > config.maxLimit) {
        // Tamara's own code for this was not found (reference §11): a clearly-labelled sandbox code.
        return fail(reply, 400, 'The order total is outside the payment type limits (sandbox)', [
          {
            error_code: 'sandbox_total_amount_outside_limits',
            data: { min_limit: moneyOf(config.minLimit), max_limit: moneyOf(config.maxLimit) },
          },
        ]);
      }
      const now = clock.nowMs();
      const minutes = Number(body.expires_in_minutes ?? 30);
      const ttl =
        Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes * 60_000, config.sessionTtlMs) : config.sessionTtlMs;
      const o: OrderRecord = {
        orderId: randomUUID(),
        checkoutId: randomUUID(),
        referenceId: String(body.order_reference_id),
        orderNumber: String(body.order_number ?? body.order_reference_id),
        status: 'new',
        total: total as number,
        tax: tax as number,
        shipping: shipping as number,
        discount: discount as number,
        body,
        merchantUrl: body.merchant_url as OrderRecord['merchantUrl'],
        lang: body.locale === 'en_US' ? 'en' : 'ar',
        createdAtMs: now,
        expiresAtMs: now + ttl,
        approvedAtMs: null,
        authorisedAtMs: null,
        captures: [],
        refunds: [],
        cancels: [],
        otp: null,
        wrongOtps: 0,
      };
      orders.set(o.orderId, o);
      later(() => settle(o), ttl);
      return {
        order_id: o.orderId,
        checkout_id: o.checkoutId,
        checkout_url: `${pagesBase()}/hpp/${o.checkoutId}`,
        status: 'new',
      };
    });

    const orderOr404 = (request: FastifyRequest, reply: FastifyReply) => {
      const o = findOrder((request.params as { id: string }).id);
      if (!o) fail(reply, 404, 'Order not found', [{ error_code: 'order_not_found' }]);
      return o;
    };

    app.get('/merchants/orders/reference-id/:ref', async (request, reply) => {
      const ref = (request.params as { ref: string }).ref;
      const o = [...orders.values()].filter((c) => c.referenceId === ref).at(-1);
      if (!o) return fail(reply, 404, 'Order not found', [{ error_code: 'order_not_found' }]);
      return serialize(settle(o));
    });

    app.get('/merchants/orders/:id', async (request, reply) => {
      const o = orderOr404(request, reply);
      return o ? serialize(o) : reply;
    });

    app.post('/orders/:id/authorise', async (request, reply) => {
      const o = orderOr404(request, reply);
      if (!o) return reply;
      if (o.status !== 'approved') {
        return fail(reply, 409, `Order status is ${o.status}, authorise needs approved`, [
          { error_code: 'order_status_not_allowed' },
        ]);
      }
      o.status = 'authorised';
      o.authorisedAtMs = clock.nowMs();
      later(() => settle(o), config.autoCaptureMs);
      emit(o, 'order_authorised');
      return {
        order_id: o.orderId,
        status: 'authorised',
        order_expiry_time: new Date(o.authorisedAtMs + 90 * 24 * 3_600_000).toISOString(),
        payment_type: o.body.payment_type,
        auto_captured: false,
        authorized_amount: moneyOf(o.total),
        capture_id: null,
      };
    });

    app.post('/orders/:id/cancel', async (request, reply) => {
      const o = orderOr404(request, reply);
      if (!o) return reply;
      if (o.status !== 'approved' && o.status !== 'authorised') {
        return fail(reply, 409, `Order status is ${o.status}, cancel needs approved or authorised`, [
          { error_code: 'order_status_not_allowed' },
        ]);
      }
      const amount = parseDecimal(get(request.body, 'total_amount.amount')) ?? o.total;
      const cancel = { id: randomUUID(), amount, created_at: clock.now().toISOString() };
      o.cancels.push(cancel);
      o.status = 'canceled';
      emit(o, 'order_canceled');
      return { cancel_id: cancel.id, order_id: o.orderId, status: 'canceled', canceled_amount: moneyOf(amount) };
    });

    app.post('/payments/capture', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const missing = ['order_id', 'total_amount.amount', 'total_amount.currency', 'shipping_info'].filter((k) =>
        missingValue(get(body, k)),
      );
      if (missing.length > 0) {
        return fail(
          reply,
          400,
          `Missing required fields: ${missing.join(', ')}`,
          missing.map((field) => ({ error_code: 'required', field })),
        );
      }
      const o = findOrder(String(body.order_id));
      if (!o) return fail(reply, 404, 'Order not found', [{ error_code: 'order_not_found' }]);
      if (o.status !== 'authorised' && o.status !== 'partially_captured') {
        return fail(reply, 409, `Order status is ${o.status}, capture needs authorised`, [
          { error_code: 'order_status_not_allowed' },
        ]);
      }
      const amount = parseDecimal(get(body, 'total_amount.amount'));
      if (amount === null || amount <= 0)
        return fail(reply, 400, 'Invalid input', [{ error_code: 'invalid', field: 'total_amount.amount' }]);
      if (amount > o.total - sumOf(o.captures)) {
        return fail(reply, 400, 'Capture amount exceeds the authorised amount', [
          { error_code: 'capture_amount_exceeded' },
        ]);
      }
      const capture = { id: randomUUID(), amount, created_at: clock.now().toISOString() };
      o.captures.push(capture);
      o.status = sumOf(o.captures) === o.total ? 'fully_captured' : 'partially_captured';
      emit(o, 'order_captured');
      return { capture_id: capture.id, order_id: o.orderId, status: o.status, captured_amount: moneyOf(amount) };
    });

    app.post('/payments/simplified-refund/:id', async (request, reply) => {
      const o = orderOr404(request, reply);
      if (!o) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amount = parseDecimal(get(body, 'total_amount.amount'));
      if (amount === null || amount <= 0 || missingValue(body.comment)) {
        return fail(reply, 400, 'Invalid input', [{ error_code: 'invalid', field: 'total_amount.amount, comment' }]);
      }
      const captured = sumOf(o.captures);
      if (captured === 0) {
        return fail(reply, 409, `Order status is ${o.status}, refunds need a capture`, [
          { error_code: 'order_status_not_allowed' },
        ]);
      }
      if (amount > captured - sumOf(o.refunds)) {
        return fail(reply, 400, 'Refund amount exceeds the captured amount', [
          { error_code: 'refund_amount_exceeded' },
        ]);
      }
      const refund = { id: randomUUID(), amount, created_at: clock.now().toISOString(), comment: String(body.comment) };
      o.refunds.push(refund);
      o.status = sumOf(o.refunds) === captured ? 'fully_refunded' : 'partially_refunded';
      emit(o, 'order_refunded');
      return {
        order_id: o.orderId,
        refund_id: refund.id,
        capture_id: o.captures.at(-1)?.id,
        status: o.status,
        refunded_amount: moneyOf(amount),
      };
    });

    app.post('/webhooks', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.type !== 'order' || !isAbsoluteUrl(body.url)) {
        return fail(reply, 400, 'Invalid input', [{ error_code: 'invalid', field: 'type, url' }]);
      }
      const registration: WebhookRegistration = {
        id: randomUUID(),
        url: body.url,
        events: Array.isArray(body.events) ? body.events.map(String) : [],
        headers: (body.headers as Record<string, string>) ?? {},
      };
      webhooks.push(registration);
      return { webhook_id: registration.id };
    });
    app.get('/webhooks/:id', async (request, reply) => {
      const w = webhooks.find((c) => c.id === (request.params as { id: string }).id);
      if (!w) return fail(reply, 404, 'Webhook not found', [{ error_code: 'webhook_not_found' }]);
      return { webhook_id: w.id, type: 'order', url: w.url, events: w.events, headers: w.headers };
    });
    app.delete('/webhooks/:id', async (request, reply) => {
      const index = webhooks.findIndex((c) => c.id === (request.params as { id: string }).id);
      if (index < 0) return fail(reply, 404, 'Webhook not found', [{ error_code: 'webhook_not_found' }]);
      webhooks.splice(index, 1);
      return reply.code(204).send();
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Hosted page

  function sendPage(
    reply: FastifyReply,
    status: number,
    o: OrderRecord | null,
    lang: PageLanguage,
    title: string,
    body: string,
  ) {
    const m = messages[lang];
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy(o ? Object.values(o.merchantUrl) : []))
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        pageShell({
          lang,
          title,
          brand: m.brand,
          accent: '#5b21b6',
          switchHref: o ? `?lang=${lang === 'ar' ? 'en' : 'ar'}` : undefined,
          switchText: m.switchText,
          switchLabel: m.switchLabel,
          body,
        }),
      );
  }

  function messagePage(
    reply: FastifyReply,
    status: number,
    o: OrderRecord | null,
    lang: PageLanguage,
    title: string,
    text: string,
    back?: string,
  ) {
    const link = back ? `<p><a href="${html(back)}">${html(messages[lang].back)}</a></p>` : '';
    return sendPage(reply, status, o, lang, title, `<h1>${html(title)}</h1>\n<p>${html(text)}</p>\n${link}`);
  }

  function summary(o: OrderRecord, lang: PageLanguage): string {
    const m = messages[lang];
    const n = Number(o.body.instalments ?? 3) || 3;
    return `<section class="card" aria-labelledby="total">
<p id="total">${html(m.total)}: <span class="total">${html(formatSar(o.total, lang))}</span></p>
<p>${html(m.plan(n, formatSar(o.total - Math.floor(o.total / n) * (n - 1), lang)))}</p>
</section>`;
  }

  function phonePage(reply: FastifyReply, o: OrderRecord, lang: PageLanguage, phone: string, bad: boolean) {
    const m = messages[lang];
    const error = bad ? `<p id="phone-error" class="error" role="alert">${html(m.badPhone)}</p>` : '';
    const body = `<h1>${html(m.title)}</h1>
<p class="notice">${html(m.sandbox)}</p>
${summary(o, lang)}
<form method="post" action="">
<input type="hidden" name="lang" value="${lang}">
<label for="phone">${html(m.phoneLabel)}</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel-national" dir="ltr" maxlength="13" value="${html(phone)}" aria-describedby="phone-hint${bad ? ' phone-error' : ''}"${bad ? ' aria-invalid="true" autofocus' : ''}>
<p id="phone-hint" class="hint">${html(m.phoneHint)}</p>
${error}
<button type="submit" class="primary" name="action" value="send">${html(m.send)}</button>
<button type="submit" class="secondary" name="action" value="cancel">${html(m.cancel)}</button>
</form>`;
    return sendPage(reply, bad ? 422 : 200, o, lang, m.title, body);
  }

  function codePage(reply: FastifyReply, o: OrderRecord, lang: PageLanguage, wrong: boolean) {
    const m = messages[lang];
    const otp = o.otp as { phone: string; code: string };
    const error = wrong ? `<p id="otp-error" class="error" role="alert">${html(m.wrongOtp)}</p>` : '';
    const body = `<h1>${html(m.title)}</h1>
${summary(o, lang)}
<p>${html(m.sentTo)} <bdi dir="ltr">${html(maskPhone(otp.phone))}</bdi></p>
<p class="notice">${html(m.codeShown)} <bdi dir="ltr" class="code" data-testid="tamara-otp">${html(otp.code)}</bdi></p>
<form method="post" action="">
<input type="hidden" name="lang" value="${lang}">
<label for="otp">${html(m.otpLabel)}</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" dir="ltr" maxlength="4" aria-describedby="otp-hint${wrong ? ' otp-error' : ''}"${wrong ? ' aria-invalid="true" autofocus' : ''}>
<p id="otp-hint" class="hint">${html(m.otpHint)}</p>
${error}
<button type="submit" class="primary" name="action" value="verify">${html(m.confirm)}</button>
<button type="submit" class="secondary" name="action" value="cancel">${html(m.cancel)}</button>
</form>`;
    return sendPage(reply, wrong ? 422 : 200, o, lang, m.title, body);
  }

  function finished(reply: FastifyReply, o: OrderRecord, lang: PageLanguage) {
    const m = messages[lang];
    if (o.status === 'new') return null;
    if (o.status === 'expired')
      return messagePage(reply, 410, o, lang, m.expiredTitle, m.expiredText, o.merchantUrl.cancel);
    const back =
      o.status === 'declined'
        ? o.merchantUrl.failure
        : o.status === 'canceled'
          ? o.merchantUrl.cancel
          : o.merchantUrl.success;
    return messagePage(reply, 409, o, lang, m.doneTitle, m.doneText, back);
  }

  const langOf = (request: FastifyRequest, o: OrderRecord | undefined): PageLanguage => {
    const asked = (request.query as { lang?: unknown }).lang ?? (request.body as { lang?: unknown } | undefined)?.lang;
    return asked === 'ar' || asked === 'en' ? asked : (o?.lang ?? 'ar');
  };

  const pages = async (app: FastifyInstance) => {
    ensureFormParser(app);
    app.get('/hpp/:checkoutId', async (request, reply) => {
      const o = findOrder((request.params as { checkoutId: string }).checkoutId);
      const lang = langOf(request, o);
      if (!o) return messagePage(reply, 404, null, lang, messages[lang].notFoundTitle, messages[lang].notFoundText);
      const done = finished(reply, o, lang);
      if (done) return done;
      if (o.otp) return codePage(reply, o, lang, false);
      return phonePage(reply, o, lang, tamaraLocalPhone(get(o.body, 'consumer.phone_number')) ?? '', false);
    });

    app.post('/hpp/:checkoutId', async (request, reply) => {
      const o = findOrder((request.params as { checkoutId: string }).checkoutId);
      const lang = langOf(request, o);
      if (!o) return messagePage(reply, 404, null, lang, messages[lang].notFoundTitle, messages[lang].notFoundText);
      const done = finished(reply, o, lang);
      if (done) return done;
      const form = (request.body ?? {}) as { action?: unknown; phone?: unknown; otp?: unknown };
      let outcome: Outcome;
      if (form.action === 'cancel') outcome = 'cancel';
      else if (form.action === 'send') {
        const phone = tamaraLocalPhone(form.phone);
        if (!phone)
          return phonePage(reply, o, lang, typeof form.phone === 'string' ? form.phone.slice(0, 13) : '', true);
        o.otp = { phone, code: String(randomInt(0, 10_000)).padStart(4, '0') };
        o.wrongOtps = 0;
        options.outbox?.record({
          id: `tamara-otp-${o.orderId}-${randomUUID()}`,
          channel: 'sms',
          to: `966${phone}`,
          subject: null,
          text: messages[lang].sms(o.otp.code),
          html: null,
          createdAt: clock.now().toISOString(),
        });
        return codePage(reply, o, lang, false);
      } else if (form.action === 'verify' && o.otp) {
        const given = typeof form.otp === 'string' ? form.otp.trim() : '';
        if (given !== o.otp.code) {
          o.wrongOtps += 1;
          if (o.wrongOtps < MAX_WRONG_OTPS) return codePage(reply, o, lang, true);
          outcome = 'decline';
        } else outcome = 'approve';
      } else {
        return phonePage(reply, o, lang, tamaraLocalPhone(get(o.body, 'consumer.phone_number')) ?? '', false);
      }
      const { url } = complete(o, outcome, o.otp?.phone ?? null);
      if (!url) return finished(reply, o, lang);
      return reply.header('cache-control', 'no-store').redirect(url, 303);
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Test control

  const sim = async (app: FastifyInstance) => {
    registerSimRoutes(app, { clock, dispatcher, provider: 'tamara', reset });
    const completeRoute = async (request: FastifyRequest, reply: FastifyReply) => {
      const o = findOrder((request.params as { id: string }).id);
      if (!o) return reply.code(404).send({ message: 'Checkout not found' });
      if (o.status !== 'new') return reply.code(409).send({ message: `Order is ${o.status}` });
      const body = (request.body ?? {}) as { outcome?: unknown; phone?: unknown };
      const mapped: Outcome | undefined = (
        {
          approved: 'approve',
          approve: 'approve',
          success: 'approve',
          declined: 'decline',
          decline: 'decline',
          failure: 'decline',
          cancel: 'cancel',
          canceled: 'cancel',
          cancelled: 'cancel',
        } as Record<string, Outcome>
      )[String(body.outcome ?? '')];
      if (!mapped) return reply.code(400).send({ message: 'outcome must be approved, declined or cancel' });
      const phone = tamaraLocalPhone(body.phone) ?? tamaraLocalPhone(get(o.body, 'consumer.phone_number'));
      const { url } = complete(o, mapped, phone);
      return { redirect_url: url, order: serialize(o) };
    };
    app.post('/__sim/tamara/hpp/:id/complete', completeRoute);
    app.post('/__sim/hpp/:id/complete', completeRoute);

    app.post('/__sim/tamara/orders/:id/amount', async (request, reply) => {
      const o = findOrder((request.params as { id: string }).id);
      if (!o) return reply.code(404).send({ message: 'Order not found' });
      const amount = parseDecimal(((request.body ?? {}) as { amount?: unknown }).amount);
      if (amount === null || amount <= 0) return reply.code(400).send({ message: 'amount must be a decimal' });
      o.total = amount;
      return serialize(o);
    });

    app.get('/__sim/tamara/state/:id', async (request, reply) => {
      const o = findOrder((request.params as { id: string }).id);
      if (!o) return reply.code(404).send({ message: 'Order not found' });
      return { order: serialize(o), checkout_id: o.checkoutId, request: o.body };
    });

    app.get('/__sim/tamara/config', async () => config);
    app.put('/__sim/tamara/config', async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      for (const key of ['minLimit', 'maxLimit'] as const) {
        if (body[key] === undefined) continue;
        const value = Number(body[key]);
        if (!Number.isSafeInteger(value) || value < 0) return reply.code(400).send({ message: `${key}: halalas` });
        config[key] = value;
      }
      for (const key of ['blockedPhones', 'declinedPhones'] as const) {
        if (body[key] === undefined) continue;
        if (!Array.isArray(body[key])) return reply.code(400).send({ message: `${key}: array` });
        config[key] = (body[key] as unknown[]).map(String);
      }
      return config;
    });
  };

  const plugin: FastifyPluginAsync = async (app) => {
    app.setErrorHandler((err: { statusCode?: number; message: string }, _request, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      if (status === 500) options.logger?.error({ err }, 'tamara sandbox failed');
      return fail(reply, status, status === 500 ? 'Internal error' : err.message, [
        { error_code: status === 500 ? 'internal_error' : 'invalid' },
      ]);
    });
    app.addHook('onSend', async () => {
      await queued();
    });
    await app.register(api);
    await app.register(pages);
    await app.register(sim);
  };

  const loopback = await listenLoopback(plugin);

  return {
    provider: 'tamara',
    plugin,
    baseUrl: loopback.baseUrl,
    clock,
    dispatcher,
    config,
    setWebhookTarget(url: string) {
      target = url;
    },
    adapterOptions: () => ({
      baseUrl: loopback.baseUrl,
      apiToken: config.apiToken,
      notificationToken: config.notificationToken,
    }),
    order(id: string) {
      const o = findOrder(id);
      return o ? serialize(o) : undefined;
    },
    signNotification,
    async idle() {
      await queued();
      await dispatcher.idle();
    },
    async close() {
      for (const cancel of cancels) cancel();
      cancels.clear();
      await loopback.close();
    },
  };
}
