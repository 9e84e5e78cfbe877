import { jwtVerify } from 'jose';
import type { ProviderLogger } from '../../types';
import { parseDecimal, toDecimalString } from '../tabby/money';
import type {
  EligibilityResult,
  InitiateInput,
  Money,
  OpContext,
  OrderSnapshot,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  WebhookInput,
  WebhookResult,
} from '../types';

export interface TamaraProviderOptions {
  /** `https://api.tamara.co` (sandbox `https://api-sandbox.tamara.co`); the offline sandbox's loopback URL otherwise. */
  baseUrl: string;
  /** Merchant API token, sent as `Authorization: Bearer`. */
  apiToken: string;
  /** Verifies the notifications' `tamaraToken` (HS256 JWT). */
  notificationToken: string;
  /**
   * Where Tamara POSTs order notifications (`merchant_url.notification`). Default: our webhook
   * route on the return URL's origin (`{origin}/api/webhooks/tamara`).
   */
  notificationUrl?: string;
  /** Instalments of `PAY_BY_INSTALMENTS` (reference §4.3 default 3). */
  instalments?: number;
  timeoutMs?: number;
  /** How long the merchant's payment types (limits) are reused; 60 s by default. */
  paymentTypesTtlMs?: number;
  logger?: ProviderLogger;
}

/** Tamara's error answer (`{ message, errors: [{ error_code, … }] }`) or a transport failure. */
export class TamaraApiError extends Error {
  override readonly name = 'TamaraApiError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly errorCodes: string[] = [],
  ) {
    super(message);
  }
}

export interface TamaraMoney {
  amount: number;
  currency: string;
}

export interface TamaraPaymentType {
  name: string;
  description?: string;
  min_limit: TamaraMoney;
  max_limit: TamaraMoney;
  supported_instalments?: Array<{ instalments: number; min_limit: TamaraMoney; max_limit: TamaraMoney }>;
}

/** `GET /merchants/orders/{order_id}` (the fields we read). */
export interface TamaraOrder {
  order_id: string;
  order_reference_id?: string;
  order_number?: string;
  status: string;
  total_amount: TamaraMoney;
  captured_amount?: TamaraMoney;
  refunded_amount?: TamaraMoney;
  canceled_amount?: TamaraMoney;
}

const sar = (amount: number): Money => ({ amount, currency: 'SAR' });
const halalas = (money: TamaraMoney | undefined) => (money ? (parseDecimal(money.amount) ?? 0) : 0);
/** 12345 halalas → 123.45 (Tamara's numbers with two decimals). */
export const tamaraAmount = (value: number) => Number(toDecimalString(value));
const money = (value: number) => ({ amount: tamaraAmount(value), currency: 'SAR' });

/**
 * Our status for a Tamara order (reference §4.4, §9). `approved` (the shopper paid the first
 * instalment) counts as authorised, but the merchant must still call `authorise` within 72 hours:
 * `authorize()` does that and is a no-op on an order already authorised.
 */
export function tamaraStatus(order: Pick<TamaraOrder, 'status'>): PaymentStatus {
  switch (order.status) {
    case 'new':
      return 'requires_action';
    case 'approved':
    case 'authorised':
      return 'authorized';
    case 'partially_captured':
    case 'fully_captured':
      return 'captured';
    case 'partially_refunded':
      return 'partially_refunded';
    case 'fully_refunded':
      return 'refunded';
    case 'declined':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    default:
      return 'pending';
  }
}

const EVENT_HINTS: Record<string, PaymentStatus> = {
  order_approved: 'authorized',
  order_authorised: 'authorized',
  order_captured: 'captured',
  order_refunded: 'refunded',
  order_declined: 'failed',
  order_canceled: 'canceled',
  order_expired: 'expired',
};

/**
 * A sentence ending on an amount: Intl writes Arabic riyals as an abbreviation with its own full
 * stop ('١٨٫٥٠ ر.س.'), which then ends the sentence too (no 'ر.س..').
 */
const endingOn = (amount: string) =>
  amount.replace(/[\u200e\u200f\u061c\u2066-\u2069]*$/, '').endsWith('.') ? amount : `${amount}.`;

