/**
 * Refunds to the original payment method (issue 15 §6): the order's captured attempt is refunded
 * through its provider's refund call — Moyasar `POST /v1/payments/:id/refund` (card, Apple Pay,
 * STC Pay), Tabby `POST /api/v2/payments/{id}/refunds` (idempotent on `reference_id`), Tamara
 * `POST /payments/simplified-refund/{id}` — and every call is logged in `payment_events`. The
 * sandboxes answer as the real APIs do, so only the base URL differs.
 *
 * The caller decides *whether* to refund (once per order: `order_refunds`, see the operator
 * module) and passes its transaction, so the order lock it holds covers the provider call.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ProviderId, ProviderPayment } from '../../providers/payments/types';
import { paymentsRuntime } from './routes';
import { providerCall } from './service';
import { type Executor, type PaymentRow, updateAttempt } from './store';

export interface RefundOptions {
  /** The transaction to run in (default: the app's database). */
  tx?: Executor;
  /** Sent to the provider where it takes one (Tabby `reference_id`); default `refund:<attempt key>`. */
  idempotencyKey?: string;
}

export interface OrderRefundResult {
  attempt: PaymentRow;
  payment: ProviderPayment;
}

/** The order's captured provider attempt (the one its money came through), if any. */
export async function capturedAttempt(db: Executor, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured'), ne(payments.provider, 'wallet')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Refunds `amountHalalas` of an order's captured payment through its provider. Throws 409
 * `refund_no_payment` when no provider took money for the order, 409 `refund_amount_too_high`
 * past what it took, and 502 `refund_failed` (with the provider's message) when the provider
 * refuses; on success the attempt is marked refunded (fully) and the provider's answer returned.
 */
export async function refundOrderPayment(
  app: FastifyInstance,
  orderId: number,
  amountHalalas: number,
  reason: string,
  options: RefundOptions = {},
): Promise<OrderRefundResult> {
  const db = options.tx ?? app.db;
  const attempt = await capturedAttempt(db, orderId);
  if (!attempt?.providerRef) throw new AppError(409, 'refund_no_payment');
  if (!Number.isInteger(amountHalalas) || amountHalalas <= 0 || amountHalalas > attempt.amountHalalas) {
    throw new AppError(409, 'refund_amount_too_high');
  }
  const provider = paymentsRuntime(app).providers.byId[attempt.provider as ProviderId];
  if (!provider) throw new AppError(409, 'refund_no_payment');
  const ref = attempt.providerRef;
  const key = options.idempotencyKey ?? `refund:${attempt.idempotencyKey}`;
  let payment: ProviderPayment;
  try {
    payment = await providerCall(db, attempt, 'refund', () =>
      provider.refund(ref, { amount: amountHalalas, currency: 'SAR' }, reason || 'Refund', { idempotencyKey: key }),
    );
  } catch (error) {
    app.log.warn({ order: orderId, attempt: attempt.id, err: (error as Error).message }, 'provider refund failed');
    throw new AppError(502, 'refund_failed', { reason: (error as Error).message.slice(0, 200) });
  }
  if (payment.status === 'refunded' || payment.status === 'partially_refunded') {
    await updateAttempt(db, attempt.id, {
      status: payment.status === 'refunded' ? 'refunded' : attempt.status,
      rawResponse: payment.raw,
    });
  }
  return { attempt, payment };
}
