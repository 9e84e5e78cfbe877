/**
 * Operating the store (issue 15 §6), one function per operation; the operator API (`routes.ts`)
 * and the command line (`cli/operator.ts`, through the same API) call them.
 *
 * Orders move only through the orders module's `transition` (the contract's state machine; an
 * event and the `order.status-changed` job each). Rejecting or cancelling a paid order refunds it
 * once: the order row is locked, an `order_refunds` row (unique per order) is written in the same
 * transaction as the status change, the wallet credit (`creditWallet`, type `refund`, a key per
 * order) and the provider's refund call — a repeated or raced cancel finds the row and changes
 * nothing; a provider refusal rolls everything back (502) so the operator can try again.
 */
import { randomUUID } from 'node:crypto';
import type { Language, OperatorOrder, OperatorOrderSummary, OperatorRefund } from '@hadiya/contract';
import {
  canTransition,
  deliveryTypeOrNull,
  isOrderStatus,
  nextOrderStatuses,
  type OrderStatus,
  orderStatusLabels,
} from '@hadiya/contract/orders';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orderRefunds, orders, payments, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { actorLabel, OPERATOR_ROLE, type OperatorActor } from '../../lib/operator-auth';
import { notificationsOf } from '../favourites/routes';
import { restock } from '../favourites/service';
import { refundDeclinedGift } from '../orders/declined-refund';
import { releaseOrder, transition } from '../orders/service';
import { refundOrderPayment } from '../payments/refund';
import { creditWallet, walletBalance } from '../wallet/ledger';

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition selecting an order by uuid, number (`HD-100023`) or numeric id. */
function orderRefCondition(ref: string): SQL {
  if (UUID.test(ref)) return eq(orders.uuid, ref.toLowerCase());
  if (/^HD-\d+$/i.test(ref)) return eq(orders.orderNumber, ref.toUpperCase());
  return eq(orders.id, Number(ref));
}

export async function findOrder(db: Db, ref: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(orderRefCondition(ref)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'order_not_found');
  return row;
}

const label = (status: string, lang: Language) => (isOrderStatus(status) ? orderStatusLabels[status][lang] : status);

function summaryView(row: OrderRow, lang: Language): OperatorOrderSummary {
  const status = row.status as OrderStatus;
  return {
    uuid: row.uuid,
    order_number: row.orderNumber,
    status,
    status_label: label(status, lang),
    payment_status: row.paymentStatus as OperatorOrderSummary['payment_status'],
    payment_method: row.paymentMethod,
    delivery_type: row.deliveryType,
    total: row.totalHalalas,
    wallet_used: row.walletUsedHalalas,
    currency: 'SAR',
    user_id: row.userId,
    is_guest: row.userId === null,
    sender_name: row.senderName,
    sender_phone: row.senderPhone ? `${row.senderPhoneCode ?? ''}${row.senderPhone}` : null,
    sender_email: row.senderEmail,
    recipient_name: row.recipientName,
    delivery_date: row.deliveryDate,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    updated_at: row.updatedAt.toISOString(),
    next_statuses: isOrderStatus(status) ? nextOrderStatuses(status, deliveryTypeOrNull(row.deliveryType)) : [],
  };
}

export function refundView(row: RefundRow): OperatorRefund {
  return {
    id: row.id,
    destination: row.destination === 'original' ? 'original' : 'wallet',
    provider: row.provider,
    provider_ref: row.providerRef,
    provider_amount: row.providerAmountHalalas,
    wallet_amount: row.walletAmountHalalas,
    status: row.status as OperatorRefund['status'],
    reason: row.reason,
    failure_message: row.failureMessage,
    requested_by: row.requestedBy,
    retried_by: row.retriedBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface OrderFilter {
  status?: OrderStatus;
  payment_status?: string;
  q?: string;
  user_id?: number;
  page: number;
  limit: number;
}

/** Orders, newest first, with the number of all that match. */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  lang: Language,
): Promise<{ items: OperatorOrderSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.payment_status) conditions.push(eq(orders.paymentStatus, filter.payment_status));
  if (filter.user_id) conditions.push(eq(orders.userId, filter.user_id));
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    const text = or(
      ilike(orders.orderNumber, like),
      ilike(orders.senderName, like),
      ilike(orders.recipientName, like),
      ilike(orders.senderPhone, like),
      ilike(orders.senderEmail, like),
      ilike(orders.recipientPhone, like),
    );
    if (text) conditions.push(text);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: rows.map((row) => summaryView(row, lang)), total: Number(counted?.n ?? 0) };
}

