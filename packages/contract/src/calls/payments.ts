/**
 * The payments calls (issue 14, spec §7 "Orders and payment"): schemas for each route of
 * `payments-routes.ts`.
 *
 * No card data ever reaches our server: the browser posts the card straight to the gateway with
 * the publishable key and only sends us the gateway's payment id. Every body here is strict
 * (an unknown field such as `number` or `cvc` is refused, not dropped) and every free-form part
 * (the Apple Pay token) is searched for card-like keys and digit runs that pass the Luhn check.
 * Amounts are integer halalas computed by the server; a client never sends one.
 */
import { z } from 'zod';
import { halalasSchema } from '../entities';
import { normalizeDigits } from '../normalize';
import { idSchema, requiredOr } from '../rules';
import { defineCall } from './define';
import { paymentsRoutes } from './payments-routes';

export { PAYMENT_CALLBACK_PATH, PAYMENT_WEBHOOK_PATHS } from './payments-routes';

/** The methods a shopper can pay with (spec §9 "Accepted payments" plus the wallet and pay-later). */
export const PAYMENT_OPTION_METHODS = [
  'card',
  'saved_card',
  'applepay',
  'stcpay',
  'tabby',
  'tamara',
  'wallet',
] as const;
export type PaymentOptionMethod = (typeof PAYMENT_OPTION_METHODS)[number];

/** Why a method is not offered (Tabby pre-scoring refusals as the provider names them, spec §8). */
export const PAYMENT_REFUSAL_REASONS = [
  'not_available',
  'order_amount_too_high',
  'order_amount_too_low',
  'not_applicable',
  'currency_not_supported',
  'provider_unreachable',
  'insufficient_balance',
  'sign_in_required',
  'not_configured',
] as const;
export type PaymentRefusalReason = (typeof PAYMENT_REFUSAL_REASONS)[number];

/** The sender's details a pay-later provider needs on the order (reference §3–4) that it may lack. */
export const PAY_LATER_CONTACT_FIELDS = ['email', 'phone'] as const;
export type PayLaterContactField = (typeof PAY_LATER_CONTACT_FIELDS)[number];

/** What the shopper may do next on a result page. */
export const PAYMENT_NEXT_STEPS = ['none', 'pay', 'retry', 'wait'] as const;

/** Keys a card would be sent with; refused anywhere in a body (defence in depth, PCI scope). */
export const CARD_FIELD_NAMES = [
  'number',
  'card_number',
  'cardnumber',
  'pan',
  'cvc',
  'cvv',
  'cvv2',
  'cvc2',
  'security_code',
  'month',
  'year',
  'expiry',
  'exp_month',
  'exp_year',
] as const;

/** True for a run of 13–19 digits (spaces or dashes allowed) that passes the Luhn check. */
export function looksLikeCardNumber(text: string): boolean {
  const runs = normalizeDigits(text).match(/\d[\d -]{11,24}\d/g) ?? [];
  return runs.some((run) => {
    const digits = run.replace(/\D/g, '');
    if (digits.length < 13 || digits.length > 19) return false;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  });
}

/** Whether a value (any depth) carries a card field name or a card number. */
export function containsCardData(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === 'string') return looksLikeCardNumber(value);
  if (typeof value === 'number') return looksLikeCardNumber(String(value));
  if (Array.isArray(value)) return value.some((item) => containsCardData(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) =>
        (CARD_FIELD_NAMES as readonly string[]).includes(key.toLowerCase()) || containsCardData(item, depth + 1),
    );
  }
  return false;
}

/** Our order's public reference. */
export const orderUuidSchema = z
  .string({ error: requiredOr('required') })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid_value')
  .transform((v) => v.toLowerCase());

/** A gateway's payment id (Moyasar: a UUID); never a card number. */
export const providerPaymentIdSchema = z
  .string({ error: requiredOr('required') })
  .trim()
  .min(1, 'required')
  .max(100, 'invalid_value')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid_value')
  .refine((v) => !looksLikeCardNumber(v), 'invalid_value');

/** STC Pay takes the local form of a Saudi mobile, `05XXXXXXXX`. */
export const STC_PAY_MOBILE_LENGTH = 10;
/** STC Pay's codes are six digits (reference §2), not the store's four. */
export const STC_PAY_OTP_LENGTH = 6;

