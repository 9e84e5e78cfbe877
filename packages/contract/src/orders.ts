/**
 * Orders, checkout and delivery rules shared by the server and the browser (issue 14; spec §4, §5,
 * §9). Zod-free: the storefront imports it by path (`@hadiya/contract/orders`).
 */
import { type Language, PAY_LATER_MIN_HALALAS, VAT_RATE_BASIS_POINTS } from './constants';
import { normalizeDigits } from './normalize';

// ---------------------------------------------------------------------------------------------
// Order statuses (spec §4) — one state machine, enforced by the server.
// ---------------------------------------------------------------------------------------------

/**
 * Every status an order can have. Delivery flow: `awaiting_payment` (placed, not paid; not shown
 * as placed) → `accepted` (1) → `recipient_accepted` (2) → `wrap_gift` (3) → `on_the_way` (4) →
 * `delivered` (5); `rejected` (6), `cancelled` (7). `waiting_for_recipient` when the recipient
 * supplies the address through the SMS link, `recipient_rejected`, `failed` (not paid in time).
 * Cafe flow: `confirmed` (1) → `cafe_accepted` (2) → `processing` → `wrap_gift` →
 * `ready_for_pickup` → `picked_up`.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'accepted',
  'recipient_accepted',
  'wrap_gift',
  'on_the_way',
  'delivered',
  'rejected',
  'cancelled',
  'waiting_for_recipient',
  'recipient_rejected',
  'failed',
  'confirmed',
  'cafe_accepted',
  'processing',
  'ready_for_pickup',
  'picked_up',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §4 status codes (null: a label without a code). */
export const ORDER_STATUS_CODES: Readonly<Record<OrderStatus, number | null>> = {
  awaiting_payment: null,
  accepted: 1,
  recipient_accepted: 2,
  wrap_gift: 3,
  on_the_way: 4,
  delivered: 5,
  rejected: 6,
  cancelled: 7,
  waiting_for_recipient: null,
  recipient_rejected: null,
  failed: null,
  // Cafe pickup: "1 accepted (confirmed for cafe pickup), 2 recipient accepted (accepted for the cafe)".
  confirmed: 1,
  cafe_accepted: 2,
  processing: null,
  ready_for_pickup: null,
  picked_up: null,
};

/** Which status may follow which. Terminal statuses have none. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['accepted', 'confirmed', 'waiting_for_recipient', 'failed', 'cancelled'],
  waiting_for_recipient: ['accepted', 'recipient_accepted', 'recipient_rejected', 'cancelled'],
  accepted: ['recipient_accepted', 'wrap_gift', 'rejected', 'cancelled'],
  recipient_accepted: ['wrap_gift', 'on_the_way', 'rejected', 'cancelled'],
  wrap_gift: ['on_the_way', 'ready_for_pickup', 'cancelled'],
  on_the_way: ['delivered', 'rejected', 'recipient_rejected'],
  delivered: [],
  rejected: [],
  cancelled: [],
  recipient_rejected: [],
  failed: [],
  confirmed: ['cafe_accepted', 'rejected', 'cancelled'],
  cafe_accepted: ['processing', 'wrap_gift', 'cancelled'],
  processing: ['wrap_gift', 'ready_for_pickup', 'cancelled'],
  ready_for_pickup: ['picked_up', 'cancelled'],
  picked_up: [],
};

/**
 * Statuses of one flow only. The machine shares `wrap_gift` between the two flows; past it, a
 * delivery never becomes ready for pickup and a cafe order never goes on the way.
 */
const FLOW_ONLY_STATUSES: Readonly<Record<DeliveryType, readonly OrderStatus[]>> = {
  friend_delivery: [
    'waiting_for_recipient',
    'accepted',
    'recipient_accepted',
    'on_the_way',
    'delivered',
    'recipient_rejected',
  ],
  cafe_pickup: ['confirmed', 'cafe_accepted', 'processing', 'ready_for_pickup', 'picked_up'],
};

/** Whether the machine lets an order move from `from` to `to`; with its delivery type, only within its own flow. */
export function canTransition(from: OrderStatus, to: OrderStatus, deliveryType?: DeliveryType | null): boolean {
  if (!(ORDER_TRANSITIONS[from]?.includes(to) ?? false)) return false;
  if (!deliveryType) return true;
  const otherFlow: DeliveryType = deliveryType === 'cafe_pickup' ? 'friend_delivery' : 'cafe_pickup';
  return !FLOW_ONLY_STATUSES[otherFlow].includes(to);
}