/** One order with its items, events, payment attempts and refund. */
export async function orderDetail(db: Db, ref: string, lang: Language): Promise<OperatorOrder> {
  const row = await findOrder(db, ref);
  const [items, events, attempts, [refund]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.id)),
    db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id)).limit(1),
  ]);
  return {
    ...summaryView(row, lang),
    language: row.language === 'en' ? 'en' : 'ar',
    recipient_phone: row.recipientPhone ? `${row.recipientPhoneCode ?? ''}${row.recipientPhone}` : null,
    recipient_address: row.recipientAddress,
    message_card: row.messageCard,
    subtotal: row.subtotalHalalas,
    discount: row.discountHalalas,
    delivery_fee: row.deliveryFeeHalalas,
    coupon_code: row.couponCode,
    items: items.map((item) => ({
      product_id: item.productId,
      color_id: item.colorId,
      title: lang === 'ar' ? item.titleAr : item.titleEn,
      quantity: item.quantity,
      unit_price: item.unitPriceHalalas,
    })),
    events: events
      .filter((e) => isOrderStatus(e.toStatus))
      .map((e) => ({
        id: e.id,
        from_status: e.fromStatus && isOrderStatus(e.fromStatus) ? e.fromStatus : null,
        to_status: e.toStatus as OrderStatus,
        actor: e.actor as OperatorOrder['events'][number]['actor'],
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    payments: attempts.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      provider_ref: p.providerRef,
      amount: p.amountHalalas,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    refund: refund ? refundView(refund) : null,
  };
}

const notAllowed = (from: string, to: string, lang: Language) =>
  new AppError(409, 'operator_transition_not_allowed', { from: label(from, lang), to: label(to, lang) });

/**
 * Moves an order one step along the state machine, with the operator's reason on the event.
 * 409 when the machine does not allow it (or another caller moved it first).
 */
export async function moveOrder(
  app: FastifyInstance,
  ref: string,
  input: { to: OrderStatus; reason: string },
  actor: OperatorActor,
  lang: Language,
): Promise<void> {
  await app.transaction(async (tx) => {
    const order = await findOrder(tx as Db, ref, true);
    // Moves with money attached have their own paths: the payment's outcome moves an order out of
    // awaiting payment, and the cancel call refunds or releases what a rejected or cancelled order held.
    if (order.status === 'awaiting_payment' || input.to === 'failed') {
      throw new AppError(409, 'operator_payment_moves_order');
    }
    // A recipient who refuses at the door is a rejection with its refund, not a plain move.
    if (input.to === 'rejected' || input.to === 'cancelled' || input.to === 'recipient_rejected') {
      throw new AppError(409, 'operator_use_cancel');
    }
    if (
      !isOrderStatus(order.status) ||
      !canTransition(order.status, input.to, deliveryTypeOrNull(order.deliveryType))
    ) {
      throw notAllowed(order.status, input.to, lang);
    }
    const moved = await transition(tx as Db, order.id, input.to, {
      actor: 'operator',
      note: input.reason,
      data: { by: actorLabel(actor) },
    });
    if (!moved) throw notAllowed(order.status, input.to, lang);
  });
}

export type CancelOutcome = 'refunded' | 'released' | 'unchanged';

/**
 * Rejects or cancels an order. A paid one is refunded in full, once: to the buyer's wallet, or
 * to the original payment (the provider's part through its refund call, the wallet part back to
 * the wallet). An unpaid one is released (stock, coupon, wallet hold back). Called again for an
 * order that was already refunded, it changes nothing (`unchanged`).
 */
export async function cancelOrder(
  app: FastifyInstance,
  ref: string,
  input: { status: 'rejected' | 'cancelled'; reason: string; refund_to: 'wallet' | 'original' },
  actor: OperatorActor,
  lang: Language,
): Promise<CancelOutcome> {
  return app.transaction(async (txAny) => {
    const tx = txAny as Db;
    const order = await findOrder(tx, ref, true);
    const [existing] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).limit(1);
    if (existing) return 'unchanged';
    const cause = { actor: 'operator' as const, note: input.reason, data: { by: actorLabel(actor) } };

    if (order.paymentStatus !== 'paid') {
      if (order.status === 'awaiting_payment' && input.status === 'cancelled') {
        if (await releaseOrder(tx, order.id, 'cancelled', cause)) return 'released';
      }
      if (order.status === input.status) {
        throw new AppError(409, 'operator_order_already_closed', { status: label(order.status, lang) });
      }
      if (order.status === 'awaiting_payment' || order.paymentStatus === 'unpaid') {
        throw new AppError(409, 'operator_order_not_paid');
      }
      throw notAllowed(order.status, input.status, lang);
    }
    if (
      !isOrderStatus(order.status) ||
      !canTransition(order.status, input.status, deliveryTypeOrNull(order.deliveryType))
    ) {
      throw notAllowed(order.status, input.status, lang);
    }
    if (input.refund_to === 'wallet' && order.userId === null) throw new AppError(409, 'operator_refund_needs_account');

    if (!(await transition(tx, order.id, input.status, cause))) throw notAllowed(order.status, input.status, lang);

    const walletKey = `order:${order.id}:operator-refund`;
    const toWallet = input.refund_to === 'wallet' ? order.totalHalalas : order.walletUsedHalalas;
    const toProvider = order.totalHalalas - toWallet;
    let provider = 'wallet';
    let providerRef: string | null = null;
    let paymentId: number | null = null;
    let providerResponse: unknown = null;
    if (toProvider > 0) {
      const refunded = await refundOrderPayment(app, order.id, toProvider, input.reason, {
        tx,
        idempotencyKey: `order-${order.uuid}-refund`,
      });
      provider = refunded.attempt.provider;
      providerRef = refunded.attempt.providerRef;
      paymentId = refunded.attempt.id;
      providerResponse = {
        status: refunded.payment.status,
        refunded_amount: refunded.payment.refundedAmount?.amount ?? null,
      };
    }
    if (toWallet > 0) {
      if (order.userId === null) throw new AppError(409, 'operator_refund_needs_account');
      await creditWallet(tx, {
        userId: order.userId,
        amountHalalas: toWallet,
        type: 'refund',
        orderId: order.id,
        note: order.orderNumber,
        idempotencyKey: walletKey,
      });
    }
    await tx.insert(orderRefunds).values({
      orderId: order.id,
      paymentId,
      destination: input.refund_to,
      provider,
      providerRef,
      providerAmountHalalas: toProvider,
      walletAmountHalalas: toWallet,
      status: 'succeeded',
      reason: input.reason,
      providerResponse,
      requestedBy: actorLabel(actor),
      idempotencyKey: walletKey,
    });
    await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(orders.id, order.id));
    return 'refunded';
  });
}

