/**
 * Operating the store (issue 15 §6): orders along the state machine, refunds, wallet bonus,
 * restock, coupons, maintenance and operators — schemas for each route of `operator-routes.ts`.
 *
 * Shaped for a later web console: every list takes `page_number` (from 1) and `limit` and answers
 * `{ items, page_number, limit, total }`; filters are query fields; every change answers the
 * changed resource. Money is integer halalas. Orders are addressed by uuid or order number.
 */
import { z } from 'zod';
import { halalasSchema } from '../entities';
import { ORDER_EVENT_ACTORS, ORDER_STATUSES, PAYMENT_STATES } from '../orders';
import { boundedIntSchema, idSchema, productRefSchema } from '../rules';
import { defineCall } from './define';
import { operatorRoutes } from './operator-routes';

/** Page size of the operator lists (default and maximum). */
export const OPERATOR_PAGE_SIZE = 50;
export const OPERATOR_MAX_PAGE_SIZE = 200;
/** Reasons, notes and coupon descriptions: length limits. */
export const OPERATOR_REASON_MAX_LENGTH = 500;
/** The largest wallet bonus in one call (halalas: 10,000 SAR). */
export const OPERATOR_MAX_BONUS_HALALAS = 1_000_000;

const pageQuery = {
  page_number: boundedIntSchema(1, 100_000).default(1),
  limit: boundedIntSchema(1, OPERATOR_MAX_PAGE_SIZE).default(OPERATOR_PAGE_SIZE),
};

/** A page of a list: the items and where they are. */
export function operatorPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page_number: z.number().int(),
    limit: z.number().int(),
    /** Items matching the filters, on every page. */
    total: z.number().int(),
  });
}

const reasonSchema = z.string().trim().min(1).max(OPERATOR_REASON_MAX_LENGTH);

/** An order's uuid, its number (`HD-100023`) or its numeric id. */
export const orderRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|HD-\d{1,12}|\d{1,9})$/i, 'order_ref_invalid');
const orderParams = z.object({ id: orderRefSchema });

export const operatorActorSchema = z.object({
  /** token: OPERATOR_API_TOKEN; key: the loopback key (CLI); user: an operator's session. */
  kind: z.enum(['token', 'key', 'user', 'cli']),
  user_id: z.number().int().nullable(),
});
export type OperatorActorView = z.infer<typeof operatorActorSchema>;

// Orders ------------------------------------------------------------------------------------------

export const operatorOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATES).optional(),
  /** Order number, sender or recipient name, phone or e-mail (contains, case-insensitive). */
  q: z.string().trim().max(80).optional(),
  user_id: idSchema.optional(),
  ...pageQuery,
});

