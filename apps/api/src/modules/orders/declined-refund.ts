/**
 * A guest's gift the recipient declined: the payment goes back through its provider, after the
 * decline has committed (`gift.ts`), from the job queued with it, and from the operator's retry
 * call once the job has given up (`operator/service.ts`).
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { refundOrderPayment } from '../payments/refund';

export const JOB_DECLINED_REFUND = 'order.declined-refund';
export interface DeclinedRefundJob {
  orderId: number;
  amount: number;
}

/**
 * A guest's payment back through its provider (the operator module's refund call), after the
 * decline committed: a provider that fails does not undo the decline. Runs at once, from the
 * queued job and from the operator's retry, once: the order's lock and its payment status tell a
 * later run it is done. A failure is recorded in `order_refunds` for the operator and thrown, so
 * the job tries again; a later success overwrites it.
 */
export async function refundDeclinedGift(app: FastifyInstance, { orderId, amount }: DeclinedRefundJob): Promise<void> {
  const key = `order:${orderId}:refund`;
  try {
    await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [order] = await queryRows<{ payment_status: string }>(
        tx,
        sql`select payment_status from orders where id = ${orderId} for update`,
      );
      if (order?.payment_status !== 'paid') return;
      const refunded = await refundOrderPayment(app, orderId, amount, 'Recipient declined the gift', {
        tx,
        idempotencyKey: key,
      });
      await queryRows(
        tx,
        sql`insert into order_refunds (order_id, payment_id, destination, provider, provider_ref, provider_amount_halalas,
              status, reason, requested_by, idempotency_key)
            values (${orderId}, ${refunded.attempt.id}, 'original', ${refunded.attempt.provider}, ${refunded.attempt.providerRef},
              ${amount}, 'succeeded', 'recipient declined', 'recipient', ${key})
            on conflict (order_id) do update set payment_id = excluded.payment_id, provider = excluded.provider,
              provider_ref = excluded.provider_ref, status = 'succeeded', failure_message = null, updated_at = now()`,
      );
      await queryRows(tx, sql`update orders set payment_status = 'refunded', updated_at = now() where id = ${orderId}`);
    });
  } catch (error) {
    await recordDeclinedRefundFailure(app.db, { orderId, amount }, key, (error as Error).message).catch(() => {});
    throw error;
  }
}

/**
 * The failed refund, for the operator (a later success overwrites it). The insert takes the
 * order's key-share lock before it writes anything, in the same statement: written plainly, its
 * row and unique index entry came first and the foreign key's lock on the order after, while an
 * operator's cancel holds the order and then writes the same `order_refunds` row, a deadlock
 * (the lock order in `locks.ts`: the order before what belongs to it).
 */
export async function recordDeclinedRefundFailure(
  db: Db,
  { orderId, amount }: DeclinedRefundJob,
  idempotencyKey: string,
  message: string,
): Promise<void> {
  await queryRows(
    db,
    sql`with held_order as (select id from orders where id = ${orderId} for key share)
        insert into order_refunds (order_id, destination, provider, provider_amount_halalas, status, reason, requested_by,
          failure_message, idempotency_key)
        select held_order.id, 'original', 'unknown', ${amount}::integer, 'failed', 'recipient declined', 'recipient',
          ${message.slice(0, 500)}::text, ${idempotencyKey}::text
        from held_order
        on conflict (order_id) do update set failure_message = excluded.failure_message, updated_at = now()
          where order_refunds.status <> 'succeeded'`,
  );
}
