/**
 * Orders after the purchase (issue 15 §1–§4; spec §2 `/my-orders`, `/wallet`, §3, §4, §7): the
 * order list and its delivered part, the order page (timeline, message card, rating, invoice),
 * track gift, the rating, the wallet, and the recipient's page with its decline. Routes in
 * `orders-routes.ts`; rules and constants in `../orders.ts`.
 *
 * `ordersList`, `orderDetail`, `userWallet`, `giftRecipientRead` and `giftRecipientSubmit` replace
 * checkout's calls of the same name (spread after them in `calls.ts`): the same paths and inputs,
 * more data.
 */
import { z } from 'zod';
import { CURRENCIES, DEFAULT_PHONE_CODE } from '../constants';
import { halalasSchema } from '../entities';
import { normalizeDigits } from '../normalize';
import {
  DELIVERY_TYPES,
  ORDER_STATUSES,
  RATING_COMMENT_MAX_LENGTH,
  RATING_LEVELS,
  RATING_REASONS,
  WALLET_TRANSACTION_TYPES,
} from '../orders';
import { normalizePhoneNumber, validatePhoneNumber } from '../phone';
import { boundedIntSchema, messageCardTextSchema, phoneCodeSchema, requiredOr } from '../rules';
import {
  giftRecipientBodySchema,
  giftRecipientSchema,
  orderDetailSchema,
  orderSummarySchema,
  ordersListBodySchema,
} from './checkout';
import { defineCall } from './define';
import { orderRoutes } from './orders-routes';

const uuidParams = z.object({ uuid: z.uuid('order_not_found') });
const tokenParams = z.object({
  token: z
    .string()
    .trim()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'link_invalid'),
});

/** One step of the order's timeline (the design system's OrderStatusTimeline). */
export const timelineStepSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** Spec §4 code (1–7), null for labels without one. */
  status_code: z.number().int().nullable(),
  /** In the caller's language. */
  label: z.string(),
  /** complete: reached; current: the order's status; upcoming: not yet; terminal: the order stopped here (rejected, cancelled, recipient rejected, failed). */
  state: z.enum(['complete', 'current', 'upcoming', 'terminal']),
  /** ISO time the step was reached (show it in Asia/Riyadh), null when not reached. */
  at: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/**
 * The steps of the order's flow, in order: delivery (accepted, recipient accepted, wrap gift, on
 * the way, delivered; 'waiting for the recipient' first when the recipient gave the address) or
 * pickup (confirmed, accepted, processing, wrap gift, ready for pick up, picked up). An order that
 * stopped (rejected, cancelled, recipient rejected, failed) ends with that step, `terminal`, and
 * the steps it never reached are left out.
 */
