/**
 * Payment providers (issue 14; design from ../shared/reference/payment-providers.md §9). Every
 * amount inside the server is integer halalas; each adapter converts to its provider's format
 * (Moyasar integer halalas, Tabby decimal strings, Tamara 2-dp numbers) at its edge. Adapters are
 * production code: offline, only their base URL points at the sandbox (reference §10).
 */
import type { FastifyPluginAsync } from 'fastify';

export type Halalas = number;
export interface Money {
  amount: Halalas;
  currency: 'SAR';
}

export const PAYMENT_PROVIDER_IDS = ['moyasar_card', 'moyasar_applepay', 'moyasar_stcpay', 'tabby', 'tamara'] as const;
export type ProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

/** Normalised status of a provider payment (a superset of Medusa's PaymentSessionStatus). */
export type PaymentStatus =
  | 'pending'
  | 'requires_action'
  | 'authorized'
  | 'captured'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'failed'
  | 'expired';

export type NextAction =
  | { type: 'redirect'; url: string }
  | { type: 'otp'; channel: 'stcpay'; maskedMobile: string; expiresAt?: string }
  | { type: 'none' };

export type EligibilityReason =
  | 'not_available'
  | 'order_amount_too_high'
  | 'order_amount_too_low'
  | 'currency_not_supported'
  | 'provider_unreachable';

/** Tabby pre-scoring, Tamara limits / pre-check. */
export interface EligibilityResult {
  available: boolean;
  reason?: EligibilityReason;
  limits?: { min?: Money; max?: Money };
  /** The provider's own wording, when it gives one (Tabby's rejection texts). */
  messageAr?: string;
  messageEn?: string;
}

/** Built by the server from the order row only, never from client totals. */
export interface OrderSnapshot {
  /** Our order's public reference (uuid); goes into the provider's metadata / reference id. */
  orderId: string;
  /** Human order number shown to the shopper (e.g. `HD-100023`). */
  orderNumber: string;
  /** Idempotency anchor of this payment attempt (one per attempt, not per HTTP try). */
  attemptId: string;
  /** What this provider must collect: the order total minus the wallet part. */
  total: Money;
  tax: Money;
  shipping: Money;
  discount: Money;
  items: Array<{ sku: string; name: string; qty: number; unitPrice: Money; category: string; imageUrl?: string }>;
  customer: {
    id?: string;
    name: string;
    email: string;
    phoneE164: string;
    registeredSince?: string;
    ordersCount?: number;
  };
  shippingAddress: { city: string; district?: string; line1: string; postalCode?: string };
  locale: 'ar' | 'en';
}

export interface ProviderPayment {
  /** Moyasar payment id / Tabby payment.id / Tamara order_id. */
  providerRef: string;
  status: PaymentStatus;
  /** As the provider reports it: compared with the order before anything is confirmed. */
  amount: Money;
  /**
   * The currency the provider reports for the payment (upper case), which `amount` does not
   * carry: a payment a browser created in another currency must not match an order in riyals.
   */
  currency?: string;
  capturedAmount?: Money;
  refundedAmount?: Money;
  /** Our order reference as the provider echoes it (metadata.order_id, order.reference_id …). */
  orderRef?: string;
  nextAction?: NextAction;
  failureCode?: string;
  failureMessage?: string;
  /** For saved cards: the gateway's token and the card's masked facts (never the number). */
  card?: { token?: string; brand: string; last4: string; expiryMonth?: number; expiryYear?: number; name?: string };
  /** Persisted for audit; must never contain a card number or CVC. */
  raw: unknown;
}

export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string>;
  rawBody: Buffer;
  receivedAt: Date;
}

export interface WebhookResult {
  verified: boolean;
  /** Dedupe key, e.g. `${provider}:${eventId}` or `${provider}:${ref}:${status}:${sub-id}`. */
  eventKey: string;
  providerRef?: string;
  /** A hint only: the caller re-fetches with `retrieve()` before changing anything. */
  hint?: PaymentStatus;
}

export interface OpContext {
  idempotencyKey: string;
}

export interface InitiateInput {
  /** Where the provider sends the shopper back (absolute URLs on the store's origin). */
  returnUrl: string;
  cancelUrl: string;
  failureUrl: string;
  /** Saved-card token, Apple Pay payment token, STC Pay mobile (05XXXXXXXX) … per provider. */
  clientData?: unknown;
}

export interface PaymentProvider {
  readonly id: ProviderId;
  readonly capabilities: {
    authorizeCapture: boolean;
    partialCapture: boolean;
    partialRefund: boolean;
    void: boolean;
    requiresBrowser: 'redirect' | 'otp' | 'apple_pay' | 'none';
  };
  checkEligibility?(order: OrderSnapshot): Promise<EligibilityResult>;
  initiate(order: OrderSnapshot, input: InitiateInput, ctx: OpContext): Promise<ProviderPayment>;
  submitAction?(
    providerRef: string,
    action: { type: 'otp'; otp: string } | { type: 'return'; query: Record<string, string> },
    ctx: OpContext,
  ): Promise<ProviderPayment>;
  authorize?(providerRef: string, ctx: OpContext): Promise<ProviderPayment>;
  /** The source of truth. */
  retrieve(providerRef: string): Promise<ProviderPayment>;
  capture(providerRef: string, amount: Money | 'full', ctx: OpContext): Promise<ProviderPayment>;
  cancel(providerRef: string, ctx: OpContext): Promise<ProviderPayment>;
  refund(providerRef: string, amount: Money, reason: string, ctx: OpContext): Promise<ProviderPayment>;
  parseWebhook(input: WebhookInput): Promise<WebhookResult>;
  validateApplePayMerchant?(validationUrl: string, domain: string): Promise<unknown>;
}

/**
 * A provider's offline sandbox (reference §10): a Fastify plugin mounted by the app under
 * `/sandbox/{provider}` (browser pages: 3-D Secure, hosted payment pages; and the provider's API,
 * which the adapter calls over HTTP exactly as it calls the real one), with in-memory state.
 */
export interface PaymentSandbox {
  readonly provider: 'moyasar' | 'tabby' | 'tamara';
  plugin: FastifyPluginAsync;
  /** Where the provider's webhooks go (our `/api/webhooks/{provider}`), set once the app listens. */
  setWebhookTarget(url: string): void;
}
