/**
 * The payments module's tables (schema by H3: `payments`, `payment_events`, `webhook_events`,
 * `saved_cards`): one `payments` row per attempt with its idempotency key, an append-only event
 * log of every provider call and webhook (redacted), webhook deduplication and saved card tokens.
 */
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { orders, paymentEvents, payments, savedCards, webhookEvents } from '../../db/schema';
import type { Tx } from '../../lib/auth';
import { redactProviderObject } from './redact';

export type Executor = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** Statuses after which an attempt never changes again (by our flows). */
export const FINAL_ATTEMPT_STATUSES = new Set(['captured', 'failed', 'canceled', 'expired', 'refunded']);

export async function orderByUuid(db: Executor, uuid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
  return row;
}

export async function orderById(db: Executor, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function createAttempt(
  db: Executor,
  values: {
    orderId: number;
    method: string;
    provider: string;
    amountHalalas: number;
    idempotencyKey: string;
    providerRef?: string | null;
    status?: string;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: values.orderId,
      method: values.method,
      provider: values.provider,
      amountHalalas: values.amountHalalas,
      idempotencyKey: values.idempotencyKey,
      providerRef: values.providerRef ?? null,
      status: values.status ?? 'pending',
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, values.idempotencyKey));
  if (existing) return existing;
  if (values.providerRef) {
    const byRef = await attemptByRef(db, values.provider, values.providerRef);
    if (byRef) return byRef;
  }
  throw new Error('payment attempt could not be created');
}

export async function attemptByRef(db: Executor, provider: string, ref: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .limit(1);
  return row;
}

export async function attemptById(db: Executor, id: number, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function latestAttempt(db: Executor, orderId: number, provider?: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      provider ? and(eq(payments.orderId, orderId), eq(payments.provider, provider)) : eq(payments.orderId, orderId),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The statuses of an attempt the provider still holds open (a hosted page, 3-D Secure, an OTP). */
export const UNDER_WAY_ATTEMPT_STATUSES = ['pending', 'requires_action', 'authorized'] as const;

/**
 * Whether the shopper started another attempt of the order after `afterId` that is still under
 * way at its provider (one the provider never took, with no reference, does not count).
 */
export async function laterAttemptUnderWay(db: Executor, orderId: number, afterId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        gt(payments.id, afterId),
        isNotNull(payments.providerRef),
        inArray(payments.status, [...UNDER_WAY_ATTEMPT_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateAttempt(
  db: Executor,
  id: number,
  values: Partial<
    Pick<PaymentRow, 'status' | 'providerRef' | 'nextAction' | 'failureCode' | 'failureMessage' | 'rawResponse'>
  >,
): Promise<void> {
  const patch = { ...values, updatedAt: new Date() };
  if ('rawResponse' in values) patch.rawResponse = redactProviderObject(values.rawResponse);
  if ('nextAction' in values) patch.nextAction = redactProviderObject(values.nextAction);
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

/**
 * Appends to the payment's event log; the data passes the redaction guard first.
 *
 * The row's foreign keys lock the attempt and then the order (key share), while `settle` locks the
 * order and then the attempt: an event written outside `settle` (a route's provider call, a
 * webhook's "received") at the moment a settle runs could deadlock on PostgreSQL. So the order is
 * locked first, in the same statement, the way `settle` takes them.
 */
export async function recordEvent(
  db: Executor,
  event: {
    paymentId?: number | null;
    orderId?: number | null;
    provider: string;
    kind: 'request' | 'response' | 'webhook' | 'callback' | 'error' | 'mismatch';
    operation?: string;
    status?: string | null;
    data?: unknown;
  },
): Promise<void> {
  const row = {
    paymentId: event.paymentId ?? null,
    orderId: event.orderId ?? null,
    provider: event.provider,
    kind: event.kind,
    operation: event.operation ?? null,
    status: event.status ?? null,
    data: event.data === undefined ? null : redactProviderObject(event.data),
  };
  if (row.orderId === null) {
    await db.insert(paymentEvents).values(row);
    return;
  }
  const written = await queryRows<{ id: number }>(
    db as Db,
    sql`
    with held_order as (select ${orders.id} from ${orders} where ${orders.id} = ${row.orderId} for key share)
    insert into ${paymentEvents} (payment_id, order_id, provider, kind, operation, status, data)
    select ${row.paymentId}::integer, held_order.id, ${row.provider}, ${row.kind}, ${row.operation}, ${row.status},
      ${row.data === null ? null : JSON.stringify(row.data)}::jsonb
    from held_order
    returning id`,
  );
  if (written.length === 0) throw new Error(`payment event for order ${row.orderId}, which does not exist`);
}

/** Records a verified delivery once; null when (provider, event key) was seen before (a replay). */
export async function recordWebhook(
  db: Executor,
  values: { provider: string; eventKey: string; rawBody: string; headers: unknown; providerRef?: string },
): Promise<number | null> {
  const [row] = await db
    .insert(webhookEvents)
    .values({
      provider: values.provider,
      eventKey: values.eventKey,
      rawBody: values.rawBody,
      headers: redactProviderObject(values.headers),
      verified: true,
      providerRef: values.providerRef ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return row?.id ?? null;
}

export async function webhookById(db: Executor, id: number) {
  const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return row;
}

export async function markWebhookProcessed(db: Executor, id: number, error?: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ processedAt: new Date(), error: error ?? null })
    .where(eq(webhookEvents.id, id));
}

export type SavedCardRow = typeof savedCards.$inferSelect;

export async function listSavedCards(db: Executor, userId: number): Promise<SavedCardRow[]> {
  return db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id));
}

export async function savedCard(db: Executor, userId: number, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
    .limit(1);
  return row;
}

export async function deleteSavedCard(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.id, id)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

export async function saveCard(
  db: Executor,
  values: {
    userId: number;
    provider: string;
    token: string;
    brand: string;
    last4: string;
    expiryMonth: number;
    expiryYear: number;
    name?: string | null;
  },
): Promise<void> {
  await db
    .insert(savedCards)
    .values({
      userId: values.userId,
      provider: values.provider,
      providerToken: values.token,
      brand: values.brand,
      last4: values.last4,
      expiryMonth: values.expiryMonth,
      expiryYear: values.expiryYear,
      name: values.name ?? null,
    })
    .onConflictDoNothing();
}

/** The number of attempts of an order (tests, diagnostics). */
export async function attemptCount(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(eq(payments.orderId, orderId));
  return row?.n ?? 0;
}
