import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productColors, products } from './catalog';
import { cafeBranches, cities } from './geo';
import { guests, users } from './identity';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user').on(t.userId), uniqueIndex('carts_guest').on(t.guestId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    colorId: integer('color_id').references(() => productColors.id),
    quantity: integer('quantity').notNull(),
    /** Sorted ascending, no repeats: two lines with the same ids are the same line. */
    addonProductIds: integer('addon_product_ids').array().notNull().default([]),
    /** Trimmed; '' when the line has no engraving. */
    engravingText: text('engraving_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart').on(t.cartId),
    // One line per product, colour, add-ons and engraving in a cart (adds of the same add up).
    uniqueIndex('cart_items_same_line').on(
      t.cartId,
      t.productId,
      sql`coalesce(${t.colorId}, 0)`,
      t.addonProductIds,
      t.engravingText,
    ),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * notify-me requests (spec §7 GET /user/product/notify-me/{id}): open while `notified_at` is null;
 * a restock closes each with one conditional update, so each subscriber is told exactly once.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').references(() => productColors.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').references(() => cities.id),
    /** The subscriber's language when subscribing (the e-mail's language falls back to it). */
    language: text('language').notNull().default('ar'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_notifications_open')
      .on(t.userId, t.productId, sql`coalesce(${t.colorId}, 0)`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_notifications_product_open').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * The last stock change of each product, numbered by one counter (`stock_version`). Written by a
 * database trigger on every change of `products.stock` or `product_colors.stock`, whoever writes
 * it; every server polls `version > last seen` to refresh the stock it shows, without touching
 * the catalogue cache. The counter row is locked until commit, so versions commit in order.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('stock_changes_version').on(t.version)],
);

export const stockVersion = pgTable('stock_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** percent | fixed */
  discountType: text('discount_type').notNull(),
  /** basis points for percent, halalas for fixed */
  value: integer('value').notNull(),
  minOrderHalalas: integer('min_order_halalas').notNull().default(0),
  maxDiscountHalalas: integer('max_discount_halalas'),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

/** Coupons a user saved (POST /coupons/save). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id),
    guestId: integer('guest_id').references(() => guests.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Spec §4 status codes 1..7. */
    status: smallint('status').notNull().default(1),
    /** friend_delivery | cafe_pickup */
    deliveryType: text('delivery_type').notNull(),
    cafeBranchId: integer('cafe_branch_id').references(() => cafeBranches.id),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    recipientAddress: text('recipient_address'),
    deliverySlotStart: timestamp('delivery_slot_start', { withTimezone: true }),
    deliverySlotEnd: timestamp('delivery_slot_end', { withTimezone: true }),
    subtotalHalalas: integer('subtotal_halalas').notNull(),
    discountHalalas: integer('discount_halalas').notNull().default(0),
    walletUsedHalalas: integer('wallet_used_halalas').notNull().default(0),
    deliveryFeeHalalas: integer('delivery_fee_halalas').notNull().default(0),
    vatHalalas: integer('vat_halalas').notNull(),
    totalHalalas: integer('total_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** pending | paid | failed | cancelled | refunded */
    paymentStatus: text('payment_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user').on(t.userId), index('orders_guest').on(t.guestId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    colorId: integer('color_id').references(() => productColors.id),
    /** The item an add-on belongs to. */
    parentItemId: integer('parent_item_id'),
    quantity: integer('quantity').notNull(),
    unitPriceHalalas: integer('unit_price_halalas').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    engravingText: text('engraving_text'),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

export const orderRatings = pgTable('order_ratings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** 1 angry … 5 great */
  level: smallint('level').notNull(),
  reasons: text('reasons').array().notNull().default([]),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** card | mobile_wallet | pay_later_split | pay_later_min | wallet */
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** initiated | authorized | captured | failed | cancelled | refunded */
    status: text('status').notNull(),
    providerReference: text('provider_reference'),
    idempotencyKey: text('idempotency_key').unique(),
    rawResponse: jsonb('raw_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order').on(t.orderId), index('payments_provider_ref').on(t.provider, t.providerReference)],
);

export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_cards_user').on(t.userId)],
);

/** Append-only wallet ledger; the balance is the sum of amounts (spec types: purchased, refunded, refund, bonus). */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Signed: credits positive, debits negative. */
    amountHalalas: integer('amount_halalas').notNull(),
    balanceAfterHalalas: integer('balance_after_halalas').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_ledger_user').on(t.userId, t.id)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id').references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    discountHalalas: integer('discount_halalas').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order').on(t.orderId),
    index('coupon_redemptions_user').on(t.couponId, t.userId),
  ],
);
