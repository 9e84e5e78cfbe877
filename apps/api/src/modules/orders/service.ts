/**
 * The order lifecycle (issue 14 §2): one state machine (`ORDER_TRANSITIONS` of the contract),
 * every change a conditional update plus an `order_events` row, so a webhook and the shopper's
 * return arriving together move an order exactly once. Payments (H4) call `orderSnapshot`,
 * `confirmPaid` and `markPaymentFailed`; the job `order.expire-unpaid` calls `expireUnpaidOrders`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { internationalPhoneNumber, vatIncludedIn } from '@hadiya/contract';
import {
  canTransition,
  deliveryTypeOrNull,
  isOrderStatus,
  type OrderEventActor,
  type OrderStatus,
  RECIPIENT_LINK_HOURS,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { anyJobs } from '../../lib/jobs';
import type { OrderSnapshot } from '../../providers/payments/types';
import { creditWallet } from '../wallet/ledger';
import { lockCoupons, lockStock } from './locks';

export const JOB_EXPIRE_UNPAID = 'order.expire-unpaid';
export const JOB_RECEIPT = 'order.receipt';
export const JOB_RECIPIENT_LINK = 'order.recipient-link';
/** Every status change of a placed order (notifications: buyer push and e-mail, recipient SMS). */
export const JOB_ORDER_STATUS_CHANGED = 'order.status-changed';
export interface OrderStatusChangedJob {
  orderId: number;
  eventId: number;
  from: OrderStatus | null;
  to: OrderStatus;
}
/** A payment still in progress at expiry gets this much longer (3-D Secure, hosted pages). */
export const PENDING_PAYMENT_GRACE_MINUTES = 15;

export interface OrderCause {
  actor: OrderEventActor;
  note?: string | null;
  data?: unknown;
}

async function recordEvent(tx: Db, orderId: number, from: OrderStatus | null, to: OrderStatus, cause: OrderCause) {
  const [event] = await queryRows<{ id: number }>(
    tx,
    sql`insert into order_events (order_id, from_status, to_status, actor, note, data)
        values (${orderId}, ${from}, ${to}, ${cause.actor}, ${cause.note ?? null},
                ${cause.data === undefined ? null : JSON.stringify(cause.data)}::jsonb)
        returning id`,
  );
  // Unpaid orders tell nobody; from payment on, every change is news (sent once per event).
  if (event && to !== 'awaiting_payment' && to !== 'failed') {
    const job: OrderStatusChangedJob = { orderId, eventId: event.id, from, to };
    await anyJobs().send(JOB_ORDER_STATUS_CHANGED, job, { tx, singletonKey: `order-event:${event.id}` });
  }
}

/** The creation event of a new order. */
export const recordCreated = (tx: Db, orderId: number, cause: OrderCause) =>
  recordEvent(tx, orderId, null, 'awaiting_payment', cause);

/**
 * Moves an order to `to` when the state machine allows it from its current status: one
 * conditional update (`where status = current`) and an event. False when the move is not allowed
 * or the order already moved (a concurrent caller won): no double effect.
 */