export const operatorOrderSummarySchema = z.object({
  uuid: z.string(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATES),
  payment_method: z.string().nullable(),
  delivery_type: z.string(),
  total: halalasSchema,
  wallet_used: halalasSchema,
  currency: z.literal('SAR'),
  user_id: z.number().int().nullable(),
  is_guest: z.boolean(),
  sender_name: z.string().nullable(),
  sender_phone: z.string().nullable(),
  sender_email: z.string().nullable(),
  recipient_name: z.string().nullable(),
  delivery_date: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  updated_at: z.string(),
  /** Where the state machine lets this order go next (empty: terminal). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummarySchema>;

export const operatorOrderEventSchema = z.object({
  id: z.number().int(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor: z.enum(ORDER_EVENT_ACTORS),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const operatorPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  method: z.string(),
  provider_ref: z.string().nullable(),
  amount: halalasSchema,
  status: z.string(),
  created_at: z.string(),
});

export const REFUND_DESTINATIONS = ['wallet', 'original'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const operatorRefundSchema = z.object({
  id: z.number().int(),
  destination: z.enum(REFUND_DESTINATIONS),
  /** `wallet`, or the payment provider refunded. */
  provider: z.string(),
  provider_ref: z.string().nullable(),
  /** Given back through the provider. */
  provider_amount: halalasSchema,
  /** Given back to the wallet. */
  wallet_amount: halalasSchema,
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  failure_message: z.string().nullable(),
  requested_by: z.string(),
  /** The operator who last retried it after the provider refused (`operatorRefundRetry`). */
  retried_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorRefund = z.infer<typeof operatorRefundSchema>;

export const operatorOrderSchema = operatorOrderSummarySchema.extend({
  language: z.enum(['ar', 'en']),
  recipient_phone: z.string().nullable(),
  recipient_address: z.string().nullable(),
  message_card: z.string(),
  subtotal: halalasSchema,
  discount: halalasSchema,
  delivery_fee: halalasSchema,
  coupon_code: z.string().nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      color_id: z.number().int().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      unit_price: halalasSchema,
    }),
  ),
  events: z.array(operatorOrderEventSchema),
  payments: z.array(operatorPaymentSchema),
  refund: operatorRefundSchema.nullable(),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const operatorTransitionBodySchema = z.object({
  to: z.enum(ORDER_STATUSES),
  reason: reasonSchema,
});

export const operatorCancelBodySchema = z.object({
  status: z.enum(['rejected', 'cancelled']),
  reason: reasonSchema,
  /** wallet: the buyer's wallet (signed-in buyers); original: back to the payment method. */
  refund_to: z.enum(REFUND_DESTINATIONS),
});

// Wallet, stock -----------------------------------------------------------------------------------

export const operatorBonusBodySchema = z.object({
  user_id: idSchema,
  amount_halalas: boundedIntSchema(1, OPERATOR_MAX_BONUS_HALALAS),
  reason: reasonSchema,
  /** Makes a retried call a no-op (default: a new bonus each call). */
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});

export const operatorBonusSchema = z.object({
  user_id: z.number().int(),
  entry_id: z.number().int(),
  amount: halalasSchema,
  balance: halalasSchema,
  /** False when the idempotency key had been used already (nothing changed). */
  applied: z.boolean(),
});

export const operatorRestockBodySchema = z.object({
  /** Units to add (negative removes; stock never goes below zero). */
  quantity: boundedIntSchema(-100_000, 100_000).refine((n) => n !== 0, 'must_not_be_zero'),
  /** Required for a product with colours. */
  color_id: idSchema.nullish(),
});

export const operatorRestockSchema = z.object({
  product_id: z.number().int(),
  color_id: z.number().int().nullable(),
  stock: z.number().int(),
  /** Notify-me subscribers told it is back. */
  notified: z.number().int(),
});

// Coupons -----------------------------------------------------------------------------------------

export const operatorCouponsQuerySchema = z.object({
  /** active: usable now; paused: switched off by an operator. */
  state: z.enum(['active', 'paused']).optional(),
  /** Code contains (case-insensitive). */
  q: z.string().trim().max(40).optional(),
  ...pageQuery,
});

export const operatorCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(['percent', 'fixed']),
  /** Basis points for percent (1000 = 10 %), halalas for fixed. */
  value: z.number().int(),
  min_order: halalasSchema,
  max_discount: halalasSchema.nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  per_user_limit: z.number().int(),
  city_ids: z.array(z.number().int()).nullable(),
  is_public: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  description_en: z.string(),
  description_ar: z.string(),
  is_paused: z.boolean(),
});
export type OperatorCoupon = z.infer<typeof operatorCouponSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

export const operatorCouponCreateBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'coupon_code_invalid')
      .transform((v) => v.toUpperCase()),
    discount_type: z.enum(['percent', 'fixed']),
    /** Basis points (1–10000) for percent, halalas for fixed. */
    value: boundedIntSchema(1, 10_000_000),
    min_order: boundedIntSchema(0, 10_000_000).default(0),
    max_discount: boundedIntSchema(1, 10_000_000).nullish(),
    usage_limit: boundedIntSchema(1, 10_000_000).nullish(),
    per_user_limit: boundedIntSchema(1, 1000).default(1),
    city_ids: z.array(idSchema).max(200).nullish(),
    is_public: z.boolean().default(false),
    starts_at: isoDateTime.nullish(),
    ends_at: isoDateTime.nullish(),
    description_en: z.string().trim().max(OPERATOR_REASON_MAX_LENGTH).default(''),
    description_ar: z.string().trim().max(OPERATOR_REASON_MAX_LENGTH).default(''),
  })
  .refine((c) => c.discount_type !== 'percent' || c.value <= 10_000, {
    path: ['value'],
    message: 'percent_too_big',
  })
  .refine((c) => !c.starts_at || !c.ends_at || Date.parse(c.starts_at) < Date.parse(c.ends_at), {
    path: ['ends_at'],
    message: 'ends_before_start',
  });

const couponParams = z.object({ id: idSchema });

// Maintenance, operators --------------------------------------------------------------------------

export const operatorMaintenanceBodySchema = z.object({ on: z.boolean() });
export const operatorMaintenanceSchema = z.object({ is_web_app_maintenance: z.boolean() });