/** Our wording of Tamara's refusals (Tamara names itself in the message, spec §8). */
export const TAMARA_REFUSAL_MESSAGES = {
  order_amount_too_low: {
    en: (min: string) => `Tamara is available for orders from ${endingOn(min)}`,
    ar: (min: string) => `الدفع عبر تمارا متاح للطلبات بقيمة ${min} أو أكثر.`,
  },
  order_amount_too_high: {
    en: (max: string) => `Tamara is available for orders up to ${endingOn(max)}`,
    ar: (max: string) => `الدفع عبر تمارا متاح للطلبات حتى ${endingOn(max)}`,
  },
  not_available: {
    en: () => 'Tamara is not available for this purchase. Please choose another payment method.',
    ar: () => 'الدفع عبر تمارا غير متاح لهذه العملية. الرجاء اختيار طريقة دفع أخرى.',
  },
} as const;

const formatSar = (value: number, lang: 'ar' | 'en') =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(value / 100);

/** Tamara wants `+9665XXXXXXXX` (reference §7). */
function tamaraPhone(phoneE164: string): string {
  const digits = phoneE164.replace(/\D/g, '');
  return `+966${digits.slice(-9)}`;
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? name;
  return { first_name: first, last_name: parts.slice(1).join(' ') || first };
}