export const orderTimelineSchema = z.object({
  flow: z.enum(['delivery', 'pickup']),
  steps: z.array(timelineStepSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

export const orderRatingSchema = z.object({
  order_uuid: z.string(),
  rating: z.enum(RATING_LEVELS),
  reasons: z.array(z.enum(RATING_REASONS)),
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

/** An order in `/my-orders`. */
export const orderListItemSchema = orderSummarySchema.extend({
  recipient_name: z.string().nullable(),
  /** Delivered or picked up, by this shopper, and not rated yet. */
  can_rate: z.boolean(),
  /** The rating given, if any. */
  rating: z.enum(RATING_LEVELS).nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderListItemSchema),
  page_number: z.number().int(),
  limit: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const pageQuerySchema = z.object({
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 50).default(10),
});

/** The order page (`/my-orders/{uuid}` or wherever the storefront shows it). */
export const orderPageSchema = orderDetailSchema.extend({
  recipient_name: z.string().nullable(),
  timeline: orderTimelineSchema,
  /** Until the gift is wrapped (status 3): `PUT /orders/{uuid}/message-card`. */
  can_edit_message_card: z.boolean(),
  can_rate: z.boolean(),
  rating: orderRatingSchema.nullable(),
  /** `GET /api{invoice_path}` (HTML simplified tax invoice) once paid; null before. */
  invoice_path: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

const TRACK_PHONE_MAX_LENGTH = 32;

/** Track gift (footer, guests too): the order number and the phone the buyer used. */
export const orderTrackBodySchema = z
  .object({
    order_number: z
      .string({ error: requiredOr('order_number_required') })
      .trim()
      .min(1, 'order_number_required')
      .max(30)
      // As typed on an Arabic keyboard too: `hd-١٠٠٠٢٣` is HD-100023.
      .transform((v) => normalizeDigits(v).toUpperCase()),
    phone_code: phoneCodeSchema.default(DEFAULT_PHONE_CODE),
    phone_number: z
      .string({ error: requiredOr('phone_required') })
      .trim()
      .min(1, 'phone_required')
      .max(TRACK_PHONE_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when the number's own checks failed: an empty or overlong number is
    // refused once, by them, not again by the phone rule ('phone_required' twice).
    if (v.phone_number.length === 0 || v.phone_number.length > TRACK_PHONE_MAX_LENGTH) return;
    const issue = validatePhoneNumber(v.phone_code, v.phone_number);
    if (issue) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: issue.key, params: issue.params });
  })
  .transform((v) => ({ ...v, phone_number: normalizePhoneNumber(v.phone_code, v.phone_number) }));
export type OrderTrackBody = z.input<typeof orderTrackBodySchema>;

/** What track gift shows: the status and timeline, nothing of the buyer, recipient or payment. */
export const trackedOrderSchema = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_code: z.number().int().nullable(),
  status_label: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_date: z.string().nullable(),
  slot: z.object({ label: z.string(), start_time: z.string(), end_time: z.string() }).nullable(),
  item_count: z.number().int(),
  created_at: z.string(),
  timeline: orderTimelineSchema,
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const messageCardBodySchema = z.object({
  message_card: messageCardTextSchema,
});

/** `order_id` is the order's uuid (`/my-orders?order_id={uuid}`, the rating_popup notification). */
export const saveRatingBodySchema = z.object({
  order_id: z.uuid('order_not_found'),
  rating: z.enum(RATING_LEVELS, { error: 'rating_invalid' }),
  reasons: z
    .array(z.enum(RATING_REASONS, { error: 'rating_reason_invalid' }))
    .max(RATING_REASONS.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX_LENGTH, 'rating_comment_too_long')
    .nullish()
    .transform((v) => v || null),
});
export type SaveRatingBody = z.input<typeof saveRatingBodySchema>;

export const walletQuerySchema = z.object({
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 100).default(20),
});

export const walletEntrySchema = z.object({
  id: z.number().int(),
  /** Spec §3: purchased, refunded, refund, bonus. */
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** The type in the caller's language. */
  type_label: z.string(),
  /** Signed halalas: credits positive, debits negative. */
  amount: z.number().int(),
  /** The same in SAR with two decimals (`-12.50`). */
  amount_sar: z.string(),
  balance_after: halalasSchema,
  order_uuid: z.string().nullable(),
  order_number: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntryView = z.infer<typeof walletEntrySchema>;

/** The balance always equals the sum of the ledger (every page of it). */
export const walletPageSchema = z.object({
  balance: halalasSchema,
  balance_sar: z.string(),
  currency: z.enum(CURRENCIES),
  transactions: z.array(walletEntrySchema),
  page_number: z.number().int(),
  limit: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type WalletPage = z.infer<typeof walletPageSchema>;

/** The recipient's page: no prices, nothing of the buyer but the name they did not hide. */
export const giftRecipientPageSchema = giftRecipientSchema.extend({
  status_code: z.number().int().nullable(),
  status_label: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  delivery_date: z.string().nullable(),
  slot: z.object({ label: z.string(), start_time: z.string(), end_time: z.string() }).nullable(),
  timeline: orderTimelineSchema,
  /** While the order waits for the recipient (same window as `needs_address`, until `expires_at`). */
  can_decline: z.boolean(),
  /** The link stops working then (the order ended + RECIPIENT_LINK_DAYS_AFTER_DELIVERY); null while the order goes on. */
  readable_until: z.string().nullable(),
});
export type GiftRecipientPage = z.infer<typeof giftRecipientPageSchema>;

export const orderCalls = {
  ordersList: defineCall({
    ...orderRoutes.ordersList,
    tag: 'orders',
    summary: "The shopper's placed orders, newest first, paginated (filter all, active or delivered)",
    body: ordersListBodySchema,
    data: orderListSchema,
  }),
  ordersDelivered: defineCall({
    ...orderRoutes.ordersDelivered,
    tag: 'orders',
    summary: "The shopper's delivered (or picked up) orders, newest first, paginated",
    query: pageQuerySchema,
    data: orderListSchema,
  }),
  orderDetail: defineCall({
    ...orderRoutes.orderDetail,
    tag: 'orders',
    summary: "An order's page: items, recipient or branch, date and slot, card, payment, timeline, rating",
    params: uuidParams,
    data: orderPageSchema,
  }),
  orderTrack: defineCall({
    ...orderRoutes.orderTrack,
    tag: 'orders',
    summary: "Track a gift by its order number and the buyer's phone (status and timeline only; rate-limited)",
    body: orderTrackBodySchema,
    data: trackedOrderSchema,
  }),
  orderMessageCard: defineCall({
    ...orderRoutes.orderMessageCard,
    tag: 'orders',
    summary: 'Change the message card until the gift is wrapped (status 3)',
    params: uuidParams,
    body: messageCardBodySchema,
    data: orderPageSchema,
  }),
  orderSaveRating: defineCall({
    ...orderRoutes.orderSaveRating,
    tag: 'orders',
    summary: 'Rate a delivered order once (the buyer only)',
    body: saveRatingBodySchema,
    data: orderRatingSchema,
  }),
  userWallet: defineCall({
    ...orderRoutes.userWallet,
    tag: 'wallet',
    summary: 'Wallet balance and its ledger, newest first, paginated',
    query: walletQuerySchema,
    data: walletPageSchema,
  }),
  giftRecipientRead: defineCall({
    ...orderRoutes.giftRecipientRead,
    tag: 'orders',
    summary: "The recipient's page: sender (unless hidden), card, timeline, and whether to accept or decline",
    params: tokenParams,
    data: giftRecipientPageSchema,
  }),
  giftRecipientSubmit: defineCall({
    ...orderRoutes.giftRecipientSubmit,
    tag: 'orders',
    summary: 'The recipient gives the address and a delivery slot; the order is accepted',
    params: tokenParams,
    body: giftRecipientBodySchema,
    data: giftRecipientPageSchema,
  }),
  giftRecipientDecline: defineCall({
    ...orderRoutes.giftRecipientDecline,
    tag: 'orders',
    summary: 'The recipient declines the gift: recipient rejected, the buyer refunded to the wallet once',
    params: tokenParams,
    body: z.object({}),
    data: giftRecipientPageSchema,
  }),
};