export async function transition(tx: Db, orderId: number, to: OrderStatus, cause: OrderCause): Promise<boolean> {
  const [current] = await queryRows<{ status: string; delivery_type: string }>(
    tx,
    sql`select status, delivery_type from orders where id = ${orderId}`,
  );
  if (!current || !isOrderStatus(current.status)) return false;
  if (!canTransition(current.status, to, deliveryTypeOrNull(current.delivery_type))) {
    return false;
  }
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update orders set status = ${to}, updated_at = now() where id = ${orderId} and status = ${current.status} returning id`,
  );
  if (rows.length === 0) return false;
  await recordEvent(tx, orderId, current.status, to, cause);
  return true;
}

/** `saved_card` and provider ids map onto the contract's payment methods. */
function methodOf(method: string): string {
  if (method === 'saved_card' || method === 'moyasar_card') return 'card';
  if (method === 'moyasar_applepay') return 'applepay';
  if (method === 'moyasar_stcpay') return 'stcpay';
  return method;
}

/**
 * The payment is in: one conditional update (`awaiting_payment`, reservation held, not paid yet →
 * paid), stock committed (reservation → consumed), the order's lines removed from its cart, the
 * order `accepted` / `confirmed` (cafe) / `waiting_for_recipient` (the recipient gives the
 * address), and the jobs `order.receipt` (and `order.recipient-link`) enqueued in the same
 * transaction. False when the order was already paid or is no longer payable (expired): the caller
 * refunds a payment that arrives for an expired order.
 */
export async function confirmPaid(
  tx: Db,
  orderId: number,
  payment: { method: string; provider: string; providerRef: string | null; amountHalalas: number },
  actor: OrderEventActor = 'provider',
): Promise<boolean> {
  const [row] = await queryRows<{ id: number; status: OrderStatus; cart_id: number | null }>(
    tx,
    sql`update orders set payment_status = 'paid', paid_at = now(), reservation_status = 'consumed',
          payment_method = ${methodOf(payment.method)},
          status = case when delivery_type = 'cafe_pickup' then 'confirmed'
                        when recipient_supplies_address then 'waiting_for_recipient'
                        else 'accepted' end,
          updated_at = now()
        where id = ${orderId} and status = 'awaiting_payment' and reservation_status = 'held'
          and payment_status in ('unpaid', 'pending', 'authorized', 'failed')
        returning id, status, cart_id`,
  );
  if (!row) return false;
  await recordEvent(tx, orderId, 'awaiting_payment', row.status, {
    actor,
    data: { provider: payment.provider, provider_ref: payment.providerRef, amount: payment.amountHalalas },
  });
  if (row.cart_id !== null) {
    await queryRows(
      tx,
      sql`delete from cart_items where cart_id = ${row.cart_id}
            and id in (select cart_item_id from order_items where order_id = ${orderId} and cart_item_id is not null)`,
    );
    // The checkout starts afresh for the next order (the buyer's contact stays).
    await queryRows(
      tx,
      sql`update carts set checkout = case when checkout ? 'contact' then jsonb_build_object('contact', checkout->'contact') else '{}'::jsonb end,
            updated_at = now() where id = ${row.cart_id}`,
    );
  }
  const jobs = anyJobs();
  await jobs.send(JOB_RECEIPT, { orderId }, { tx, singletonKey: `receipt:${orderId}` });
  if (row.status === 'waiting_for_recipient') {
    await jobs.send(JOB_RECIPIENT_LINK, { orderId }, { tx, singletonKey: `recipient-link:${orderId}` });
  }
  return true;
}

/**
 * The provider holds a live payment for the order (the shopper is on a hosted page, at 3-D Secure,
 * or has an OTP to type): the order's payment is `pending`, and the expiry job gives it
 * PENDING_PAYMENT_GRACE_MINUTES past its reservation before releasing it, so a shopper still at
 * their bank when the reservation runs out is not refunded for an order they have just paid.
 * False when the order is paid, no longer payable, or already pending.
 */
export async function markPaymentPending(tx: Db, orderId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update orders set payment_status = 'pending', updated_at = now()
        where id = ${orderId} and status = 'awaiting_payment' and reservation_status = 'held'
          and payment_status in ('unpaid', 'failed')
        returning id`,
  );
  return rows.length > 0;
}

/**
 * A payment attempt failed: the order keeps its reservation (another method may be tried until it
 * expires); only the payment state changes. False when the order is already paid or gone.
 */
