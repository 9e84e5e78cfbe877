import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
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
    /**
     * The checkout state (issue 14 §1): step, contact, recipient, delivery, coupon, wallet,
     * payment method — kept on the server so it survives reloads. Shape: `CheckoutDraft`
     * (modules/checkout/state.ts).
     */
    checkout: jsonb('checkout').notNull().default({}),
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

/** Human order numbers: `HD-100001`, … */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case. */
    code: text('code').notNull().unique(),
    /** percent | fixed */
    discountType: text('discount_type').notNull(),
    /** basis points for percent, halalas for fixed */
    value: integer('value').notNull(),
    minOrderHalalas: integer('min_order_halalas').notNull().default(0),
    maxDiscountHalalas: integer('max_discount_halalas'),
    /** Redemptions in total (null: unlimited); `used_count` is raised under the row lock. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** Cities it applies in; null: every city. */
    cityIds: integer('city_ids').array(),
    /** Listed as available to everyone (else only by code). */
    isPublic: boolean('is_public').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('coupons_used_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
    check('coupons_used_nonnegative', sql`${t.usedCount} >= 0`),
    check('coupons_discount_type', sql`${t.discountType} in ('percent', 'fixed')`),
  ],
);

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

/** Delivery (and pickup) time slots; capacity is counted from the orders booked on a date. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    /** null: every city. */
    cityId: integer('city_id').references(() => cities.id),
    labelEn: text('label_en').notNull(),
    labelAr: text('label_ar').notNull(),
    /** `HH:MM`, Asia/Riyadh. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Orders per date in this slot. */
    capacity: integer('capacity').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('delivery_slots_city').on(t.cityId), check('delivery_slots_capacity', sql`${t.capacity} >= 0`)],
);