/** STC Pay mobile: `05XXXXXXXX` (also accepts `5…`, `9665…`, `+9665…`, Arabic digits); sent as `05…`. */
export const stcPayMobileSchema = z
  .string({ error: requiredOr('phone_required') })
  .max(20, 'phone_invalid')
  .transform((v) => normalizeDigits(v).replace(/[\s()+-]/g, ''))
  .transform((v) => (v.startsWith('00966') ? v.slice(5) : v.startsWith('966') ? v.slice(3) : v))
  .transform((v) => (v.startsWith('5') ? `0${v}` : v))
  .pipe(z.string().regex(new RegExp(`^05\\d{${STC_PAY_MOBILE_LENGTH - 2}}$`), 'phone_invalid'));

/** STC Pay's one-time code (six digits in its sandbox). */
export const stcPayOtpSchema = z
  .union([z.string().max(16), z.number().int().nonnegative()], { error: requiredOr('required') })
  .transform((v) => normalizeDigits(String(v)).trim())
  .pipe(z.string().regex(/^\d{4,8}$/, 'invalid_value'));

/**
 * Apple Pay's payment token (`event.payment.token`): opaque encrypted data for the gateway. Only
 * its shape is checked; a decrypted token (with a card number) is refused.
 */
export const applePayTokenSchema = z
  .object({
    paymentData: z.record(z.string(), z.unknown()),
    paymentMethod: z
      .object({
        displayName: z.string().max(100).optional(),
        network: z.string().max(40).optional(),
        type: z.string().max(40).optional(),
      })
      .optional(),
    transactionIdentifier: z.string().max(200).optional(),
  })
  .refine((token) => JSON.stringify(token).length <= 16_384, 'invalid_value')
  .refine((token) => !containsCardData(token.paymentData), 'invalid_value');

const orderBody = z.strictObject({ order_uuid: orderUuidSchema });
const orderQuery = z.object({ order_uuid: orderUuidSchema });

export const moyasarAttachBodySchema = z.strictObject({
  order_uuid: orderUuidSchema,
  payment_id: providerPaymentIdSchema,
});
export const moyasarCaptureBodySchema = moyasarAttachBodySchema;
export const moyasarPaySavedBodySchema = z.strictObject({ order_uuid: orderUuidSchema, card_id: idSchema });
export const applePaySessionBodySchema = z.strictObject({
  order_uuid: orderUuidSchema,
  validation_url: z.url({ protocol: /^https?$/ }).max(300),
});
export const applePayPayBodySchema = z.strictObject({ order_uuid: orderUuidSchema, token: applePayTokenSchema });
export const stcPayPayBodySchema = z.strictObject({ order_uuid: orderUuidSchema, mobile: stcPayMobileSchema });
export const stcPayValidateOtpBodySchema = z.strictObject({ order_uuid: orderUuidSchema, otp: stcPayOtpSchema });
export const orderPaymentBodySchema = orderBody;

const money = halalasSchema;

