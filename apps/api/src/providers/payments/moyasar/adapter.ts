import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  InitiateInput,
  Money,
  OpContext,
  OrderSnapshot,
  PaymentProvider,
  PaymentStatus,
  ProviderId,
  ProviderPayment,
  WebhookInput,
  WebhookResult,
} from '../types';
import {
  type MoyasarErrorBody,
  type MoyasarPayment,
  type MoyasarWebhookBody,
  maskCardNumber,
  maskMobile,
  toLocalSaudiMobile,
} from './wire';

export const MOYASAR_API_BASE_URL = 'https://api.moyasar.com';

/** A refused or failed call to the gateway (HTTP status, Moyasar's error `type`, field errors). */
export class MoyasarApiError extends Error {
  override readonly name = 'MoyasarApiError';
  constructor(
    message: string,
    /** null when the gateway could not be reached (connection, time-out). */
    readonly status: number | null,
    readonly type: string,
    readonly errors: Record<string, string[]> | null = null,
  ) {
    super(message);
  }
}

export interface MoyasarOptions {
  /** `https://api.moyasar.com` in production; the sandbox's loopback URL otherwise (no `/v1`). */
  baseUrl: string;
  /** `sk_…`: HTTP Basic user name for every server call. */
  secretKey: string;
  /** `pk_…`: sent with Apple Pay merchant validation. */
  publishableKey?: string;
  /** The webhook's Secret Token (compared with `secret_token` in the body). */
  webhookSecret: string;
  applePay?: { merchantId?: string; displayName: string };
  timeoutMs?: number;
  /** Retries of a payment creation after a 5xx or a failed request (safe: same `given_id`). */
  createRetries?: number;
}

type MoyasarMethod = 'card' | 'applepay' | 'stcpay';

