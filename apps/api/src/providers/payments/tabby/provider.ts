import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProviderLogger } from '../../types';
import type {
  EligibilityReason,
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
import { parseDecimal, toDecimalString } from './money';

export interface TabbyProviderOptions {
  /** `https://api.tabby.sa` for Saudi merchants; the sandbox's loopback URL otherwise. */
  baseUrl: string;
  /** `sk_test_…` / `sk_…`, sent as `Authorization: Bearer`. */
  secretKey: string;
  merchantCode: string;
  /** The header Tabby sends on every webhook, as registered with `POST /api/v1/webhooks`. */
  webhookHeader: { title: string; value: string };
  /** Per-request time-out; pre-scoring uses the shorter `eligibilityTimeoutMs`. */
  timeoutMs?: number;
  eligibilityTimeoutMs?: number;
  logger?: ProviderLogger;
}

/** Tabby's error answer (`{ status: "error", errorType, error }`, reference §3.1) or a transport failure. */
export class TabbyApiError extends Error {
  override readonly name = 'TabbyApiError';
  constructor(
    message: string,
    /** HTTP status; null when Tabby could not be reached (network, time-out). */
    readonly status: number | null,
    /** `bad_data`, `not_authorized`, `no_permission`, `not_found`, `conflict`, `internal`. */
    readonly errorType?: string,
  ) {
    super(message);
  }
}

type TabbyRejection = 'not_available' | 'order_amount_too_high' | 'order_amount_too_low';

/**
 * Tabby's own wording of its pre-scoring refusals (reference §3.3; the Arabic `not_available`
 * text is Tabby's, the other two Arabic texts are our translation of Tabby's English). Tabby may
 * not disclose more than these reasons.
 */
export const TABBY_REJECTION_MESSAGES: Record<TabbyRejection | 'provider_unreachable', { en: string; ar: string }> = {
  not_available: {
    en: 'Sorry, Tabby is unable to approve this purchase, please use an alternative payment method for your order.',
    ar: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
  },
  order_amount_too_high: {
    en: 'This purchase is above your current spending limit with Tabby, try a smaller cart or use another payment method.',
    ar: 'قيمة هذه العملية أعلى من حد الإنفاق المتاح لك حاليا مع تابي، جرّب سلة أصغر أو استخدم طريقة دفع أخرى.',
  },
  order_amount_too_low: {
    en: 'The purchase amount is below the minimum amount required to use Tabby, try adding more items or use another payment method.',
    ar: 'قيمة العملية أقل من الحد الأدنى المطلوب لاستخدام تابي، جرّب إضافة منتجات أخرى أو استخدم طريقة دفع أخرى.',
  },
  provider_unreachable: {
    en: 'Tabby could not be reached to check this purchase; it will be checked when you continue with Tabby.',
    ar: 'تعذّر الاتصال بتابي للتحقق من هذه العملية؛ سيتم التحقق عند المتابعة مع تابي.',
  },
};

const REJECTIONS = new Set<string>(['not_available', 'order_amount_too_high', 'order_amount_too_low']);

/** Tabby's payment object as the API returns it (uppercase status) or a webhook carries it (lowercase). */
export interface TabbyPayment {
  id: string;
  status: string;
  amount: string;
  currency: string;
  created_at?: string;
  expires_at?: string;
  closed_at?: string | null;
  is_test?: boolean;
  is_expired?: boolean;
  order?: { reference_id?: string };
  meta?: { order_id?: string | null; customer?: string | null };
  captures?: Array<{ id: string; amount: string; reference_id?: string; created_at?: string }>;
  refunds?: Array<{ id: string; amount: string; reference_id?: string; reason?: string; created_at?: string }>;
}

export interface TabbySession {
  id: string;
  status: 'created' | 'rejected' | 'expired' | 'approved';
  configuration?: {
    available_products?: { installments?: Array<{ web_url?: string; qr_code?: string }> };
    products?: { installments?: { type?: string; is_available?: boolean; rejection_reason?: string | null } };
  };
  payment?: TabbyPayment;
  merchant_urls?: Record<string, string>;
}

const sum = (list: Array<{ amount: string }> | undefined) =>
  (list ?? []).reduce((total, entry) => total + (parseDecimal(entry.amount) ?? 0), 0);

const sar = (amount: number): Money => ({ amount, currency: 'SAR' });

/**
 * Our normalised status for a Tabby payment (reference §3.4, §9): the API's uppercase and the
 * webhooks' lowercase statuses alike. CLOSED means captured when something was captured (then
 * refunded / partially refunded by its refunds), cancelled otherwise.
 */
export function tabbyStatus(payment: Pick<TabbyPayment, 'status' | 'amount' | 'captures' | 'refunds'>): PaymentStatus {
  const captured = sum(payment.captures);
  const refunded = sum(payment.refunds);
  switch (payment.status.toUpperCase()) {
    case 'CREATED':
      return 'requires_action';
    case 'AUTHORIZED':
      return 'authorized';
    case 'CLOSED':
      if (captured === 0) return 'canceled';
      if (refunded >= captured) return 'refunded';
      return refunded > 0 ? 'partially_refunded' : 'captured';
    case 'REJECTED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

/** Tabby wants `+9665…`, `9665…`, `05…` or `5…` (reference §3.6); we send E.164 as is. */
function tabbyPhone(phoneE164: string): string {
  return phoneE164.startsWith('+') ? phoneE164 : `+${phoneE164.replace(/^0+/, '')}`;
}

/** A constant-time comparison whatever the lengths (both sides hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function headerValue(headers: WebhookInput['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/**
 * Tabby Pay-in-4 (reference §3): one `POST /api/v2/checkout` does background pre-scoring (minimal
 * payload) and opens the hosted payment page (full payload); `GET /api/v2/payments/{id}` is the
 * source of truth; captures and refunds are idempotent on `reference_id`; webhooks carry a static
 * header (no body signature), so the caller re-fetches before acting.
 */
export class TabbyProvider implements PaymentProvider {
  readonly id = 'tabby' as const;
  readonly capabilities = {
    authorizeCapture: true,
    partialCapture: true,
    partialRefund: true,
    void: true,
    requiresBrowser: 'redirect' as const,
  };
  private readonly base: string;

  constructor(private readonly options: TabbyProviderOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, timeoutMs?: number): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs ?? this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new TabbyApiError(`tabby unreachable: ${(error as Error).message}`, null);
    }
    const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok) {
      const message = typeof payload?.error === 'string' ? payload.error : response.statusText;
      const errorType = typeof payload?.errorType === 'string' ? payload.errorType : undefined;
      throw new TabbyApiError(`tabby answered ${response.status}: ${message}`, response.status, errorType);
    }
    if (payload === null) throw new TabbyApiError('tabby answered without a JSON body', response.status);
    return payload as T;
  }

  /** The normalised view of a Tabby payment object. */
  toProviderPayment(payment: TabbyPayment, extra: Partial<ProviderPayment> = {}): ProviderPayment {
    const captured = sum(payment.captures);
    const refunded = sum(payment.refunds);
    return {
      providerRef: payment.id,
      status: tabbyStatus(payment),
      amount: sar(parseDecimal(payment.amount) ?? 0),
      currency: String(payment.currency ?? '').toUpperCase(),
      capturedAmount: sar(captured),
      refundedAmount: sar(refunded),
      orderRef: payment.meta?.order_id ?? payment.order?.reference_id ?? undefined,
      raw: payment,
      ...extra,
    };
  }

  /**
   * Background pre-scoring (reference §3.3): a minimal session (amount, currency, buyer e-mail and
   * phone, merchant code). `rejected` gives Tabby's reason and wording. When Tabby cannot be reached
   * (network, time-out, 5xx, 429) the check fails open, as Tabby advises: available, reason
   * `provider_unreachable`; the real session creation decides later. Other refusals of the call
   * itself (a wrong currency, key or merchant code) close it.
   */
  async checkEligibility(order: OrderSnapshot): Promise<EligibilityResult> {
    if (order.total.currency !== 'SAR') return { available: false, reason: 'currency_not_supported' };
    let session: TabbySession;
    try {
      session = await this.call<TabbySession>(
        'POST',
        '/api/v2/checkout',
        {
          payment: {
            amount: toDecimalString(order.total.amount),
            currency: order.total.currency,
            buyer: {
              email: order.customer.email,
              phone: tabbyPhone(order.customer.phoneE164),
              name: order.customer.name,
            },
          },
          lang: order.locale,
          merchant_code: this.options.merchantCode,
        },
        this.options.eligibilityTimeoutMs ?? 5_000,
      );
    } catch (error) {
      const status = error instanceof TabbyApiError ? error.status : null;
      if (status === null || status >= 500 || status === 429) {
        this.options.logger?.warn({ provider: 'tabby', status }, 'tabby pre-scoring failed open');
        return {
          available: true,
          reason: 'provider_unreachable',
          messageEn: TABBY_REJECTION_MESSAGES.provider_unreachable.en,
          messageAr: TABBY_REJECTION_MESSAGES.provider_unreachable.ar,
        };
      }
      this.options.logger?.error({ provider: 'tabby', status }, 'tabby pre-scoring refused the call');
      const currency = error instanceof TabbyApiError && /is supported/.test(error.message);
      const reason: EligibilityReason = currency ? 'currency_not_supported' : 'not_available';
      return {
        available: false,
        reason,
        messageEn: TABBY_REJECTION_MESSAGES.not_available.en,
        messageAr: TABBY_REJECTION_MESSAGES.not_available.ar,
      };
    }
    if (session.status === 'created') return { available: true };
    const given = session.configuration?.products?.installments?.rejection_reason ?? 'not_available';
    const reason = (REJECTIONS.has(given) ? given : 'not_available') as TabbyRejection;
    return {
      available: false,
      reason,
      messageEn: TABBY_REJECTION_MESSAGES[reason].en,
      messageAr: TABBY_REJECTION_MESSAGES[reason].ar,
    };
  }

  /** The full session (reference §3.2): the shopper is sent to `web_url`; `payment.id` is our reference. */
  async initiate(order: OrderSnapshot, input: InitiateInput, _ctx: OpContext): Promise<ProviderPayment> {
    const session = await this.call<TabbySession>('POST', '/api/v2/checkout', {
      payment: {
        amount: toDecimalString(order.total.amount),
        currency: order.total.currency,
        description: `Hadiya ${order.orderNumber}`,
        buyer: { name: order.customer.name, email: order.customer.email, phone: tabbyPhone(order.customer.phoneE164) },
        shipping_address: {
          city: order.shippingAddress.city,
          address: [order.shippingAddress.line1, order.shippingAddress.district].filter(Boolean).join(', '),
          zip: order.shippingAddress.postalCode ?? '',
        },
        order: {
          reference_id: order.orderNumber,
          updated_at: new Date().toISOString(),
          tax_amount: toDecimalString(order.tax.amount),
          shipping_amount: toDecimalString(order.shipping.amount),
          discount_amount: toDecimalString(order.discount.amount),
          items: order.items.map((item) => ({
            title: item.name,
            quantity: item.qty,
            unit_price: toDecimalString(item.unitPrice.amount),
            category: item.category,
            reference_id: item.sku,
            ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
          })),
        },
        buyer_history: {
          registered_since: order.customer.registeredSince ?? new Date().toISOString(),
          loyalty_level: order.customer.ordersCount ?? 0,
        },
        order_history: [],
        meta: { order_id: order.orderId, customer: order.customer.id ?? null },
      },
      lang: order.locale,
      merchant_code: this.options.merchantCode,
      merchant_urls: { success: input.returnUrl, cancel: input.cancelUrl, failure: input.failureUrl },
    });
    const payment = session.payment;
    if (!payment?.id) throw new TabbyApiError('tabby created a session without a payment', 200);
    if (session.status !== 'created') {
      const reason = session.configuration?.products?.installments?.rejection_reason ?? 'not_available';
      const known = (REJECTIONS.has(reason) ? reason : 'not_available') as TabbyRejection;
      return this.toProviderPayment(payment, {
        status: 'failed',
        failureCode: known,
        failureMessage: TABBY_REJECTION_MESSAGES[known][order.locale],
        raw: session,
      });
    }
    const url = session.configuration?.available_products?.installments?.[0]?.web_url;
    if (!url) throw new TabbyApiError('tabby created a session without a web_url', 200);
    return this.toProviderPayment(payment, { nextAction: { type: 'redirect', url }, raw: session });
  }

  /** The shopper came back (success, cancel or failure URL): only the payment's own state counts. */
  async submitAction(providerRef: string): Promise<ProviderPayment> {
    return this.retrieve(providerRef);
  }

  async retrieve(providerRef: string): Promise<ProviderPayment> {
    const payment = await this.call<TabbyPayment>('GET', `/api/v2/payments/${encodeURIComponent(providerRef)}`);
    return this.toProviderPayment(payment);
  }

  /**
   * `POST /api/v2/payments/{id}/captures` with `reference_id` = the idempotency key: repeating it is
   * a no-op at Tabby. `'full'` captures what is left of the authorised amount.
   */
  async capture(providerRef: string, amount: Money | 'full', ctx: OpContext): Promise<ProviderPayment> {
    let halalas: number;
    if (amount === 'full') {
      const current = await this.retrieve(providerRef);
      if (current.status !== 'authorized') return current;
      halalas = current.amount.amount - (current.capturedAmount?.amount ?? 0);
      if (halalas <= 0) return current;
    } else {
      halalas = amount.amount;
    }
    const payment = await this.call<TabbyPayment>(
      'POST',
      `/api/v2/payments/${encodeURIComponent(providerRef)}/captures`,
      { amount: toDecimalString(halalas), reference_id: ctx.idempotencyKey },
    );
    return this.toProviderPayment(payment);
  }

  /**
   * Closes an authorised payment (the uncaptured rest is released). A payment the shopper has not
   * finished (CREATED) cannot be closed: it expires by itself; it and already final payments are
   * returned as they are.
   */
  async cancel(providerRef: string, _ctx: OpContext): Promise<ProviderPayment> {
    const current = await this.retrieve(providerRef);
    if (current.status !== 'authorized') return current;
    const payment = await this.call<TabbyPayment>('POST', `/api/v2/payments/${encodeURIComponent(providerRef)}/close`);
    return this.toProviderPayment(payment);
  }

  /** `POST /api/v2/payments/{id}/refunds` (CLOSED payments only), idempotent on `reference_id`. */
  async refund(providerRef: string, amount: Money, reason: string, ctx: OpContext): Promise<ProviderPayment> {
    const payment = await this.call<TabbyPayment>(
      'POST',
      `/api/v2/payments/${encodeURIComponent(providerRef)}/refunds`,
      { amount: toDecimalString(amount.amount), reference_id: ctx.idempotencyKey, reason: reason.slice(0, 255) },
    );
    return this.toProviderPayment(payment);
  }

  /**
   * Tabby sends the registered header `{title: value}` and the payment (lowercase status). The
   * header is compared in constant time; the event key is the payment id, its status and its
   * capture and refund ids, so a duplicate or replayed delivery has the same key while a capture
   * after the authorisation (same status) does not.
   */
  async parseWebhook(input: WebhookInput): Promise<WebhookResult> {
    const given = headerValue(input.headers, this.options.webhookHeader.title);
    const verified = given !== undefined && sameSecret(given, this.options.webhookHeader.value);
    let payment: TabbyPayment | null = null;
    try {
      const parsed = JSON.parse(input.rawBody.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && typeof (parsed as TabbyPayment).id === 'string') {
        payment = parsed as TabbyPayment;
      }
    } catch {
      payment = null;
    }
    if (!payment || typeof payment.status !== 'string') return { verified: false, eventKey: 'tabby:invalid' };
    const ids = (list: Array<{ id: string }> | undefined) =>
      (list ?? [])
        .map((entry) => String(entry.id))
        .sort()
        .join(',');
    const eventKey = `tabby:${payment.id}:${payment.status.toLowerCase()}:${ids(payment.captures)}:${ids(payment.refunds)}`;
    return {
      verified,
      eventKey,
      providerRef: payment.id,
      hint: verified ? tabbyStatus(payment) : undefined,
    };
  }
}
