/**
 * Checkout calls (issue 14; spec §7 "Orders and payment"): the checkout state kept on the cart,
 * cafe branches, delivery slots, coupons, the wallet, place-order, the orders list and details,
 * and the recipient link. Routes in `checkout-routes.ts`; rules and constants in `../orders.ts`.
 * Money is integer halalas, VAT-inclusive, computed by the server: prices, totals and amounts a
 * client sends are not part of these schemas and are dropped.
 */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_PHONE_CODE } from '../constants';
import { halalasSchema } from '../entities';
import { normalizeDigits } from '../normalize';
import {
  ADDRESS_MAX_LENGTH,
  CHECKOUT_PROMPTS,
  CHECKOUT_STEPS,
  DELIVERY_TYPES,
  isNationalAddressCode,
  type NationalAddressCodeField,
  normalizeNationalAddressCode,
  ORDER_EVENT_ACTORS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  RECIPIENT_NAME_MAX_LENGTH,
} from '../orders';
import { normalizePhoneNumber, validatePhoneNumber } from '../phone';
import { anyEmailSchema, boundedIntSchema, idSchema, messageCardTextSchema, phoneCodeSchema } from '../rules';
import { checkoutRoutes } from './checkout-routes';
import { defineCall } from './define';

const cityQuery = z.object({ cities_id: idSchema.optional() });
const requiredCityQuery = z.object({ cities_id: idSchema });
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'date_invalid');
const text = (max: number) => z.string().trim().max(max);
/**
 * An optional National Address code: normalised first (Arabic-Indic and Persian digits → Western,
 * trimmed; see `normalizeNationalAddressCode`), then its format checked; '' and null pass.
 */
const nationalAddressCode = (field: NationalAddressCodeField, key: string) =>
  z
    .string()
    .transform((v) => normalizeNationalAddressCode(field, v))
    .pipe(
      z
        .string()
        .max(20)
        .refine((v) => isNationalAddressCode(field, v), key),
    )
    .nullish();

/**
 * A mobile number with its calling code; '' or null clears it. Normalised like the sign-in rule.
 * Absent keys stay absent (a partial update keeps what is stored): the calling code defaults to
 * `DEFAULT_PHONE_CODE` (966) only when a number (or its clearing) is sent without one.
 */
const MOBILE_INPUT_MAX_LENGTH = 32;
const mobileFields = {
  phone_code: phoneCodeSchema.optional(),
  phone_number: z.string().max(MOBILE_INPUT_MAX_LENGTH).nullish(),
};
type MobileInput = { phone_code?: string; phone_number?: string | null };
function refineMobile<T extends MobileInput>(v: T, ctx: z.RefinementCtx) {
  // An overlong number is refused once, by its own check, not again by the phone rule.
  if (!v.phone_number || v.phone_number.length > MOBILE_INPUT_MAX_LENGTH) return;
  const issue = validatePhoneNumber(v.phone_code ?? DEFAULT_PHONE_CODE, v.phone_number);
  if (issue) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: issue.key, params: issue.params });
}
const normaliseMobile = <T extends MobileInput>(v: T): T => {
  if (v.phone_number === undefined) return v;
  const phone_code = v.phone_code ?? DEFAULT_PHONE_CODE;
  return { ...v, phone_code, phone_number: v.phone_number ? normalizePhoneNumber(phone_code, v.phone_number) : null };
};
/** An optional e-mail: '' or null clears it (null), absent stays absent. */
const optionalEmail = z
  .union([z.literal(''), anyEmailSchema])
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** National Address fields (reference §7), all optional; codes typed in Arabic-Indic or Persian digits are kept in Western digits. */
const nationalAddressFields = {
  building_number: nationalAddressCode('building_number', 'building_number_invalid'),
  street: text(120).nullish(),
  district: text(120).nullish(),
  postal_code: nationalAddressCode('postal_code', 'postal_code_invalid'),
  additional_number: nationalAddressCode('additional_number', 'additional_number_invalid'),
  unit: text(20).nullish(),
  short_address: nationalAddressCode('short_address', 'short_address_invalid'),
};

/**
 * Spec §3 friend address: name, city, address, email, mobile (+ National Address). Any subset:
 * an absent key keeps what is stored, `null` or '' clears it (the calling code cannot be cleared).
 */
export const recipientInputSchema = z
  .object({
    name: text(RECIPIENT_NAME_MAX_LENGTH).nullish(),
    city_id: idSchema.nullish(),
    address: text(ADDRESS_MAX_LENGTH).nullish(),
    email: optionalEmail,
    ...mobileFields,
    ...nationalAddressFields,
  })
  .superRefine(refineMobile)
  .transform(normaliseMobile);

/**
 * Spec §3 guest info: name, phone; and, optionally, an e-mail for the receipt and the pay-later
 * providers (Tabby and Tamara need the buyer's e-mail). Without it the receipt goes by SMS.
 */