/** Dates without deliveries (configurable; weekends are a rule of their own). */
export const publicHolidays = pgTable('public_holidays', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    orderNumber: text('order_number').notNull().unique().default(sql`'HD-' || nextval('order_number_seq')::text`),
    userId: integer('user_id').references(() => users.id),
    guestId: integer('guest_id').references(() => guests.id),
    /** The cart it was placed from (its lines are removed when paid). */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Digest of the cart lines and checkout choices it was placed with (a re-place of the same reuses it). */
    cartDigest: text('cart_digest').notNull().default(''),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** `ORDER_STATUSES` of the contract (orders.ts); changed only by `transition`. */
    status: text('status').notNull().default('awaiting_payment'),
    /** `PAYMENT_STATES`. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** `PAYMENT_METHODS`: what the shopper chose (null: the wallet covers everything). */
    paymentMethod: text('payment_method'),
    /** The shopper's language when placing (receipt, SMS). */
    language: text('language').notNull().default('ar'),
    /** friend_delivery | cafe_pickup */
    deliveryType: text('delivery_type').notNull(),
    cafeBranchId: integer('cafe_branch_id').references(() => cafeBranches.id),
    /** The buyer (a guest's contact, or the user's profile at the time). */
    senderName: text('sender_name'),
    senderPhoneCode: text('sender_phone_code'),
    senderPhone: text('sender_phone'),
    senderEmail: text('sender_email'),
    hideSenderName: boolean('hide_sender_name').notNull().default(false),
    recipientName: text('recipient_name'),
    recipientPhoneCode: text('recipient_phone_code'),
    recipientPhone: text('recipient_phone'),
    recipientEmail: text('recipient_email'),
    recipientCityId: integer('recipient_city_id').references(() => cities.id),
    recipientAddress: text('recipient_address'),
    /** building_number, street, district, postal_code, additional_number, unit, short_address. */
    recipientNationalAddress: jsonb('recipient_national_address'),
    recipientSuppliesAddress: boolean('recipient_supplies_address').notNull().default(false),
    messageCard: text('message_card').notNull().default(''),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    slotId: integer('slot_id').references(() => deliverySlots.id),
    /** Products without add-ons. */
    subtotalHalalas: integer('subtotal_halalas').notNull(),
    addonsHalalas: integer('addons_halalas').notNull().default(0),
    discountHalalas: integer('discount_halalas').notNull().default(0),
    walletUsedHalalas: integer('wallet_used_halalas').notNull().default(0),
    deliveryFeeHalalas: integer('delivery_fee_halalas').notNull().default(0),
    vatHalalas: integer('vat_halalas').notNull(),
    /** subtotal + addons + delivery fee − discount (the wallet pays part of it). */
    totalHalalas: integer('total_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    /** held (stock, coupon, wallet reserved until `reserved_until`) | consumed (paid) | released. */
    reservationStatus: text('reservation_status').notNull().default('held'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.id),
    index('orders_guest').on(t.guestId, t.id),
    index('orders_held').on(t.reservedUntil).where(sql`${t.reservationStatus} = 'held'`),
    index('orders_slot').on(t.slotId, t.deliveryDate),
    check(
      'orders_status_known',
      sql`${t.status} in ('awaiting_payment','accepted','recipient_accepted','wrap_gift','on_the_way','delivered','rejected','cancelled','waiting_for_recipient','recipient_rejected','failed','confirmed','cafe_accepted','processing','ready_for_pickup','picked_up')`,
    ),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} in ('unpaid','pending','authorized','paid','failed','refunded','partially_refunded')`,
    ),
    check('orders_reservation_status_known', sql`${t.reservationStatus} in ('held','consumed','released')`),
    check(
      'orders_amounts_nonnegative',
      sql`${t.totalHalalas} >= 0 and ${t.walletUsedHalalas} >= 0 and ${t.walletUsedHalalas} <= ${t.totalHalalas}`,
    ),
  ],
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
    /** The cart line it came from (removed from the cart when the order is paid). */
    cartItemId: integer('cart_item_id'),
    quantity: integer('quantity').notNull(),
    /** Units taken from stock for this row (given back if the order expires unpaid). */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    unitPriceHalalas: integer('unit_price_halalas').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(1500),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    colorNameEn: text('color_name_en'),
    colorNameAr: text('color_name_ar'),
    engravingText: text('engraving_text'),
  },
  (t) => [index('order_items_order').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
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

/** One row per payment attempt (H4's flows). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** card | applepay | stcpay | tabby | tamara | wallet */
    method: text('method').notNull(),
    /** moyasar_card | moyasar_applepay | moyasar_stcpay | tabby | tamara | wallet */
    provider: text('provider').notNull(),
    /** Moyasar payment id / Tabby payment id / Tamara order id. */
    providerRef: text('provider_ref'),
    amountHalalas: integer('amount_halalas').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** The provider's normalised status (providers/payments/types.ts PaymentStatus). */
    status: text('status').notNull(),
    /** The attempt's idempotency anchor (one per attempt, not per HTTP try). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the shopper must do next: { type: 'redirect', url } | { type: 'otp', … } | { type: 'none' }. */
    nextAction: jsonb('next_action'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** Never a card number or CVC. */
    rawResponse: jsonb('raw_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef).where(sql`${t.providerRef} is not null`),
  ],
);

/** Gateway tokens of saved cards: never a card number (brand, last 4 digits and expiry only). */
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
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_user').on(t.userId),
    uniqueIndex('saved_cards_token').on(t.provider, t.providerToken),
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The balance of each wallet, changed only with its ledger row (modules/wallet/ledger.ts). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceHalalas: integer('balance_halalas').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balanceHalalas} >= 0`)],
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
    /** One effect per key (a retried credit or debit is a no-op). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user').on(t.userId, t.id),
    check('wallet_ledger_type', sql`${t.type} in ('purchased', 'refunded', 'refund', 'bonus')`),
    check('wallet_ledger_balance_after', sql`${t.balanceAfterHalalas} >= 0`),
  ],
);

/** A coupon used by an order: one per order; counted per user for the per-customer limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id').references(() => users.id),
    guestId: integer('guest_id').references(() => guests.id),
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