/** A card saved at the gateway as a token (we keep only the token and the masked facts). */
export const savedCardSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiry_month: z.number().int().nullable(),
  expiry_year: z.number().int().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const paymentMethodOptionSchema = z.object({
  method: z.enum(PAYMENT_OPTION_METHODS),
  available: z.boolean(),
  /** Why not (null when available). */
  reason: z.enum(PAYMENT_REFUSAL_REASONS).nullable(),
  /** The refusal in the caller's language (spec §8), null when available. */
  message: z.string().nullable(),
  /** Limits the provider applies to this order (Tamara from 18.50 SAR). */
  min_amount: money.nullable(),
  max_amount: money.nullable(),
  /**
   * Tabby and Tamara: the sender's details the order lacks and the provider needs (a guest's
   * e-mail, the sender's mobile); the method cannot start until the shopper gives them. Empty
   * for every other method.
   */
  missing_fields: z.array(z.enum(PAY_LATER_CONTACT_FIELDS)),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

/**
 * What the browser needs to post a card straight to the gateway (`{gateway_base_url}/v1/payments`
 * with `publishable_api_key`, `manual: true`, 3-D Secure on) and then register the payment id
 * with `moyasarAttach` before following `source.transaction_url`.
 */
export const cardFormConfigSchema = z.object({
  gateway_base_url: z.string(),
  publishable_key: z.string(),
  amount: money,
  currency: z.literal('SAR'),
  description: z.string(),
  callback_url: z.string(),
  /** The gateway echoes it; the server compares `metadata.order_id` with the order. */
  metadata: z.object({ order_id: z.string(), order_number: z.string(), attempt_id: z.string() }),
  /** Idempotency key of this attempt at the gateway. */
  given_id: z.string(),
  manual: z.literal(true),
  supported_networks: z.array(z.string()),
  /** Whether the shopper may tick "save this card" (signed-in shoppers only). */
  save_card_allowed: z.boolean(),
});

export const applePayConfigSchema = z.object({
  merchant_id: z.string(),
  display_name: z.string(),
  country_code: z.literal('SA'),
  currency_code: z.literal('SAR'),
  supported_networks: z.array(z.string()),
  merchant_capabilities: z.array(z.string()),
  /** Total in SAR as a decimal string (Apple Pay's `total.amount`). */
  amount: z.string(),
});

export const paymentMethodsSchema = z.object({
  order_uuid: z.string(),
  order_number: z.string(),
  currency: z.literal('SAR'),
  /** What the external method collects: the order total minus the wallet part. */
  amount_due: money,
  total: money,
  /** The wallet part applied at checkout (0 when none): `total - wallet_amount = amount_due`. */
  wallet_amount: money,
  methods: z.array(paymentMethodOptionSchema),
  card: cardFormConfigSchema.nullable(),
  apple_pay: applePayConfigSchema.nullable(),
  saved_cards: z.array(savedCardSchema),
  wallet_balance: money.nullable(),
  /** The stock is held for the order until then (retry with another method until this time). */
  reserved_until: z.string().nullable(),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** What the server knows about an order's payment (the result pages show only this). */
export const paymentStatusSchema = z.object({
  order_uuid: z.string(),
  order_number: z.string(),
  /** Order status (contract `ORDER_STATUSES`): `awaiting_payment` until paid. */
  status: z.string(),
  /** `unpaid` | `pending` | `authorized` | `paid` | `failed` | `refunded` | `partially_refunded`. */
  payment_status: z.string(),
  /** Whether the money is taken (the success page shows the order as placed only then). */
  is_paid: z.boolean(),
  method: z.enum(PAYMENT_OPTION_METHODS).nullable(),
  total: money,
  wallet_amount: money,
  amount_due: money,
  currency: z.literal('SAR'),
  paid_at: z.string().nullable(),
  /** The latest attempt's outcome: null, `pending`, `failed`, `canceled`, `expired`, `paid`. */
  attempt_status: z.string().nullable(),
  /** Why the latest attempt failed, in the caller's language ('Your payment is Failed' …). */
  message: z.string().nullable(),
  can_retry: z.boolean(),
  retry_until: z.string().nullable(),
  next: z.enum(PAYMENT_NEXT_STEPS),
  /** Where the paid order's receipt goes: the buyer's e-mail, else a text message; null before payment or with neither. */
  receipt_by: z.enum(['email', 'sms']).nullable().optional(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusSchema>;

export const redirectSchema = z.object({ redirect_url: z.string(), payment_id: z.string() });

export const payLaterPayloadSchema = z.object({
  provider: z.enum(['tabby', 'tamara']),
  available: z.boolean(),
  reason: z.enum(PAYMENT_REFUSAL_REASONS).nullable(),
  message: z.string().nullable(),
  amount: money,
  currency: z.literal('SAR'),
  min_amount: money.nullable(),
  max_amount: money.nullable(),
  /** Instalments the provider splits the amount into. */
  instalments: z.number().int(),
  /** Fields the provider needs that the order lacks. */
  missing_fields: z.array(z.enum(PAY_LATER_CONTACT_FIELDS)),
});

export const stcPayStartedSchema = z.object({
  masked_mobile: z.string(),
  expires_at: z.string().nullable(),
  payment_id: z.string(),
});

export const attachedSchema = z.object({ payment_id: z.string(), status: z.string() });

export const paymentsCalls = {
  paymentMethods: defineCall({
    ...paymentsRoutes.paymentMethods,
    tag: 'payments',
    summary:
      'Methods offered for an order and why not (Tabby pre-scoring, Tamara limits, wallet balance), saved cards and the card form config',
    query: orderQuery,
    data: paymentMethodsSchema,
  }),
  moyasarAttach: defineCall({
    ...paymentsRoutes.moyasarAttach,
    tag: 'payments',
    summary: 'Register the gateway payment id the browser created, before following its 3-D Secure page',
    body: moyasarAttachBodySchema,
    data: attachedSchema,
  }),
  moyasarCapture: defineCall({
    ...paymentsRoutes.moyasarCapture,
    tag: 'payments',
    summary:
      'After 3-D Secure: fetch the payment from the gateway, compare amount, currency and order, capture and confirm (mismatch: void)',
    body: moyasarCaptureBodySchema,
    data: paymentStatusSchema,
  }),
  moyasarPaySaved: defineCall({
    ...paymentsRoutes.moyasarPaySaved,
    tag: 'payments',
    summary: 'Pay with a saved card token; answers the 3-D Secure address',
    body: moyasarPaySavedBodySchema,
    data: redirectSchema,
  }),
  savedCards: defineCall({
    ...paymentsRoutes.savedCards,
    tag: 'payments',
    summary: 'Saved cards of the signed-in shopper (brand, last four digits, expiry)',
    data: z.array(savedCardSchema),
  }),
  savedCardDelete: defineCall({
    ...paymentsRoutes.savedCardDelete,
    tag: 'payments',
    summary: 'Delete a saved card',
    params: z.object({ id: idSchema }),
    data: z.array(savedCardSchema),
  }),
  applePaySession: defineCall({
    ...paymentsRoutes.applePaySession,
    tag: 'payments',
    summary: 'Apple Pay merchant validation: answers the opaque merchant session',
    body: applePaySessionBodySchema,
    data: z.object({ merchant_session: z.record(z.string(), z.unknown()) }),
  }),
  applePayPay: defineCall({
    ...paymentsRoutes.applePayPay,
    tag: 'payments',
    summary: 'Pay with the Apple Pay token (sent to the gateway as is)',
    body: applePayPayBodySchema,
    data: paymentStatusSchema,
  }),
  stcPayPay: defineCall({
    ...paymentsRoutes.stcPayPay,
    tag: 'payments',
    summary: 'Start an STC Pay payment: STC Pay sends a code to the mobile',
    body: stcPayPayBodySchema,
    data: stcPayStartedSchema,
  }),
  stcPayValidateOtp: defineCall({
    ...paymentsRoutes.stcPayValidateOtp,
    tag: 'payments',
    summary: "Check STC Pay's code; answers the order's payment status",
    body: stcPayValidateOtpBodySchema,
    data: paymentStatusSchema,
  }),
  walletPay: defineCall({
    ...paymentsRoutes.walletPay,
    tag: 'payments',
    summary: 'Confirm an order the wallet pays in full (nothing left to pay)',
    body: orderPaymentBodySchema,
    data: paymentStatusSchema,
  }),
  tabbyRequiredPayload: defineCall({
    ...paymentsRoutes.tabbyRequiredPayload,
    tag: 'payments',
    summary: "Tabby pre-scoring for the order and what Tabby needs (spec §8 refusals in the caller's language)",
    query: orderQuery,
    data: payLaterPayloadSchema,
  }),
  tamaraRequiredPayload: defineCall({
    ...paymentsRoutes.tamaraRequiredPayload,
    tag: 'payments',
    summary: "Tamara's limits for the order (from 18.50 SAR) and what Tamara needs",
    query: orderQuery,
    data: payLaterPayloadSchema,
  }),
  preTabbyProcessing: defineCall({
    ...paymentsRoutes.preTabbyProcessing,
    tag: 'payments',
    summary: "Open a Tabby session for the order; answers Tabby's hosted page",
    body: orderPaymentBodySchema,
    data: redirectSchema,
  }),
  preTamaraProcessing: defineCall({
    ...paymentsRoutes.preTamaraProcessing,
    tag: 'payments',
    summary: "Open a Tamara checkout for the order; answers Tamara's hosted page",
    body: orderPaymentBodySchema,
    data: redirectSchema,
  }),
  tabbyConfirm: defineCall({
    ...paymentsRoutes.tabbyConfirm,
    tag: 'payments',
    summary: 'Back from Tabby: retrieve the payment, capture when authorised, confirm the order',
    body: orderPaymentBodySchema,
    data: paymentStatusSchema,
  }),
  tamaraConfirm: defineCall({
    ...paymentsRoutes.tamaraConfirm,
    tag: 'payments',
    summary: 'Back from Tamara: retrieve the order, authorise when approved, capture, confirm the order',
    body: orderPaymentBodySchema,
    data: paymentStatusSchema,
  }),
  paymentStatus: defineCall({
    ...paymentsRoutes.paymentStatus,
    tag: 'payments',
    summary: "What the server knows about an order's payment (result pages), and whether a retry is allowed",
    params: z.object({ uuid: orderUuidSchema }),
    data: paymentStatusSchema,
  }),
};