export const operatorGrantBodySchema = z.object({
  /** The user's e-mail, or phone (`9665XXXXXXXX`, `05XXXXXXXX` or `5XXXXXXXX`). */
  user: z.string().trim().min(3).max(254),
});

export const operatorGrantSchema = z.object({
  user_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.literal('operator'),
  /** False when the user already had the role. */
  granted: z.boolean(),
});

const tag = 'operator';

export const operatorCalls = {
  operatorMe: defineCall({
    ...operatorRoutes.operatorMe,
    tag,
    summary: 'Operator: who the credential is (token, loopback key, or an operator user)',
    data: operatorActorSchema,
  }),
  operatorOrders: defineCall({
    ...operatorRoutes.operatorOrders,
    tag,
    summary: 'Operator: orders, newest first, filtered by status, payment status, user or text',
    query: operatorOrdersQuerySchema,
    data: operatorPageSchema(operatorOrderSummarySchema),
  }),
  operatorOrder: defineCall({
    ...operatorRoutes.operatorOrder,
    tag,
    summary: 'Operator: one order with its items, events, payments and refund',
    params: orderParams,
    data: operatorOrderSchema,
  }),
  operatorOrderTransition: defineCall({
    ...operatorRoutes.operatorOrderTransition,
    tag,
    summary: 'Operator: move an order along its state machine (409 when the move is not allowed)',
    params: orderParams,
    body: operatorTransitionBodySchema,
    data: operatorOrderSchema,
  }),
  operatorOrderCancel: defineCall({
    ...operatorRoutes.operatorOrderCancel,
    tag,
    summary: 'Operator: reject or cancel a paid order and refund it, to the wallet or the original payment (once)',
    params: orderParams,
    body: operatorCancelBodySchema,
    data: operatorOrderSchema,
  }),
  operatorRefundRetry: defineCall({
    ...operatorRoutes.operatorRefundRetry,
    tag,
    summary:
      "Operator: try again a refund the payment provider refused (a declined gift's, once its job has given up); the order's refund section shows the outcome",
    params: orderParams,
    data: operatorOrderSchema,
  }),
  operatorWalletBonus: defineCall({
    ...operatorRoutes.operatorWalletBonus,
    tag,
    summary: "Operator: credit a bonus to a user's wallet",
    body: operatorBonusBodySchema,
    data: operatorBonusSchema,
  }),
  operatorRestock: defineCall({
    ...operatorRoutes.operatorRestock,
    tag,
    summary: 'Operator: add stock to a product or one of its colours; notify-me subscribers are told',
    params: z.object({ id: productRefSchema }),
    body: operatorRestockBodySchema,
    data: operatorRestockSchema,
  }),
  operatorCoupons: defineCall({
    ...operatorRoutes.operatorCoupons,
    tag,
    summary: 'Operator: coupons, newest first',
    query: operatorCouponsQuerySchema,
    data: operatorPageSchema(operatorCouponSchema),
  }),
  operatorCouponCreate: defineCall({
    ...operatorRoutes.operatorCouponCreate,
    tag,
    summary: 'Operator: create a coupon (409 when the code exists)',
    body: operatorCouponCreateBodySchema,
    data: operatorCouponSchema,
  }),
  operatorCouponPause: defineCall({
    ...operatorRoutes.operatorCouponPause,
    tag,
    summary: 'Operator: pause a coupon (applying it is refused until resumed)',
    params: couponParams,
    data: operatorCouponSchema,
  }),
  operatorCouponResume: defineCall({
    ...operatorRoutes.operatorCouponResume,
    tag,
    summary: 'Operator: resume a paused coupon',
    params: couponParams,
    data: operatorCouponSchema,
  }),
  operatorMaintenance: defineCall({
    ...operatorRoutes.operatorMaintenance,
    tag,
    summary: 'Operator: is maintenance mode on',
    data: operatorMaintenanceSchema,
  }),
  operatorMaintenanceSet: defineCall({
    ...operatorRoutes.operatorMaintenanceSet,
    tag,
    summary: 'Operator: switch maintenance mode on or off (the operator API stays open)',
    body: operatorMaintenanceBodySchema,
    data: operatorMaintenanceSchema,
  }),
  operatorGrant: defineCall({
    ...operatorRoutes.operatorGrant,
    tag,
    summary: 'Operator: give a user (by e-mail or phone) the operator role',
    body: operatorGrantBodySchema,
    data: operatorGrantSchema,
  }),
};