export const contactInputSchema = z
  .object({
    name: text(RECIPIENT_NAME_MAX_LENGTH).nullish(),
    email: optionalEmail,
    ...mobileFields,
  })
  .superRefine(refineMobile)
  .transform(normaliseMobile);

/**
 * PUT /checkout: any subset of the state; `null` clears a field, an absent one is kept. The same
 * holds inside `contact` and `recipient` (`{ recipient: { name } }` keeps the stored mobile and
 * e-mail); `recipient: null` / `contact: null` clear the whole object.
 */
export const checkoutUpdateBodySchema = z.object({
  /** The tab the shopper moves to; refused (400, data.reason = the §5 prompt) while an earlier step is incomplete. */
  step: z.enum(CHECKOUT_STEPS).optional(),
  contact: contactInputSchema.nullish(),
  delivery_type: z.enum(DELIVERY_TYPES).nullish(),
  recipient: recipientInputSchema.nullish(),
  /** Only the recipient's mobile is given: the recipient supplies address and slot through an SMS link. */
  recipient_supplies_address: z.boolean().optional(),
  hide_sender_name: z.boolean().optional(),
  cafe_branch_id: idSchema.nullish(),
  delivery_date: dateSchema.nullish(),
  slot_id: idSchema.nullish(),
  message_card: messageCardTextSchema.nullish(),
  terms_accepted: z.boolean().optional(),
  payment_method: z.enum(PAYMENT_METHODS).nullish(),
  /** `null` removes the applied coupon (apply one with POST /coupons/apply). */
  coupon_code: z.null().optional(),
});
export type CheckoutUpdateBody = z.input<typeof checkoutUpdateBodySchema>;
/** The body as the server reads it (absent keys still absent). */
export type CheckoutUpdate = z.output<typeof checkoutUpdateBodySchema>;

export const recipientSchema = z.object({
  name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  phone_code: z.string(),
  phone_number: z.string().nullable(),
  building_number: z.string().nullable(),
  street: z.string().nullable(),
  district: z.string().nullable(),
  postal_code: z.string().nullable(),
  additional_number: z.string().nullable(),
  unit: z.string().nullable(),
  short_address: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const contactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullish(),
  phone_code: z.string(),
  phone_number: z.string().nullable(),
});

/** Every figure computed by the server. total = subtotal + addons + delivery_fee − discount; amount_due = total − wallet. */
export const checkoutSummarySchema = z.object({
  item_count: z.number().int().nonnegative(),
  /** Products (without their add-ons). */
  subtotal: halalasSchema,
  addons: halalasSchema,
  delivery_fee: halalasSchema,
  discount: halalasSchema,
  wallet: halalasSchema,
  total: halalasSchema,
  amount_due: halalasSchema,
  /** The 15 % VAT contained in the total. */
  vat_included: halalasSchema,
  currency: z.enum(CURRENCIES),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  /** Basis points (1000 = 10 %) for percent, halalas for fixed. */
  value: z.number().int(),
  min_order: halalasSchema,
  max_discount: halalasSchema.nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  description: z.string(),
  is_saved: z.boolean(),
  /** Whether it applies to the cart now (city, minimum, dates, limits). */
  is_applicable: z.boolean(),
  /** Why not, in the caller's language. */
  reason: z.string().nullable(),
  /** What it takes off the current cart (0 when not applicable). */
  discount: halalasSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

const stepStateSchema = z.object({
  /** Done: this step and every step before it (nothing after a basket with a problem is done). */
  complete: z.boolean(),
  prompt: z.enum(CHECKOUT_PROMPTS).nullable(),
  message: z.string().nullable(),
});

export const checkoutStateSchema = z.object({
  step: z.enum(CHECKOUT_STEPS),
  city_id: z.number().int().nullable(),
  is_guest: z.boolean(),
  /** Guest info (spec §3: name, phone); null for a signed-in shopper, whose profile is used. */
  contact: contactSchema.nullable(),
  profile: z
    .object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone_code: z.string().nullable(),
      phone_number: z.string().nullable(),
    })
    .nullable(),
  delivery_type: z.enum(DELIVERY_TYPES).nullable(),
  recipient: recipientSchema,
  recipient_supplies_address: z.boolean(),
  hide_sender_name: z.boolean(),
  cafe_branch_id: z.number().int().nullable(),
  delivery_date: z.string().nullable(),
  slot_id: z.number().int().nullable(),
  message_card: z.string(),
  terms_accepted: z.boolean(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  coupon: couponSchema.nullable(),
  /** Signed-in only: the balance and what the shopper asked to use. */
  wallet: z.object({ balance: halalasSchema, requested: halalasSchema, applied: halalasSchema }).nullable(),
  summary: checkoutSummarySchema,
  /** The first §5 prompt that stops placing the order, and its text in the caller's language. */
  prompt: z.enum(CHECKOUT_PROMPTS).nullable(),
  prompt_message: z.string().nullable(),
  steps: z.object({ basket: stepStateSchema, contact: stepStateSchema, complete: stepStateSchema }),
  /** An order placed from this cart and still awaiting payment (pay it or place again). */
  pending_order: z.object({ order_uuid: z.string(), order_number: z.string(), reserved_until: z.string() }).nullable(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const cafeBranchSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  opening_hours: z.string(),
});
export type CafeBranch = z.infer<typeof cafeBranchSchema>;

export const timeSlotsBodySchema = z.object({
  cities_id: idSchema,
  /** Only this date (else every bookable date). */
  date: dateSchema.optional(),
});

export const timeSlotSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** `HH:MM`, Riyadh time. */
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  is_available: z.boolean(),
});
export const deliveryDateSchema = z.object({
  /** `YYYY-MM-DD` (Gregorian; the storefront shows the Hijri date through Intl). */
  date: z.string(),
  same_day: z.boolean(),
  slots: z.array(timeSlotSchema),
});
export const timeSlotsSchema = z.object({
  city_id: z.number().int(),
  delivery_service: z.string(),
  /** Same-day orders until this hour (Asia/Riyadh) in barq cities. */
  cutoff_hour: z.number().int(),
  dates: z.array(deliveryDateSchema),
});
export type TimeSlots = z.infer<typeof timeSlotsSchema>;