/**
 * Tries again a refund the provider refused: a declined gift's payment going back to a guest,
 * once its job has given up (`orders/declined-refund.ts`, which records the failure). The order's
 * lock and its payment status keep it to once against a job still running. A provider that still
 * refuses answers 502 `refund_failed` and leaves the failure recorded; either way the refund
 * names the operator who tried.
 */
export async function retryFailedRefund(app: FastifyInstance, ref: string, actor: OperatorActor): Promise<void> {
  const order = await findOrder(app.db, ref);
  const [refund] = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).limit(1);
  if (refund?.status !== 'failed') throw new AppError(409, 'operator_no_failed_refund');
  if (order.paymentStatus !== 'paid') throw new AppError(409, 'operator_order_not_paid');
  const retried = () =>
    app.db
      .update(orderRefunds)
      .set({ retriedBy: actorLabel(actor), updatedAt: new Date() })
      .where(eq(orderRefunds.id, refund.id));
  try {
    await refundDeclinedGift(app, { orderId: order.id, amount: refund.providerAmountHalalas });
  } finally {
    await retried();
  }
}

/** Credits a bonus to a user's wallet (type `bonus`); once per idempotency key when one is given. */
export async function walletBonus(
  app: FastifyInstance,
  input: { user_id: number; amount_halalas: number; reason: string; idempotency_key?: string },
  actor: OperatorActor,
) {
  return app.transaction(async (txAny) => {
    const tx = txAny as Db;
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.user_id), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw new AppError(404, 'operator_user_not_found');
    const entry = await creditWallet(tx, {
      userId: user.id,
      amountHalalas: input.amount_halalas,
      type: 'bonus',
      note: `${input.reason} (${actorLabel(actor)})`.slice(0, 600),
      idempotencyKey: `bonus:${input.idempotency_key ?? randomUUID()}`,
    });
    return {
      user_id: user.id,
      entry_id: entry.id,
      amount: entry.amountHalalas,
      balance: await walletBalance(tx, user.id),
      applied: entry.applied,
    };
  });
}

/** Adds stock to a product or colour and tells its notify-me subscribers (the cart issue's restock). */
export async function restockProduct(
  app: FastifyInstance,
  productRef: string,
  input: { quantity: number; color_id?: number | null },
) {
  const product = await app.catalog.get(productRef);
  return restock(
    app.db,
    notificationsOf(app),
    { productId: product.id, colorId: input.color_id ?? null, quantity: input.quantity },
    app.log,
  );
}

/** The user of an e-mail or a Saudi phone (`9665…`, `05…`, `5…`), not deleted. */
export async function findUserByContact(db: Db, contact: string) {
  const text = contact.trim();
  let condition: SQL | undefined;
  if (text.includes('@')) {
    condition = eq(users.email, text.toLowerCase());
  } else {
    const digits = text
      .replace(/\D/g, '')
      .replace(/^(00)?966/, '')
      .replace(/^0/, '');
    if (!/^5\d{8}$/.test(digits)) throw new AppError(404, 'operator_user_not_found');
    condition = and(eq(users.phoneCode, '966'), eq(users.phoneNumber, digits));
  }
  const [user] = await db
    .select({ id: users.id, email: users.email, phoneCode: users.phoneCode, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(condition, isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new AppError(404, 'operator_user_not_found');
  return user;
}

/** Gives a user the operator role (`granted: false` when they had it). */
export async function grantOperator(db: Db, contact: string, actor: OperatorActor) {
  const user = await findUserByContact(db, contact);
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role: OPERATOR_ROLE, grantedBy: actorLabel(actor) })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return {
    user_id: user.id,
    email: user.email,
    phone: user.phoneNumber ? `${user.phoneCode ?? ''}${user.phoneNumber}` : null,
    role: 'operator' as const,
    granted: inserted.length > 0,
  };
}