const PROVIDER_IDS: Record<MoyasarMethod, ProviderId> = {
  card: 'moyasar_card',
  applepay: 'moyasar_applepay',
  stcpay: 'moyasar_stcpay',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Moyasar's `given_id` must be a UUID: an idempotency key that is one already is used as it is,
 * any other key is hashed into a stable UUID-shaped value, so the same attempt always sends the
 * same `given_id`.
 */
export function toGivenId(idempotencyKey: string): string {
  if (UUID.test(idempotencyKey)) return idempotencyKey.toLowerCase();
  const hex = createHash('sha256').update(`moyasar-given-id:${idempotencyKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Reference §9: Moyasar statuses onto ours. */
export function mapMoyasarStatus(
  payment: Pick<MoyasarPayment, 'status' | 'amount' | 'refunded' | 'captured'>,
): PaymentStatus {
  switch (payment.status) {
    case 'initiated':
      return 'requires_action';
    case 'paid':
    case 'captured':
      return payment.refunded > 0 ? 'partially_refunded' : 'captured';
    case 'authorized':
    case 'verified':
      return 'authorized';
    case 'failed':
      return 'failed';
    case 'voided':
    case 'canceled':
    case 'abandoned':
      return 'canceled';
    case 'expired':
      return 'expired';
    case 'refunded': {
      const base = payment.captured > 0 ? payment.captured : payment.amount;
      return payment.refunded >= base ? 'refunded' : 'partially_refunded';
    }
    default:
      return 'pending';
  }
}

const WEBHOOK_HINTS: Record<string, PaymentStatus> = {
  payment_paid: 'captured',
  payment_captured: 'captured',
  payment_authorized: 'authorized',
  payment_failed: 'failed',
  payment_voided: 'canceled',
  payment_refunded: 'refunded',
  payment_abandoned: 'canceled',
  payment_canceled: 'canceled',
  payment_expired: 'expired',
};

const sar = (amount: number): Money => ({ amount, currency: 'SAR' });

/** The payment object without anything a card number or secret could hide in: only masked facts. */
export function sanitizeMoyasarPayment(payment: MoyasarPayment): MoyasarPayment {
  const source = { ...payment.source };
  source.number = maskCardNumber(source.number) ?? null;
  for (const key of Object.keys(source)) {
    if (['cvc', 'cvv', 'token', 'otp_value'].includes(key)) delete (source as Record<string, unknown>)[key];
  }
  if (source.transaction_url) {
    // STC Pay's proceed URL carries its one-time token.
    try {
      const url = new URL(source.transaction_url, 'http://relative.invalid');
      if (url.searchParams.has('otp_token')) url.searchParams.set('otp_token', 'redacted');
      source.transaction_url =
        url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
    } catch {
      source.transaction_url = null;
    }
  }
  return { ...payment, source };
}

/** Builds our view of a Moyasar payment object. */
export function toProviderPayment(payment: MoyasarPayment): ProviderPayment {
  const status = mapMoyasarStatus(payment);
  const source = payment.source ?? { type: 'unknown' };
  const result: ProviderPayment = {
    providerRef: payment.id,
    status,
    amount: sar(payment.amount),
    currency: String(payment.currency ?? '').toUpperCase(),
    raw: sanitizeMoyasarPayment(payment),
  };
  const captured =
    payment.captured > 0
      ? payment.captured
      : ['paid', 'refunded'].includes(payment.status) || (payment.status === 'voided' && payment.captured_at)
        ? payment.amount
        : 0;
  if (captured > 0) result.capturedAmount = sar(captured);
  if (payment.refunded > 0) result.refundedAmount = sar(payment.refunded);
  if (payment.metadata?.order_id) result.orderRef = payment.metadata.order_id;
  if (status === 'failed') {
    result.failureCode = source.response_code ?? undefined;
    result.failureMessage = source.message ?? undefined;
  }
  if (status === 'requires_action' && source.transaction_url) {
    if (source.type === 'stcpay') {
      const local = source.mobile ? toLocalSaudiMobile(source.mobile) : null;
      result.nextAction = { type: 'otp', channel: 'stcpay', maskedMobile: local ? maskMobile(local) : '' };
    } else {
      result.nextAction = { type: 'redirect', url: source.transaction_url };
    }
  }
  const last4 = maskCardNumber(source.number)?.slice(-4);
  if (last4 && (source.type === 'creditcard' || source.type === 'applepay' || source.type === 'token')) {
    result.card = { brand: source.company ?? 'unknown', last4 };
    if (source.token) result.card.token = source.token;
    if (source.name) result.card.name = source.name;
    if (typeof source.month === 'number') result.card.expiryMonth = source.month;
    if (typeof source.year === 'number') result.card.expiryYear = source.year;
  }
  return result;
}

/** Hosts Apple Pay's merchant validation may be sent to (Apple's published list). */
export function isApplePayValidationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    /^(?:cn-)?apple-pay-gateway(?:-(?:nc|pr|cert))?(?:-pod\d+)?\.apple\.com$/i.test(url.hostname)
  );
}

function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

/**
 * One adapter class for Moyasar's three methods (reference §1, §2, §5):
 * - `moyasar_card`: the browser creates card payments with the publishable key (`manual: true`,
 *   3-D Secure); the server retrieves, captures, voids and refunds them, and creates
 *   `source.type=token` payments for saved cards (3-D Secure again).
 * - `moyasar_applepay`: `source.type=applepay` with the Apple Pay payment token; merchant
 *   validation through `/v1/applepay/initiate` (Moyasar's web registration).
 * - `moyasar_stcpay`: `source.type=stcpay` with the mobile, then the OTP to `transaction_url`.
 */
export class MoyasarProvider implements PaymentProvider {
  readonly id: ProviderId;
  readonly capabilities: PaymentProvider['capabilities'];
  private readonly base: string;
  private readonly auth: string;

  constructor(
    readonly method: MoyasarMethod,
    private readonly options: MoyasarOptions,
  ) {
    this.id = PROVIDER_IDS[method];
    this.base = options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
    this.capabilities = {
      authorizeCapture: method === 'card',
      partialCapture: method === 'card',
      partialRefund: true,
      void: true,
      requiresBrowser: method === 'card' ? 'redirect' : method === 'stcpay' ? 'otp' : 'apple_pay',
    };
  }

  async initiate(order: OrderSnapshot, input: InitiateInput, ctx: OpContext): Promise<ProviderPayment> {
    if (order.total.currency !== 'SAR')
      throw new MoyasarApiError('Only SAR is supported', null, 'invalid_request_error');
    const data = (input.clientData ?? {}) as Record<string, unknown>;
    let source: Record<string, unknown>;
    if (this.method === 'card') {
      const token = typeof data.token === 'string' ? data.token : null;
      if (!token) {
        throw new MoyasarApiError(
          'Card payments are created by the browser; the server only pays with a saved card token',
          null,
          'invalid_request_error',
        );
      }
      source = { type: 'token', token, '3ds': true, manual: true };
    } else if (this.method === 'applepay') {
      const token = typeof data.token === 'string' ? data.token : data.token ? JSON.stringify(data.token) : null;
      if (!token) throw new MoyasarApiError('An Apple Pay payment token is required', null, 'invalid_request_error');
      source = { type: 'applepay', token, manual: false };
    } else {
      const raw =
        typeof data.mobile === 'string' ? data.mobile : typeof input.clientData === 'string' ? input.clientData : '';
      const mobile = toLocalSaudiMobile(raw);
      if (!mobile)
        throw new MoyasarApiError('A Saudi mobile number (05XXXXXXXX) is required', null, 'invalid_request_error');
      source = { type: 'stcpay', mobile };
    }
    const payment = await this.create({
      amount: order.total.amount,
      currency: 'SAR',
      description: `Hadiya order ${order.orderNumber}`,
      callback_url: input.returnUrl,
      given_id: toGivenId(ctx.idempotencyKey),
      metadata: { order_id: order.orderId, order_number: order.orderNumber, attempt_id: order.attemptId },
      source,
    });
    return toProviderPayment(payment);
  }

  async submitAction(
    providerRef: string,
    action: { type: 'otp'; otp: string } | { type: 'return'; query: Record<string, string> },
    _ctx: OpContext,
  ): Promise<ProviderPayment> {
    if (action.type === 'return') {
      // The query string only names the payment; its state comes from the gateway.
      if (action.query.id && action.query.id !== providerRef) {
        throw new MoyasarApiError('The return does not belong to this payment', null, 'invalid_request_error');
      }
      return this.retrieve(providerRef);
    }
    if (this.method !== 'stcpay')
      throw new MoyasarApiError('OTP applies to STC Pay only', null, 'invalid_request_error');
    const otp = action.otp.replace(/\s/g, '');
    if (!/^\d{4,8}$/.test(otp)) throw new MoyasarApiError('The OTP must be digits', null, 'invalid_request_error');
    const current = await this.fetchPayment(providerRef);
    const url = current.source.transaction_url;
    if (current.status !== 'initiated' || !url) return toProviderPayment(current);
    const target = new URL(url, this.base);
    if (target.origin !== new URL(this.base).origin) {
      throw new MoyasarApiError('transaction_url is not on the gateway', null, 'api_error');
    }
    const payment = await this.call<MoyasarPayment>('POST', target.toString(), { otp_value: otp });
    return toProviderPayment(payment);
  }

  async retrieve(providerRef: string): Promise<ProviderPayment> {
    return toProviderPayment(await this.fetchPayment(providerRef));
  }

  /** Captures an authorized payment (all, or part: the rest is released); a paid one is returned as it is. */
  async capture(providerRef: string, amount: Money | 'full', _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.fetchPayment(providerRef);
    if (current.status !== 'authorized') return toProviderPayment(current);
    const body = amount === 'full' ? {} : { amount: amount.amount };
    return toProviderPayment(
      await this.call<MoyasarPayment>(
        'POST',
        this.path(`/v1/payments/${encodeURIComponent(providerRef)}/capture`),
        body,
      ),
    );
  }

  /** Voids an authorized, paid or captured payment; anything else is returned as it is. */
  async cancel(providerRef: string, _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.fetchPayment(providerRef);
    if (!['authorized', 'paid', 'captured'].includes(current.status)) return toProviderPayment(current);
    return toProviderPayment(
      await this.call<MoyasarPayment>('POST', this.path(`/v1/payments/${encodeURIComponent(providerRef)}/void`), {}),
    );
  }

  async refund(providerRef: string, amount: Money, _reason: string, _ctx: OpContext): Promise<ProviderPayment> {
    return toProviderPayment(
      await this.call<MoyasarPayment>('POST', this.path(`/v1/payments/${encodeURIComponent(providerRef)}/refund`), {
        amount: amount.amount,
      }),
    );
  }

  /**
   * Moyasar puts the webhook's Secret Token inside the JSON body (no signature): compared in
   * constant time. The event id is the dedupe key; the payment is only a hint to re-fetch.
   */
  async parseWebhook(input: WebhookInput): Promise<WebhookResult> {
    let body: Partial<MoyasarWebhookBody>;
    try {
      body = JSON.parse(input.rawBody.toString('utf8')) as Partial<MoyasarWebhookBody>;
    } catch {
      return { verified: false, eventKey: '' };
    }
    if (!body || typeof body !== 'object') return { verified: false, eventKey: '' };
    const eventKey = typeof body.id === 'string' ? `moyasar:${body.id}` : '';
    const secret = typeof body.secret_token === 'string' ? body.secret_token : '';
    const verified =
      Boolean(this.options.webhookSecret) && eventKey !== '' && safeEqual(secret, this.options.webhookSecret);
    if (!verified) return { verified: false, eventKey };
    const data = body.data && typeof body.data === 'object' ? body.data : undefined;
    const result: WebhookResult = { verified: true, eventKey };
    if (typeof data?.id === 'string') result.providerRef = data.id;
    const hint = typeof body.type === 'string' ? WEBHOOK_HINTS[body.type] : undefined;
    if (hint === 'refunded' && data && typeof data.refunded === 'number' && typeof data.amount === 'number') {
      result.hint = data.refunded < (data.captured || data.amount) ? 'partially_refunded' : 'refunded';
    } else if (hint) {
      result.hint = hint;
    }
    return result;
  }

  /**
   * Apple Pay merchant validation through Moyasar (no merchant certificate of our own): the
   * browser's `validationURL` must be one of Apple's hosts.
   */
  async validateApplePayMerchant(validationUrl: string, domain: string): Promise<unknown> {
    if (!isApplePayValidationUrl(validationUrl)) {
      throw new MoyasarApiError('The validation URL is not an Apple Pay host', null, 'invalid_request_error');
    }
    if (!/^[a-z0-9.-]+$/i.test(domain)) throw new MoyasarApiError('Invalid domain name', null, 'invalid_request_error');
    return this.call<unknown>('POST', this.path('/v1/applepay/initiate'), {
      validation_url: validationUrl,
      display_name: this.options.applePay?.displayName ?? 'Hadiya',
      domain_name: domain,
      publishable_api_key: this.options.publishableKey,
    });
  }

  /** `GET /v1/payments/:id` (the raw object, for callers that need more than `retrieve()`). */
  async fetchPayment(providerRef: string): Promise<MoyasarPayment> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(providerRef)) {
      throw new MoyasarApiError('Invalid payment id', 404, 'invalid_request_error');
    }
    return this.call<MoyasarPayment>('GET', this.path(`/v1/payments/${providerRef}`));
  }

  private async create(body: Record<string, unknown>): Promise<MoyasarPayment> {
    const retries = this.options.createRetries ?? 2;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call<MoyasarPayment>('POST', this.path('/v1/payments'), body);
      } catch (error) {
        const retriable = error instanceof MoyasarApiError && (error.status === null || error.status >= 500);
        if (!retriable || attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
  }

  private path(path: string): string {
    return `${this.base}${path}`;
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        redirect: 'error',
      });
    } catch (error) {
      throw new MoyasarApiError(`moyasar unreachable: ${(error as Error).message}`, null, 'api_connection_error');
    }
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    if (!response.ok) {
      const error = (payload ?? {}) as Partial<MoyasarErrorBody>;
      throw new MoyasarApiError(
        typeof error.message === 'string' ? error.message : `moyasar answered ${response.status}`,
        response.status,
        typeof error.type === 'string' ? error.type : response.status >= 500 ? 'api_error' : 'invalid_request_error',
        error.errors && typeof error.errors === 'object' ? error.errors : null,
      );
    }
    return payload as T;
  }
}

/** The three Moyasar-backed providers over one configuration. */
export function createMoyasarProviders(options: MoyasarOptions): {
  moyasar_card: MoyasarProvider;
  moyasar_applepay: MoyasarProvider;
  moyasar_stcpay: MoyasarProvider;
} {
  return {
    moyasar_card: new MoyasarProvider('card', options),
    moyasar_applepay: new MoyasarProvider('applepay', options),
    moyasar_stcpay: new MoyasarProvider('stcpay', options),
  };
}
