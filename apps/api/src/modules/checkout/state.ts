/**
 * The checkout state kept on the cart (`carts.checkout`, issue 14 §1) and the figures the server
 * computes from the database for it: products, add-ons, delivery fee, coupon, wallet, total, VAT.
 */
import type { CartCheck, CheckoutState, City, Language, Recipient } from '@hadiya/contract';
import { DEFAULT_PHONE_CODE, vatIncludedIn } from '@hadiya/contract';
import {
  type CheckoutFacts,
  type CheckoutPrompt,
  type CheckoutStep,
  checkoutPrompt,
  contactPrompt,
  DELIVERY_FEES_HALALAS,
  type DeliveryType,
  FREE_DELIVERY_FROM_HALALAS,
  type PaymentMethod,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { t } from '../../lib/i18n';
import type { CartOwner } from '../cart/service';
import { type CouponRow, type CouponVerdict, couponByCode, couponView, evaluateCoupon } from '../coupons/service';
import { walletBalance } from '../wallet/ledger';

/** What `carts.checkout` holds. */
export interface CheckoutDraft {
  step?: CheckoutStep;
  contact?: { name: string | null; email?: string | null; phone_code: string; phone_number: string | null } | null;
  delivery_type?: DeliveryType | null;
  recipient?: Partial<Recipient> | null;
  recipient_supplies_address?: boolean;
  hide_sender_name?: boolean;
  cafe_branch_id?: number | null;
  delivery_date?: string | null;
  slot_id?: number | null;
  message_card?: string | null;
  terms_accepted?: boolean;
  payment_method?: PaymentMethod | null;
  coupon_code?: string | null;
  /** 'all' (as much as covers), or at most this many halalas; 0 / absent: none. */
  wallet?: 'all' | number;
}

export const EMPTY_RECIPIENT: Recipient = {
  name: null,
  city_id: null,
  address: null,
  email: null,
  phone_code: DEFAULT_PHONE_CODE,
  phone_number: null,
  building_number: null,
  street: null,
  district: null,
  postal_code: null,
  additional_number: null,
  unit: null,
  short_address: null,
};

export function recipientOf(draft: CheckoutDraft): Recipient {
  const r = draft.recipient ?? {};
  const out = { ...EMPTY_RECIPIENT };
  for (const key of Object.keys(EMPTY_RECIPIENT) as (keyof Recipient)[]) {
    const value = r[key];
    if (value !== undefined && value !== '') (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

export async function readDraft(
  db: Db,
  owner: CartOwner,
): Promise<{ cartId: number | null; cityId: number | null; draft: CheckoutDraft }> {
  const where = owner.userId !== null ? sql`user_id = ${owner.userId}` : sql`guest_id = ${owner.guestId}`;
  const [row] = await queryRows<{ id: number; city_id: number | null; checkout: CheckoutDraft | string | null }>(
    db,
    sql`select id, city_id, checkout from carts where ${where}`,
  );
  if (!row) return { cartId: null, cityId: null, draft: {} };
  const draft = typeof row.checkout === 'string' ? (JSON.parse(row.checkout) as CheckoutDraft) : (row.checkout ?? {});
  return { cartId: row.id, cityId: row.city_id, draft };
}

export async function writeDraft(tx: Db, cartId: number, draft: CheckoutDraft): Promise<void> {
  await queryRows(
    tx,
    sql`update carts set checkout = ${JSON.stringify(draft)}::jsonb, updated_at = now() where id = ${cartId}`,
  );
}

export interface Figures {
  itemCount: number;
  products: number;
  addons: number;
  deliveryFee: number;
  discount: number;
  wallet: number;
  walletBalance: number | null;
  walletRequested: number;
  total: number;
  amountDue: number;
  vat: number;
  coupon: CouponRow | null;
  couponVerdict: CouponVerdict | null;
}

/** Products and add-ons of the lines that can be bought. */
export function merchandiseOf(cart: CartCheck): { products: number; addons: number; count: number } {
  let products = 0;
  let addons = 0;
  let count = 0;
  for (const line of cart.items) {
    if (!line.is_available) continue;
    products += line.product_price * line.product_qty;
    addons += (line.unit_price - line.product_price) * line.product_qty;
    count += line.product_qty;
  }
  return { products, addons, count };
}

export function deliveryFeeOf(
  deliveryType: DeliveryType | null | undefined,
  city: City | undefined,
  merchandise: number,
) {
  if (deliveryType !== 'friend_delivery' || !city || merchandise === 0) return 0;
  if (merchandise >= FREE_DELIVERY_FROM_HALALAS) return 0;
  return city.delivery_service === 'barq' ? DELIVERY_FEES_HALALAS.barq : DELIVERY_FEES_HALALAS.standard;
}

/** Every figure, from the cart as read now (prices from the database) and the draft. */
export async function computeFigures(
  db: Db,
  owner: CartOwner,
  cart: CartCheck,
  city: City | undefined,
  draft: CheckoutDraft,
): Promise<Figures> {
  const { products, addons, count } = merchandiseOf(cart);
  const merchandise = products + addons;
  const deliveryFee = deliveryFeeOf(draft.delivery_type, city, merchandise);
  let coupon: CouponRow | null = null;
  let verdict: CouponVerdict | null = null;
  if (draft.coupon_code) {
    coupon = await couponByCode(db, draft.coupon_code);
    if (coupon) verdict = await evaluateCoupon(db, coupon, { owner, cityId: city?.id ?? null, merchandise });
  }
  const discount = verdict?.ok ? verdict.discount : 0;
  const total = merchandise + deliveryFee - discount;
  const balance = owner.userId !== null ? await walletBalance(db, owner.userId) : null;
  const requested = draft.wallet === 'all' ? Number.MAX_SAFE_INTEGER : Math.max(0, Math.trunc(draft.wallet ?? 0));
  const wallet = balance === null ? 0 : Math.max(0, Math.min(requested, balance, total));
  return {
    itemCount: count,
    products,
    addons,
    deliveryFee,
    discount,
    wallet,
    walletBalance: balance,
    walletRequested: draft.wallet === 'all' ? (balance ?? 0) : requested,
    total,
    amountDue: total - wallet,
    vat: vatIncludedIn(total),
    coupon,
    couponVerdict: verdict,
  };
}

export function factsOf(
  owner: CartOwner,
  draft: CheckoutDraft,
  figures: Figures,
  city: City | undefined,
): CheckoutFacts {
  const r = recipientOf(draft);
  return {
    cartCityId: city?.id ?? null,
    isGuest: owner.userId === null,
    contactName: draft.contact?.name ?? null,
    contactPhone: draft.contact?.phone_number ?? null,
    deliveryType: draft.delivery_type ?? null,
    recipientName: r.name,
    recipientCityId: r.city_id,
    recipientAddress: r.address,
    recipientPhone: r.phone_number,
    recipientSuppliesAddress: draft.recipient_supplies_address ?? false,
    cafeBranchId: draft.cafe_branch_id ?? null,
    deliveryDate: draft.delivery_date ?? null,
    slotId: draft.slot_id ?? null,
    termsAccepted: draft.terms_accepted ?? false,
    couponApplied: figures.discount > 0,
    walletHalalas: figures.wallet,
    amountDueHalalas: figures.amountDue,
    paymentMethod: draft.payment_method ?? null,
  };
}

/**
 * A signed-in shopper with no mobile number on file (an e-mail or social account) gives one at
 * the contact step, checked like a guest's (contract `contactInputSchema`) and kept in the draft's
 * `contact`: it becomes the order's sender phone, which Tabby and Tamara need (reference §3–4) and
 * which the buyer's text messages go to. Missing, the contact step stays incomplete with the same
 * prompt a guest without a phone gets.
 */
export async function needsSenderPhone(db: Db, owner: CartOwner, draft: CheckoutDraft): Promise<boolean> {
  if (owner.userId === null || filledText(draft.contact?.phone_number)) return false;
  const [user] = await queryRows<{ phone_number: string | null }>(
    db,
    sql`select phone_number from users where id = ${owner.userId}`,
  );
  return !filledText(user?.phone_number);
}

const filledText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Basket step: lines to buy and none that cannot be bought (the cart's own §8 message otherwise). */
export function basketProblem(cart: CartCheck): 'cart_empty' | 'items_not_available' | 'items_not_deliverable' | null {
  if (cart.items.length === 0) return 'cart_empty';
  if (cart.items.some((i) => i.status === 'not_deliverable')) return 'items_not_deliverable';
  if (cart.has_unavailable_items) return 'items_not_available';
  return null;
}

export async function buildState(
  db: Db,
  input: {
    owner: CartOwner;
    cart: CartCheck;
    city: City | undefined;
    draft: CheckoutDraft;
    lang: Language;
    figures?: Figures;
  },
): Promise<CheckoutState> {
  const { owner, cart, city, draft, lang } = input;
  const figures = input.figures ?? (await computeFigures(db, owner, cart, city, draft));
  const facts = factsOf(owner, draft, figures, city);
  const basket = basketProblem(cart);
  const profile =
    owner.userId === null
      ? null
      : ((
          await queryRows<{
            name: string | null;
            email: string | null;
            phone_code: string | null;
            phone_number: string | null;
          }>(db, sql`select name, email, phone_code, phone_number from users where id = ${owner.userId}`)
        )[0] ?? null);
  const senderPhone: CheckoutPrompt | null =
    owner.userId !== null && !filledText(profile?.phone_number) && !filledText(draft.contact?.phone_number)
      ? 'enter_recipient_details'
      : null;
  const contact = contactPrompt(facts) ?? senderPhone;
  // Placing itself does not wait for it (an API client may place without the contact step); the
  // pay page says when a pay-later provider lacks the phone.
  const prompt = checkoutPrompt(facts);
  const pending = await pendingOrder(db, owner);
  const message = (p: CheckoutPrompt | null) => (p === null ? null : t(lang, p));
  // A step is done when it and every step before it are: a basket that changed under the
  // checkout (stock, city, another tab) leaves nothing after it done.
  const isBasketDone = basket === null;
  const isContactDone = isBasketDone && contact === null;
  const isCompleteDone = isContactDone && prompt === null;
  // The shopper is shown the first step that is not done when the stored one lies past it: a
  // basket with a line that cannot be bought goes back to the basket, which names the line.
  const stored = draft.step ?? 'basket';
  const step = !isBasketDone ? 'basket' : stored === 'complete' && !isContactDone ? 'contact' : stored;
  return {
    step,
    city_id: city?.id ?? cart.city_id,
    is_guest: owner.userId === null,
    // A signed-in shopper's own contact is the profile; the draft's holds only the mobile given at
    // the contact step when the profile has none.
    contact:
      owner.userId === null
        ? (draft.contact ?? { name: null, phone_code: DEFAULT_PHONE_CODE, phone_number: null })
        : (draft.contact ?? null),
    profile,
    delivery_type: draft.delivery_type ?? null,
    recipient: recipientOf(draft),
    recipient_supplies_address: draft.recipient_supplies_address ?? false,
    hide_sender_name: draft.hide_sender_name ?? false,
    cafe_branch_id: draft.cafe_branch_id ?? null,
    delivery_date: draft.delivery_date ?? null,
    slot_id: draft.slot_id ?? null,
    message_card: draft.message_card ?? '',
    terms_accepted: draft.terms_accepted ?? false,
    payment_method: draft.payment_method ?? null,
    coupon: figures.coupon
      ? couponView(figures.coupon, lang, { isSaved: false, verdict: figures.couponVerdict })
      : null,
    wallet:
      figures.walletBalance === null
        ? null
        : {
            balance: figures.walletBalance,
            requested: Math.min(figures.walletRequested, figures.walletBalance),
            applied: figures.wallet,
          },
    summary: {
      item_count: figures.itemCount,
      subtotal: figures.products,
      addons: figures.addons,
      delivery_fee: figures.deliveryFee,
      discount: figures.discount,
      wallet: figures.wallet,
      total: figures.total,
      amount_due: figures.amountDue,
      vat_included: figures.vat,
      currency: 'SAR',
    },
    prompt: basket ? null : prompt,
    prompt_message: basket ? t(lang, basket) : message(prompt),
    steps: {
      basket: { complete: isBasketDone, prompt: null, message: basket ? t(lang, basket) : null },
      contact: { complete: isContactDone, prompt: contact, message: message(contact) },
      complete: { complete: isCompleteDone, prompt, message: message(prompt) },
    },
    pending_order: pending,
  };
}

/** An order placed from this owner's cart, still awaiting payment with its reservation held. */
export async function pendingOrder(db: Db, owner: CartOwner) {
  const who = owner.userId !== null ? sql`user_id = ${owner.userId}` : sql`guest_id = ${owner.guestId}`;
  const [row] = await queryRows<{ order_uuid: string; order_number: string; reserved_until: string | Date }>(
    db,
    sql`select uuid::text as order_uuid, order_number, reserved_until from orders
        where ${who} and status = 'awaiting_payment' and reservation_status = 'held' and reserved_until > now()
        order by id desc limit 1`,
  );
  return row ? { ...row, reserved_until: new Date(row.reserved_until).toISOString() } : null;
}