export const couponCodeBodySchema = z.object({
  code: z
    .string({ error: 'coupon_code_required' })
    .trim()
    .min(1, 'coupon_code_required')
    .max(40)
    // Codes are Latin letters and Western digits (operator rule): `welcome١٠` finds WELCOME10.
    .transform((v) => normalizeDigits(v).toUpperCase()),
});
export const couponsListSchema = z.object({ saved: z.array(couponSchema), available: z.array(couponSchema) });

export const walletApplyBodySchema = z.object({
  /** true: as much as the balance covers; false: none; a number: at most that many halalas. */
  use: z.union([z.boolean(), boundedIntSchema(0, 100_000_000)]),
});

/** Everything else comes from the checkout state on the server; send `Idempotency-Key` (or `idempotency_key`). */
export const placeOrderBodySchema = z.object({
  cities_id: idSchema.optional(),
  /** Same as the `Idempotency-Key` header, for form posts (the header wins). */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
  /**
   * The summary the shopper confirmed (`summary.total` and `summary.amount_due` of the checkout
   * state they were shown). Never used to charge: the server re-prices everything, and when its
   * figures differ (the basket, a price, the stock or the wallet changed meanwhile, another tab)
   * it refuses with 409 `checkout_changed` and changes nothing, so no one pays a total they did
   * not see. Optional for API clients that confirm on the pay page instead.
   */
  expected_total: halalasSchema.optional(),
  expected_amount_due: halalasSchema.optional(),
});

export const placeOrderSchema = z.object({
  order_uuid: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATES),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  total: halalasSchema,
  wallet_used: halalasSchema,
  /** What a payment provider must collect (0: paid by the wallet). */
  amount_due: halalasSchema,
  /** Stock, coupon and wallet are held until then. */
  reserved_until: z.string().nullable(),
});
export type PlaceOrderResult = z.infer<typeof placeOrderSchema>;

export const ordersListBodySchema = z.object({
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 50).default(10),
  /** active: placed, not finished; delivered: delivered or picked up; all (default): every placed order. */
  filter: z.enum(['all', 'active', 'delivered']).default('all'),
});

export const orderSummarySchema = z.object({
  order_uuid: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Spec §4 code, null for labels without one. */
  status_code: z.number().int().nullable(),
  status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATES),
  delivery_type: z.enum(DELIVERY_TYPES),
  item_count: z.number().int(),
  total: halalasSchema,
  currency: z.enum(CURRENCIES),
  feature_image: z.string(),
  delivery_date: z.string().nullable(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  feature_image: z.string(),
  quantity: z.number().int(),
  unit_price: halalasSchema,
  line_price: halalasSchema,
  color_name: z.string().nullable(),
  engrave_text: z.string(),
  addons: z.array(z.object({ product_id: z.number().int(), product_title: z.string(), unit_price: halalasSchema })),
});