function headerValue(headers: WebhookInput['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * Tamara (reference §4): limits from `GET /checkout/payment-types` (never hard-coded) plus the
 * per-customer pre-check; `POST /checkout` opens the hosted page; the order must be authorised after
 * `approved`, then captured; notifications carry an HS256 JWT signed with the notification token.
 */
export class TamaraProvider implements PaymentProvider {
  readonly id = 'tamara' as const;
  readonly capabilities = {
    authorizeCapture: true,
    partialCapture: true,
    partialRefund: true,
    void: true,
    requiresBrowser: 'redirect' as const,
  };
  private readonly base: string;
  private readonly key: Uint8Array;
  private paymentTypes: { at: number; types: TamaraPaymentType[] } | null = null;

  constructor(private readonly options: TamaraProviderOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.key = new TextEncoder().encode(options.notificationToken);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.apiToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new TamaraApiError(`tamara unreachable: ${(error as Error).message}`, null);
    }
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      const message = typeof payload?.message === 'string' ? payload.message : response.statusText;
      const codes = Array.isArray(payload?.errors)
        ? (payload.errors as Array<{ error_code?: unknown }>).map((e) => String(e.error_code ?? ''))
        : [];
      throw new TamaraApiError(`tamara answered ${response.status}: ${message}`, response.status, codes);
    }
    if (payload === null) throw new TamaraApiError('tamara answered without a JSON body', response.status);
    return payload as T;
  }

  private toProviderPayment(order: TamaraOrder, extra: Partial<ProviderPayment> = {}): ProviderPayment {
    return {
      providerRef: order.order_id,
      status: tamaraStatus(order),
      amount: sar(halalas(order.total_amount)),
      currency: String(order.total_amount?.currency ?? '').toUpperCase(),
      capturedAmount: sar(halalas(order.captured_amount)),
      refundedAmount: sar(halalas(order.refunded_amount)),
      orderRef: order.order_reference_id,
      raw: order,
      ...extra,
    };
  }

  /** The merchant's `PAY_BY_INSTALMENTS` limits (cached briefly). */
  async instalmentLimits(): Promise<{ min: Money; max: Money } | null> {
    const ttl = this.options.paymentTypesTtlMs ?? 60_000;
    if (!this.paymentTypes || Date.now() - this.paymentTypes.at > ttl) {
      const types = await this.call<TamaraPaymentType[]>('GET', '/checkout/payment-types?country=SA&currency=SAR');
      this.paymentTypes = { at: Date.now(), types: Array.isArray(types) ? types : [] };
    }
    const type = this.paymentTypes.types.find((t) => t.name === 'PAY_BY_INSTALMENTS');
    if (!type) return null;
    return { min: sar(halalas(type.min_limit)), max: sar(halalas(type.max_limit)) };
  }

  /**
   * The order total against the merchant's limits (payment types), then the customer pre-check
   * (`POST /checkout/payment-options-pre-check`). When Tamara cannot be reached the check fails
   * open (`provider_unreachable`); session creation decides later.
   */
  async checkEligibility(order: OrderSnapshot): Promise<EligibilityResult> {
    if (order.total.currency !== 'SAR') return { available: false, reason: 'currency_not_supported' };
    const refuse = (
      reason: keyof typeof TAMARA_REFUSAL_MESSAGES,
      limits?: { min: Money; max: Money },
      figure?: Money,
    ): EligibilityResult => {
      const shown = (lang: 'ar' | 'en') => (figure ? formatSar(figure.amount, lang) : '');
      return {
        available: false,
        reason,
        ...(limits ? { limits } : {}),
        messageEn: TAMARA_REFUSAL_MESSAGES[reason].en(shown('en')),
        messageAr: TAMARA_REFUSAL_MESSAGES[reason].ar(shown('ar')),
      };
    };
    try {
      const limits = await this.instalmentLimits();
      if (!limits) return refuse('not_available');
      if (order.total.amount < limits.min.amount) return refuse('order_amount_too_low', limits, limits.min);
      if (order.total.amount > limits.max.amount) return refuse('order_amount_too_high', limits, limits.max);
      const check = await this.call<{ has_available_payment_options?: boolean }>(
        'POST',
        '/checkout/payment-options-pre-check',
        {
          country: 'SA',
          phone_number: tamaraPhone(order.customer.phoneE164),
          order_value: money(order.total.amount),
          is_vip: false,
        },
      );
      if (check.has_available_payment_options !== true) return refuse('not_available', limits);
      return { available: true, limits };
    } catch (error) {
      const status = error instanceof TamaraApiError ? error.status : null;
      if (status === null || status >= 500 || status === 429) {
        this.options.logger?.warn({ provider: 'tamara', status }, 'tamara eligibility failed open');
        return { available: true, reason: 'provider_unreachable' };
      }
      this.options.logger?.error({ provider: 'tamara', status }, 'tamara eligibility refused the call');
      return refuse('not_available');
    }
  }

  /** The checkout session (reference §4.3) → redirect to `checkout_url`; `order_id` is our reference. */
  async initiate(order: OrderSnapshot, input: InitiateInput, _ctx: OpContext): Promise<ProviderPayment> {
    const name = splitName(order.customer.name);
    const phone = tamaraPhone(order.customer.phoneE164);
    const notification = this.options.notificationUrl ?? `${new URL(input.returnUrl).origin}/api/webhooks/tamara`;
    const created = await this.call<{ order_id: string; checkout_id: string; checkout_url: string; status: string }>(
      'POST',
      '/checkout',
      {
        order_reference_id: order.orderId,
        order_number: order.orderNumber,
        description: `Hadiya ${order.orderNumber}`,
        country_code: 'SA',
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: this.options.instalments ?? 3,
        locale: order.locale === 'ar' ? 'ar_SA' : 'en_US',
        total_amount: money(order.total.amount),
        tax_amount: money(order.tax.amount),
        shipping_amount: money(order.shipping.amount),
        ...(order.discount.amount > 0 ? { discount: { name: 'Coupon', amount: money(order.discount.amount) } } : {}),
        items: order.items.map((item) => ({
          reference_id: item.sku,
          type: item.category,
          name: item.name,
          sku: item.sku,
          quantity: item.qty,
          unit_price: money(item.unitPrice.amount),
          total_amount: money(item.unitPrice.amount * item.qty),
          tax_amount: money(0),
          discount_amount: money(0),
          ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
        })),
        consumer: { ...name, phone_number: phone, email: order.customer.email },
        shipping_address: {
          ...name,
          line1: order.shippingAddress.line1,
          ...(order.shippingAddress.district ? { line2: order.shippingAddress.district } : {}),
          city: order.shippingAddress.city,
          ...(order.shippingAddress.postalCode ? { postal_code: order.shippingAddress.postalCode } : {}),
          country_code: 'SA',
          phone_number: phone,
        },
        merchant_url: {
          success: input.returnUrl,
          failure: input.failureUrl,
          cancel: input.cancelUrl,
          notification,
        },
        risk_assessment: {
          is_premium_customer: false,
          is_existing_customer: Boolean(order.customer.id),
          account_creation_date: (order.customer.registeredSince ?? new Date().toISOString()).slice(0, 10),
          total_order_count: order.customer.ordersCount ?? 0,
        },
        platform: 'Hadiya',
        is_mobile: false,
        expires_in_minutes: 30,
      },
    );
    if (!created.order_id || !created.checkout_url) throw new TamaraApiError('tamara answered without a checkout', 200);
    return {
      providerRef: created.order_id,
      status: 'requires_action',
      amount: order.total,
      capturedAmount: sar(0),
      refundedAmount: sar(0),
      orderRef: order.orderId,
      nextAction: { type: 'redirect', url: created.checkout_url },
      raw: created,
    };
  }

  /** The shopper came back: the order's state counts (an approved order is authorised at once). */
  async submitAction(providerRef: string, _action: unknown, ctx: OpContext): Promise<ProviderPayment> {
    return this.authorize(providerRef, ctx);
  }

  async retrieve(providerRef: string): Promise<ProviderPayment> {
    const order = await this.call<TamaraOrder>('GET', `/merchants/orders/${encodeURIComponent(providerRef)}`);
    return this.toProviderPayment(order);
  }

  /** `POST /orders/{id}/authorise` for an `approved` order; any other order is returned as it is. */
  async authorize(providerRef: string, _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.retrieve(providerRef);
    if ((current.raw as TamaraOrder).status !== 'approved') return current;
    try {
      await this.call('POST', `/orders/${encodeURIComponent(providerRef)}/authorise`, { order_id: providerRef });
    } catch (error) {
      // A notification and the shopper's return may authorise at the same moment: re-read.
      if (!(error instanceof TamaraApiError) || error.status === null || error.status >= 500) throw error;
    }
    return this.retrieve(providerRef);
  }

  /**
   * `POST /payments/capture`. Tamara has no idempotency key: `'full'` captures what is left and is
   * a no-op on an order already captured, so a retried capture cannot take twice.
   */
  async capture(providerRef: string, amount: Money | 'full', _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.retrieve(providerRef);
    const order = current.raw as TamaraOrder;
    if (order.status === 'approved') await this.authorize(providerRef, _ctx);
    else if (order.status !== 'authorised' && order.status !== 'partially_captured') return current;
    const left = current.amount.amount - (current.capturedAmount?.amount ?? 0);
    const value = amount === 'full' ? left : amount.amount;
    if (value <= 0) return current;
    await this.call('POST', '/payments/capture', {
      order_id: providerRef,
      total_amount: money(value),
      shipping_info: { shipped_at: new Date().toISOString(), shipping_company: 'Hadiya' },
    });
    return this.retrieve(providerRef);
  }

  /** `POST /orders/{id}/cancel` for an approved or authorised order; others are returned as they are. */
  async cancel(providerRef: string, _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.retrieve(providerRef);
    const order = current.raw as TamaraOrder;
    if (order.status !== 'approved' && order.status !== 'authorised') return current;
    await this.call('POST', `/orders/${encodeURIComponent(providerRef)}/cancel`, {
      total_amount: money(current.amount.amount),
    });
    return this.retrieve(providerRef);
  }

  /** `POST /payments/simplified-refund/{id}` (no idempotency key at Tamara: do not retry blindly). */
  async refund(providerRef: string, amount: Money, reason: string, _ctx: OpContext): Promise<ProviderPayment> {
    await this.call('POST', `/payments/simplified-refund/${encodeURIComponent(providerRef)}`, {
      total_amount: money(amount.amount),
      comment: reason.slice(0, 255) || 'Refund',
    });
    return this.retrieve(providerRef);
  }

  /**
   * The `tamaraToken` (Bearer header, else the query) must be an HS256 JWT signed with the
   * notification token and not expired (at `receivedAt`). The token does not bind the body, so the
   * caller re-fetches the order. Event key: order id + event type.
   */
  async parseWebhook(input: WebhookInput): Promise<WebhookResult> {
    const bearer = /^Bearer\s+(.+)$/i.exec(headerValue(input.headers, 'authorization') ?? '')?.[1];
    const token = bearer ?? input.query.tamaraToken;
    let verified = false;
    if (token) {
      try {
        await jwtVerify(token, this.key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: input.receivedAt,
        });
        verified = true;
      } catch {
        verified = false;
      }
    }
    type Notification = { order_id?: unknown; event_type?: unknown };
    let body: Notification | null;
    try {
      body = JSON.parse(input.rawBody.toString('utf8')) as Notification | null;
    } catch {
      body = null;
    }
    if (!body || typeof body.order_id !== 'string' || typeof body.event_type !== 'string') {
      return { verified: false, eventKey: 'tamara:invalid' };
    }
    return {
      verified,
      eventKey: `tamara:${body.order_id}:${body.event_type}`,
      providerRef: body.order_id,
      hint: verified ? EVENT_HINTS[body.event_type] : undefined,
    };
  }
}