/** Where an order of this delivery type may go next from `from` (empty: terminal). */
export const nextOrderStatuses = (from: OrderStatus, deliveryType: DeliveryType | null): OrderStatus[] =>
  ORDER_TRANSITIONS[from].filter((to) => canTransition(from, to, deliveryType));

export const isDeliveryType = (value: unknown): value is DeliveryType =>
  typeof value === 'string' && (DELIVERY_TYPES as readonly string[]).includes(value);

/** A stored delivery type as the machine's flow argument: null (no flow restriction) when it is not one. */
export const deliveryTypeOrNull = (value: unknown): DeliveryType | null => (isDeliveryType(value) ? value : null);

export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => ORDER_TRANSITIONS[s].length === 0,
);

/** Statuses shown to the shopper as a placed order (every one but awaiting payment and failed). */
export function isPlacedStatus(status: OrderStatus): boolean {
  return status !== 'awaiting_payment' && status !== 'failed';
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Status names in both languages, as spec §4 names them ("recipient rejected", "failed"): the one
 * source of the server's `status_label` and of the design system's OrderStatusBadge and timeline
 * steps, so the shopper reads one name for a status wherever it shows.
 */
export const orderStatusLabels: Readonly<Record<OrderStatus, Record<Language, string>>> = {
  awaiting_payment: { en: 'Awaiting payment', ar: 'بانتظار الدفع' },
  accepted: { en: 'Accepted', ar: 'تم القبول' },
  recipient_accepted: { en: 'Recipient accepted', ar: 'قبل المستلم الهدية' },
  wrap_gift: { en: 'Wrapping the gift', ar: 'تغليف الهدية' },
  on_the_way: { en: 'On the way', ar: 'في الطريق' },
  delivered: { en: 'Delivered', ar: 'تم التوصيل' },
  rejected: { en: 'Rejected', ar: 'مرفوض' },
  cancelled: { en: 'Cancelled', ar: 'ملغي' },
  waiting_for_recipient: { en: 'Waiting for the recipient', ar: 'بانتظار المستلم' },
  recipient_rejected: { en: 'Recipient rejected', ar: 'رفض المستلم الهدية' },
  failed: { en: 'Failed', ar: 'فشل' },
  confirmed: { en: 'Confirmed', ar: 'تم التأكيد' },
  cafe_accepted: { en: 'Accepted', ar: 'تم القبول' },
  processing: { en: 'Processing', ar: 'قيد التجهيز' },
  ready_for_pickup: { en: 'Ready for pick up', ar: 'جاهز للاستلام' },
  picked_up: { en: 'Picked up', ar: 'تم الاستلام' },
};

/** Who caused a status change (every change is an `order_events` row with time and cause). */
export const ORDER_EVENT_ACTORS = ['shopper', 'provider', 'webhook', 'job', 'operator', 'recipient'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------

export const PAYMENT_STATES = [
  'unpaid',
  'pending',
  'authorized',
  'paid',
  'failed',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What the shopper picks at checkout (spec §1, §9). `wallet` alone when the balance covers the total. */
export const PAYMENT_METHODS = ['card', 'applepay', 'stcpay', 'tabby', 'tamara', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §9: Tamara from 18.50 SAR. */
export const TAMARA_MIN_HALALAS = PAY_LATER_MIN_HALALAS;
/** Stock, coupon and wallet are held this long for an unpaid order. */
export const RESERVATION_MINUTES = 15;
/** Saudi VAT (15 %) in basis points; prices are VAT-inclusive (`vatIncludedIn`). */
export const VAT_RATE = VAT_RATE_BASIS_POINTS;

// ---------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------

/** The `/cart` tabs: basket → contact information → complete order. */
export const CHECKOUT_STEPS = ['basket', 'contact', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const DELIVERY_TYPES = ['friend_delivery', 'cafe_pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Gift message card limit, in characters as the shopper sees them (`characterCount`, `./characters`). */
export const MESSAGE_CARD_MAX_LENGTH = 250;

export const RECIPIENT_NAME_MAX_LENGTH = 80;
export const ADDRESS_MAX_LENGTH = 300;
/** How long the recipient's SMS link stays valid. */
export const RECIPIENT_LINK_HOURS = 48;

/**
 * The recipient's link stays readable (to follow the timeline) until the order ends plus this many
 * days (delivered, picked up, rejected, cancelled, declined); after that it answers 404.
 */
export const RECIPIENT_LINK_DAYS_AFTER_DELIVERY = 3;

// ---------------------------------------------------------------------------------------------
// After the purchase (issue 15): timeline, message card, rating, wallet
// ---------------------------------------------------------------------------------------------

/** The steps the order page's timeline shows, per flow (spec §4). */
export const DELIVERY_FLOW_STEPS = ['accepted', 'recipient_accepted', 'wrap_gift', 'on_the_way', 'delivered'] as const;
export const PICKUP_FLOW_STEPS = [
  'confirmed',
  'cafe_accepted',
  'processing',
  'wrap_gift',
  'ready_for_pickup',
  'picked_up',
] as const;
export type TimelineFlow = 'delivery' | 'pickup';

/** The buyer may change the message card until the gift is wrapped (status 3, `wrap_gift`). */
export const MESSAGE_CARD_EDITABLE_STATUSES: readonly OrderStatus[] = [
  'waiting_for_recipient',
  'accepted',
  'recipient_accepted',
  'confirmed',
  'cafe_accepted',
  'processing',
];
export const canEditMessageCard = (status: OrderStatus) => MESSAGE_CARD_EDITABLE_STATUSES.includes(status);

/** Statuses after which the buyer may rate the order. */
export const RATEABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up'];

/** Spec §3: five rating levels (stored 1–5) and the reasons. */
export const RATING_LEVELS = ['angry', 'sad', 'okay', 'good', 'great'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];
export const RATING_REASONS = ['service', 'delivery', 'price', 'product', 'other'] as const;
export type RatingReason = (typeof RATING_REASONS)[number];
export const RATING_COMMENT_MAX_LENGTH = 500;

/** Spec §3 wallet transaction types: purchased (a debit), refunded, refund, bonus (credits). */
export const WALLET_TRANSACTION_TYPES = ['purchased', 'refunded', 'refund', 'bonus'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];
export const walletTransactionLabels: Readonly<Record<WalletTransactionType, Record<Language, string>>> = {
  purchased: { en: 'Purchase', ar: 'شراء' },
  refunded: { en: 'Refunded', ar: 'مسترد' },
  refund: { en: 'Refund', ar: 'استرداد' },
  bonus: { en: 'Bonus', ar: 'مكافأة' },
};

/**
 * The tax invoice of an order under `/api` (printable HTML in `lang`, else the `language` cookie,
 * else the request's language; the buyer's session only, once paid).
 */
export const orderInvoicePath = (orderUuid: string, lang?: Language) =>
  `/orders/${encodeURIComponent(orderUuid)}/invoice${lang ? `?lang=${lang}` : ''}`;

/** §5 checkout prompts, as message ids (react-intl `checkout.prompt.<id>`; server messages too). */
export const CHECKOUT_PROMPTS = [
  'enter_recipient_details',
  'accept_terms',
  'select_delivery_time',
  'select_payment_or_wallet',
  'apply_promo_payment_or_wallet',
  'recipient_not_in_cart_city',
] as const;
export type CheckoutPrompt = (typeof CHECKOUT_PROMPTS)[number];

export const checkoutPromptMessages: Readonly<Record<CheckoutPrompt, Record<Language, string>>> = {
  enter_recipient_details: { en: 'Please enter the recipient details', ar: 'يرجى إدخال بيانات المستلم' },
  accept_terms: { en: 'Please accept the terms and conditions', ar: 'يرجى الموافقة على الشروط والأحكام' },
  select_delivery_time: { en: 'Please select a delivery time', ar: 'يرجى اختيار وقت التوصيل' },
  select_payment_or_wallet: {
    en: 'Please select a payment method or use the wallet',
    ar: 'يرجى اختيار طريقة الدفع أو استخدام المحفظة',
  },
  apply_promo_payment_or_wallet: {
    en: 'Please apply a promo code, select a payment method, or use the wallet',
    ar: 'يرجى تطبيق رمز الخصم أو اختيار طريقة الدفع أو استخدام المحفظة',
  },
  // Not in spec §5: the cart is priced and stocked for one city (the header's), and the address
  // given is in another (another city chosen, or the header's city changed since).
  recipient_not_in_cart_city: {
    en: 'The recipient must be in the city you are shopping in. Please check the recipient’s city and address',
    ar: 'يجب أن يكون المستلم في المدينة التي تتسوق منها. يرجى مراجعة مدينة المستلم وعنوانه',
  },
};

/** The facts the prompts depend on (the server's checkout state; the browser's form values). */
export interface CheckoutFacts {
  isGuest: boolean;
  contactName: string | null;
  contactPhone: string | null;
  deliveryType: DeliveryType | null;
  recipientName: string | null;
  recipientCityId: number | null;
  recipientAddress: string | null;
  recipientPhone: string | null;
  recipientSuppliesAddress: boolean;
  cafeBranchId: number | null;
  deliveryDate: string | null;
  slotId: number | null;
  termsAccepted: boolean;
  couponApplied: boolean;
  walletHalalas: number;
  amountDueHalalas: number;
  paymentMethod: PaymentMethod | null;
  /** The city the cart is for now (the header's); the recipient's address must be in it. */
  cartCityId?: number | null;
}

const filled = (v: string | null) => v !== null && v.trim() !== '';

/** Contact step complete? Otherwise its prompt (§5: 'enter recipient details'). */
export function contactPrompt(f: CheckoutFacts): CheckoutPrompt | null {
  if (f.isGuest && (!filled(f.contactName) || !filled(f.contactPhone))) return 'enter_recipient_details';
  if (f.deliveryType === null) return 'enter_recipient_details';
  if (f.deliveryType === 'cafe_pickup') {
    return f.cafeBranchId === null || !filled(f.recipientName) ? 'enter_recipient_details' : null;
  }
  if (!filled(f.recipientName) || !filled(f.recipientPhone)) return 'enter_recipient_details';
  if (!f.recipientSuppliesAddress && (f.recipientCityId === null || !filled(f.recipientAddress))) {
    return 'enter_recipient_details';
  }
  if (!f.recipientSuppliesAddress && f.cartCityId != null && f.recipientCityId !== f.cartCityId) {
    return 'recipient_not_in_cart_city';
  }
  return null;
}

/**
 * The first §5 prompt that applies before an order can be placed, or null when it can be: recipient
 * details, terms, delivery time (not when the recipient picks it), then payment — 'apply a promo
 * code, select a payment method, or use the wallet' when nothing was chosen at all, 'select a
 * payment method or use the wallet' when a coupon or part of the wallet is applied.
 */
export function checkoutPrompt(f: CheckoutFacts): CheckoutPrompt | null {
  const contact = contactPrompt(f);
  if (contact) return contact;
  if (!f.termsAccepted) return 'accept_terms';
  const recipientPicksSlot = f.deliveryType === 'friend_delivery' && f.recipientSuppliesAddress;
  if (!recipientPicksSlot && (f.deliveryDate === null || f.slotId === null)) return 'select_delivery_time';
  if (f.amountDueHalalas > 0 && (f.paymentMethod === null || f.paymentMethod === 'wallet')) {
    return f.couponApplied || f.walletHalalas > 0 ? 'select_payment_or_wallet' : 'apply_promo_payment_or_wallet';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Delivery (FAQ in §9: Riyadh same day; other cities 2–6 working days excluding Friday and Saturday)
// ---------------------------------------------------------------------------------------------

export const DELIVERY_TIME_ZONE = 'Asia/Riyadh';
/** Same-day ('barq') orders until this hour, Riyadh time. */
export const BARQ_CUTOFF_HOUR = 16;
export const STANDARD_DELIVERY_MIN_DAYS = 2;
export const STANDARD_DELIVERY_MAX_DAYS = 6;
/** How many days ahead a barq city may book. */
export const BARQ_BOOKING_DAYS = 7;
/** Friday and Saturday (`Date#getUTCDay` numbers). */
export const WEEKEND_DAYS: readonly number[] = [5, 6];
/** Delivery fees by service (VAT-inclusive halalas); cafe pickup is free. */
export const DELIVERY_FEES_HALALAS = { barq: 2500, standard: 3500 } as const;
/** Orders from this subtotal deliver free. */
export const FREE_DELIVERY_FROM_HALALAS = 30_000;

/** `YYYY-MM-DD` of an instant in Riyadh. */
export function riyadhDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DELIVERY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The hour (0–23) of an instant in Riyadh. */
export function riyadhHour(instant: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: DELIVERY_TIME_ZONE, hour: '2-digit', hour12: false })
    .formatToParts(instant)
    .find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0) % 24;
}

/** `YYYY-MM-DD` plus days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isWeekend(date: string): boolean {
  return WEEKEND_DAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * The dates a city delivers on, from `now`: barq cities today (until the cut-off) and the next
 * days; others from the 2nd to the 6th working day. Weekends and `holidays` are skipped.
 */
export function deliveryDates(
  service: string,
  now: Date,
  holidays: ReadonlySet<string> = new Set(),
): { date: string; sameDay: boolean }[] {
  const today = riyadhDate(now);
  const working = (d: string) => !isWeekend(d) && !holidays.has(d);
  const out: { date: string; sameDay: boolean }[] = [];
  if (service === 'barq') {
    for (let i = 0; i < BARQ_BOOKING_DAYS + 7 && out.length < BARQ_BOOKING_DAYS; i++) {
      const d = addDays(today, i);
      if (i === 0 && riyadhHour(now) >= BARQ_CUTOFF_HOUR) continue;
      if (working(d)) out.push({ date: d, sameDay: i === 0 });
    }
    return out;
  }
  let n = 0;
  for (let i = 1; i < 60 && n < STANDARD_DELIVERY_MAX_DAYS; i++) {
    const d = addDays(today, i);
    if (!working(d)) continue;
    n += 1;
    if (n >= STANDARD_DELIVERY_MIN_DAYS) out.push({ date: d, sameDay: false });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Saudi National Address (reference §7)
// ---------------------------------------------------------------------------------------------

export const NATIONAL_ADDRESS_PATTERNS = {
  building_number: /^\d{4}$/,
  postal_code: /^\d{5}$/,
  additional_number: /^\d{4}$/,
  short_address: /^[A-Za-z]{4}\d{4}$/,
} as const;

/** The National Address fields with a format of their own (the others are free text). */
export type NationalAddressCodeField = keyof typeof NATIONAL_ADDRESS_PATTERNS;

/**
 * A National Address code as the server keeps it, whatever the shopper typed: Arabic-Indic and
 * Persian digits as Western digits (`٣٢٤٥`, `۳۲۴۵` → `3245`), trimmed; the short address also
 * without spaces and in capitals (`rrrd ٢٩٢٩` → `RRRD2929`). The contract's schemas and the
 * storefront's checks both go through it, so they accept the same input.
 */
export function normalizeNationalAddressCode(field: NationalAddressCodeField, value: string): string {
  const text = normalizeDigits(value).trim();
  return field === 'short_address' ? text.replace(/\s+/g, '').toUpperCase() : text;
}

/** Whether `value` (as typed) has Saudi Post's format for `field`; an empty value is no code, which is allowed. */
export function isNationalAddressCode(field: NationalAddressCodeField, value: string): boolean {
  const code = normalizeNationalAddressCode(field, value);
  return code === '' || NATIONAL_ADDRESS_PATTERNS[field].test(code);
}

// ---------------------------------------------------------------------------------------------
// ZATCA simplified tax invoice QR (TLV, base64): seller, VAT number, time stamp, total, VAT.
// ---------------------------------------------------------------------------------------------

/** Halalas as the invoice's decimal text (`12345` → `123.45`). */
export function halalasToDecimal(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(halalas));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function zatcaQrBase64(fields: {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalHalalas: number;
  vatHalalas: number;
}): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    halalasToDecimal(fields.totalHalalas),
    halalasToDecimal(fields.vatHalalas),
  ];
  const encoder = new TextEncoder();
  const parts: number[] = [];
  values.forEach((value, i) => {
    const bytes = encoder.encode(value);
    if (bytes.length > 255) throw new Error('ZATCA TLV value longer than 255 bytes');
    parts.push(i + 1, bytes.length, ...bytes);
  });
  let binary = '';
  for (const b of parts) binary += String.fromCharCode(b);
  return btoa(binary);
}