export const orderEventSchema = z.object({
  from: z.enum(ORDER_STATUSES).nullable(),
  to: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_EVENT_ACTORS),
  note: z.string().nullable(),
  at: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  summary: checkoutSummarySchema,
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  coupon_code: z.string().nullable(),
  recipient: recipientSchema,
  recipient_supplies_address: z.boolean(),
  hide_sender_name: z.boolean(),
  cafe_branch: cafeBranchSchema.nullable(),
  slot: z.object({ id: z.number().int(), label: z.string(), start_time: z.string(), end_time: z.string() }).nullable(),
  message_card: z.string(),
  reserved_until: z.string().nullable(),
  /** Every status change with its time and cause (the timeline). */
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const giftRecipientSchema = z.object({
  order_number: z.string(),
  /** null when the buyer chose to hide their name. */
  sender_name: z.string().nullable(),
  recipient_name: z.string().nullable(),
  city: z.object({ id: z.number().int(), name: z.string(), delivery_service: z.string() }),
  message_card: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** True while the link waits for the address and slot. */
  needs_address: z.boolean(),
  expires_at: z.string(),
});

/**
 * The recipient's answer. Its refusals name the field in the caller's language ('العنوان مطلوب',
 * 'اختر تاريخ التوصيل ووقته'): the gift page shows the envelope's message as it is, and a generic
 * rule would read "Invalid value for address: …" with the API's field key.
 */
export const giftRecipientBodySchema = z.object({
  address: z
    .string({ error: 'address_required' })
    .trim()
    .min(1, 'address_required')
    .max(ADDRESS_MAX_LENGTH, 'address_too_long'),
  ...nationalAddressFields,
  email: z
    .union([z.literal(''), anyEmailSchema])
    .nullish()
    .transform((v) => v || null),
  // The page's slot picker sends `''` and `0` when nothing is chosen.
  delivery_date: z.string({ error: 'delivery_slot_required' }).min(1, 'delivery_slot_required').pipe(dateSchema),
  slot_id: z
    .union([z.number(), z.string()], { error: 'delivery_slot_required' })
    .refine((v) => v !== '' && v !== 0, 'delivery_slot_required')
    .pipe(idSchema),
});

export const checkoutCalls = {
  checkoutRead: defineCall({
    ...checkoutRoutes.checkoutRead,
    tag: 'checkout',
    summary: 'The checkout state kept on the cart, with the server-computed summary and the §5 prompt that applies',
    query: cityQuery,
    data: checkoutStateSchema,
  }),
  checkoutUpdate: defineCall({
    ...checkoutRoutes.checkoutUpdate,
    tag: 'checkout',
    summary: 'Change the checkout state (any subset; null clears); moving to a step needs the earlier ones complete',
    query: cityQuery,
    body: checkoutUpdateBodySchema,
    data: checkoutStateSchema,
  }),
  cafeBranches: defineCall({
    ...checkoutRoutes.cafeBranches,
    tag: 'delivery',
    summary: "The city's cafe branches with their hours (pickup)",
    query: requiredCityQuery,
    data: z.array(cafeBranchSchema),
  }),
  timeSlots: defineCall({
    ...checkoutRoutes.timeSlots,
    tag: 'delivery',
    summary:
      'Bookable dates and slots with remaining capacity: barq cities the same day until the cut-off, others 2–6 working days; Fri/Sat and holidays skipped',
    body: timeSlotsBodySchema,
    data: timeSlotsSchema,
  }),
  couponApply: defineCall({
    ...checkoutRoutes.couponApply,
    tag: 'coupons',
    summary: 'Apply a coupon to the checkout (refusals say why in the caller’s language)',
    query: cityQuery,
    body: couponCodeBodySchema,
    data: checkoutStateSchema,
  }),
  couponsList: defineCall({
    ...checkoutRoutes.couponsList,
    tag: 'coupons',
    summary: "The shopper's saved coupons and the ones available now",
    query: cityQuery,
    data: couponsListSchema,
  }),
  couponSave: defineCall({
    ...checkoutRoutes.couponSave,
    tag: 'coupons',
    summary: 'Save a coupon to the account',
    body: couponCodeBodySchema,
    data: couponSchema,
  }),
  couponsAvailable: defineCall({
    ...checkoutRoutes.couponsAvailable,
    tag: 'coupons',
    summary: 'Coupons available for the cart and city, each with what it takes off or why it does not apply',
    query: cityQuery,
    body: z.object({}),
    data: z.array(couponSchema),
  }),
  walletApply: defineCall({
    ...checkoutRoutes.walletApply,
    tag: 'wallet',
    summary: 'Pay part or all of the total from the wallet (never more than the balance or the total)',
    query: cityQuery,
    body: walletApplyBodySchema,
    data: checkoutStateSchema,
  }),
  placeOrder: defineCall({
    ...checkoutRoutes.placeOrder,
    tag: 'orders',
    summary:
      'Place the order from the checkout state: re-priced from the database, stock reserved 15 minutes, coupon and wallet recorded; Idempotency-Key: same key, same answer',
    query: cityQuery,
    body: placeOrderBodySchema,
    data: placeOrderSchema,
  }),
};