export async function markPaymentFailed(tx: Db, orderId: number, reason: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update orders set payment_status = 'failed', updated_at = now()
        where id = ${orderId} and status = 'awaiting_payment' and payment_status in ('unpaid', 'pending', 'authorized', 'failed')
        returning id`,
  );
  if (rows.length > 0) {
    await queryRows(
      tx,
      sql`insert into payment_events (order_id, provider, kind, status, data)
          values (${orderId}, 'order', 'failure', 'failed', ${JSON.stringify({ reason })}::jsonb)`,
    );
  }
  return rows.length > 0;
}

/**
 * Gives back what an unpaid order held — stock, the coupon redemption, the wallet debit (credited
 * back in the ledger) — and moves it to `to` (`failed` when it expired, `cancelled` by the
 * shopper). One conditional update guards it: released at most once, never once paid.
 */
export async function releaseOrder(
  tx: Db,
  orderId: number,
  to: 'failed' | 'cancelled',
  cause: OrderCause,
  options: { onlyIfDue?: boolean } = {},
): Promise<boolean> {
  const due = options.onlyIfDue
    ? sql`and reserved_until <= now() and (payment_status <> 'pending'
            or reserved_until + make_interval(mins => ${PENDING_PAYMENT_GRACE_MINUTES}) <= now())`
    : sql``;
  const [order] = await queryRows<{ id: number; user_id: number | null; wallet: number; number: string }>(
    tx,
    sql`update orders set reservation_status = 'released', status = ${to}, updated_at = now()
        where id = ${orderId} and status = 'awaiting_payment' and reservation_status = 'held'
          and payment_status in ('unpaid', 'pending', 'failed') ${due}
        returning id, user_id, wallet_used_halalas as wallet, order_number as number`,
  );
  if (!order) return false;
  await lockStock(tx, { orderIds: [orderId] });
  await lockCoupons(tx, { orderIds: [orderId] });
  // Stock back, per reserved row (colour rows for coloured products).
  await queryRows(
    tx,
    sql`update product_colors c set stock = c.stock + r.qty
        from (select color_id, sum(reserved_quantity)::int as qty from order_items
              where order_id = ${orderId} and color_id is not null and reserved_quantity > 0 group by color_id) r
        where c.id = r.color_id`,
  );
  await queryRows(
    tx,
    sql`update products p set stock = p.stock + r.qty
        from (select product_id, sum(reserved_quantity)::int as qty from order_items
              where order_id = ${orderId} and color_id is null and reserved_quantity > 0 group by product_id) r
        where p.id = r.product_id`,
  );
  const redeemed = await queryRows<{ coupon_id: number }>(
    tx,
    sql`delete from coupon_redemptions where order_id = ${orderId} returning coupon_id`,
  );
  for (const r of redeemed) {
    await queryRows(tx, sql`update coupons set used_count = greatest(used_count - 1, 0) where id = ${r.coupon_id}`);
  }
  if (order.wallet > 0 && order.user_id !== null) {
    await creditWallet(tx, {
      userId: order.user_id,
      amountHalalas: order.wallet,
      type: 'refund',
      orderId,
      note: `${order.number} not paid`,
      idempotencyKey: `order:${orderId}:release`,
    });
  }
  await recordEvent(tx, orderId, 'awaiting_payment', to, cause);
  return true;
}

/** Releases every unpaid order whose reservation is over (job `order.expire-unpaid`). */
export async function expireUnpaidOrders(db: Db, orderId?: number): Promise<number> {
  const ids =
    orderId !== undefined
      ? [orderId]
      : (
          await queryRows<{ id: number }>(
            db,
            sql`select id from orders where reservation_status = 'held' and status = 'awaiting_payment'
                and reserved_until <= now() order by reserved_until limit 500`,
          )
        ).map((r) => r.id);
  let released = 0;
  for (const id of ids) {
    const done = await db.transaction((tx) =>
      releaseOrder(
        tx as unknown as Db,
        id,
        'failed',
        { actor: 'job', note: 'reservation expired' },
        { onlyIfDue: true },
      ),
    );
    if (done) released += 1;
  }
  return released;
}

/** The recipient link's token (only its hash is stored); a new one replaces an unused one. */
export async function createRecipientLink(tx: Db, orderId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + RECIPIENT_LINK_HOURS * 3_600_000);
  await queryRows(
    tx,
    sql`insert into recipient_links (order_id, token_hash, expires_at) values (${orderId}, ${hashLinkToken(token)}, ${expiresAt.toISOString()})
        on conflict (order_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, sent_at = null
        where recipient_links.used_at is null`,
  );
  return { token, expiresAt };
}

/**
 * A working recipient link for an order, for a message that carries it (H3's SMS when the order is
 * accepted, on the way, delivered): a new token, added to the ones already sent, which all keep
 * working (`recipient_link_tokens`; the page the recipient has open does not break). They share
 * the order's link row: whether the address was given, the accept window (renewed while unused),
 * and the expiry after delivery. The page: `${PUBLIC_BASE_URL}/gift/{token}`.
 */
export async function recipientLinkFor(tx: Db, orderId: number): Promise<{ token: string; path: string }> {
  const token = randomBytes(24).toString('base64url');
  const hash = hashLinkToken(token);
  const respondBy = new Date(Date.now() + RECIPIENT_LINK_HOURS * 3_600_000);
  await queryRows(
    tx,
    sql`insert into recipient_links (order_id, token_hash, expires_at) values (${orderId}, ${hash}, ${respondBy.toISOString()})
        on conflict (order_id) do update set expires_at = greatest(recipient_links.expires_at, excluded.expires_at)
        where recipient_links.used_at is null`,
  );
  await queryRows(tx, sql`insert into recipient_link_tokens (order_id, token_hash) values (${orderId}, ${hash})`);
  return { token, path: `/gift/${token}` };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface SnapshotRow {
  id: number;
  uuid: string;
  order_number: string;
  language: string;
  total: number;
  wallet: number;
  delivery_fee: number;
  discount: number;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone_code: string | null;
  sender_phone: string | null;
  user_id: number | null;
  user_email: string | null;
  user_since: string | Date | null;
  user_orders: number | null;
  city_en: string | null;
  recipient_address: string | null;
  national: { district?: string | null; postal_code?: string | null } | string | null;
  delivery_type: string;
  branch_en: string | null;
}

/**
 * What a payment provider may know about an order, from the order row only (never client figures):
 * the amount is the total minus the wallet part.
 */
export async function orderSnapshot(db: Db, orderId: number): Promise<OrderSnapshot> {
  const [o] = await queryRows<SnapshotRow>(
    db,
    sql`select o.id, o.uuid::text as uuid, o.order_number, o.language, o.total_halalas as total,
          o.wallet_used_halalas as wallet, o.delivery_fee_halalas as delivery_fee, o.discount_halalas as discount,
          o.sender_name, o.sender_email, o.sender_phone_code, o.sender_phone, o.user_id,
          u.email as user_email, u.created_at as user_since,
          (select count(*)::int from orders x where x.user_id = o.user_id and x.payment_status = 'paid') as user_orders,
          c.name_en as city_en, o.recipient_address, o.recipient_national_address as national, o.delivery_type,
          b.address_en as branch_en
        from orders o
        left join users u on u.id = o.user_id
        left join cities c on c.id = coalesce(o.recipient_city_id, o.city_id)
        left join cafe_branches b on b.id = o.cafe_branch_id
        where o.id = ${orderId}`,
  );
  if (!o) throw new Error(`order ${orderId} not found`);
  const items = await queryRows<{
    product_id: number;
    quantity: number;
    unit: number;
    title_en: string;
    title_ar: string;
    kind: string;
  }>(
    db,
    sql`select i.product_id, i.quantity, i.unit_price_halalas as unit, i.title_en, i.title_ar, p.kind
        from order_items i join products p on p.id = i.product_id where i.order_id = ${orderId} order by i.id`,
  );
  const money = (amount: number) => ({ amount, currency: 'SAR' as const });
  const due = o.total - o.wallet;
  const national = typeof o.national === 'string' ? JSON.parse(o.national) : o.national;
  const phone = internationalPhoneNumber(o.sender_phone_code, o.sender_phone ?? '');
  return {
    orderId: o.uuid,
    orderNumber: o.order_number,
    attemptId: o.uuid,
    total: money(due),
    tax: money(vatIncludedIn(due)),
    shipping: money(o.delivery_fee),
    discount: money(o.discount),
    items: items.map((i) => ({
      sku: String(i.product_id),
      name: o.language === 'en' ? i.title_en : i.title_ar,
      qty: i.quantity,
      unitPrice: money(i.unit),
      category: i.kind,
    })),
    customer: {
      ...(o.user_id !== null ? { id: String(o.user_id) } : {}),
      name: o.sender_name ?? '',
      email: o.user_email ?? o.sender_email ?? '',
      phoneE164: `+${phone}`,
      ...(o.user_since ? { registeredSince: new Date(o.user_since).toISOString() } : {}),
      ...(o.user_orders !== null && o.user_id !== null ? { ordersCount: o.user_orders } : {}),
    },
    shippingAddress: {
      city: o.city_en ?? '',
      ...(national?.district ? { district: national.district } : {}),
      line1: (o.delivery_type === 'cafe_pickup' ? o.branch_en : o.recipient_address) ?? '',
      ...(national?.postal_code ? { postalCode: national.postal_code } : {}),
    },
    locale: o.language === 'en' ? 'en' : 'ar',
  };
}
