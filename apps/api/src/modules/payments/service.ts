/**
 * Payment flows of issue 14 §3: attempts, the provider calls, and the one place where a provider
 * payment changes an order (`settle`). Every outcome is re-fetched from the provider (`retrieve`),
 * compared with the order (amount, currency, reference) and applied under a row lock on the
 * attempt, so a webhook and the shopper's return arriving together move the order once; H3's
 * `confirmPaid` / `markPaymentFailed` are conditional updates as a second guard.
 */
import { randomUUID } from 'node:crypto';
import type { Language, PaymentOptionMethod, PaymentStatusView } from '@hadiya/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Principal } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import type {
  OrderSnapshot,
  PaymentProvider,
  PaymentStatus,
  ProviderId,
  ProviderPayment,
} from '../../providers/payments/types';
import { declineMessage } from './decline';
import { confirmPaid, lockCartOfOrder, markPaymentFailed, markPaymentPending, orderSnapshot } from './ports';
import {
  attemptById,
  createAttempt,
  type Executor,
  FINAL_ATTEMPT_STATUSES,
  laterAttemptUnderWay,
  latestAttempt,
  type OrderRow,
  orderById,
  orderByUuid,
  type PaymentRow,
  recordEvent,
  saveCard,
  UNDER_WAY_ATTEMPT_STATUSES,
  updateAttempt,
} from './store';

/** Our method name of each provider. */
export const METHOD_OF: Record<ProviderId, PaymentOptionMethod> = {
  moyasar_card: 'card',
  moyasar_applepay: 'applepay',
  moyasar_stcpay: 'stcpay',
  tabby: 'tabby',
  tamara: 'tamara',
};

export interface PaymentsDeps {
  db: Db;
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  provider(id: ProviderId): PaymentProvider;
  log: FastifyBaseLogger;
}

/** The order of `uuid` if the caller owns it (its user, or its guest); 404 otherwise. */
export async function ownedOrder(db: Executor, uuid: string, principal: Principal | null): Promise<OrderRow> {
  const order = await orderByUuid(db, uuid);
  const owns =
    order &&
    principal &&
    ((order.userId !== null && order.userId === principal.userId) ||
      (order.guestId !== null && order.guestId === principal.guestId));
  if (!order || !owns) throw new AppError(404, 'order_not_found');
  return order;
}

/** What an external method must collect: the total minus the wallet part. */
export const amountDue = (order: OrderRow) => order.totalHalalas - order.walletUsedHalalas;

export function isReservationLive(order: OrderRow, now = new Date()): boolean {
  return order.reservationStatus === 'held' && (!order.reservedUntil || order.reservedUntil.getTime() > now.getTime());
}

/** Refuses an order that cannot take a payment now (already paid, or expired / cancelled). */
export function assertPayable(order: OrderRow): void {
  if (order.paymentStatus === 'paid' || order.reservationStatus === 'consumed') {
    throw new AppError(409, 'order_already_paid');
  }
  if (order.status !== 'awaiting_payment' || !isReservationLive(order)) throw new AppError(409, 'order_not_payable');
}

/** The provider's view of the order for this attempt (H3's snapshot, our attempt's key). */
export async function snapshotFor(db: Executor, order: OrderRow, attemptKey: string): Promise<OrderSnapshot> {
  const snapshot = await orderSnapshot(db as Db, order.id);
  return { ...snapshot, attemptId: attemptKey };
}

/** Starts an attempt row (status `pending`) for `provider`. */
export async function startAttempt(
  db: Executor,
  order: OrderRow,
  provider: ProviderId,
  idempotencyKey: string = randomUUID(),
  providerRef: string | null = null,
): Promise<PaymentRow> {
  return createAttempt(db, {
    orderId: order.id,
    method: METHOD_OF[provider],
    provider,
    amountHalalas: amountDue(order),
    idempotencyKey,
    providerRef,
  });
}

/**
 * After the provider answered: a payment it still holds open (a hosted page, 3-D Secure, an OTP)
 * marks the order's payment `pending` (the expiry job's grace, `markPaymentPending`).
 */
export async function noteUnderWay(db: Executor, orderId: number, status: PaymentStatus): Promise<void> {
  if ((UNDER_WAY_ATTEMPT_STATUSES as readonly string[]).includes(status)) {
    await markPaymentPending(db as Db, orderId);
  }
}

/** Runs a provider call, logging request and answer (redacted) in `payment_events`. */
export async function providerCall(
  db: Executor,
  attempt: PaymentRow,
  operation: string,
  call: () => Promise<ProviderPayment>,
): Promise<ProviderPayment> {
  try {
    const result = await call();
    await recordEvent(db, {
      paymentId: attempt.id,
      orderId: attempt.orderId,
      provider: attempt.provider,
      kind: 'response',
      operation,
      status: result.status,
      data: result.raw,
    });
    return result;
  } catch (error) {
    await recordEvent(db, {
      paymentId: attempt.id,
      orderId: attempt.orderId,
      provider: attempt.provider,
      kind: 'error',
      operation,
      data: { message: (error as Error).message, name: (error as Error).name },
    });
    throw error;
  }
}

export type SettleOutcome =
  | 'paid'
  | 'already_paid'
  | 'pending'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'mismatch'
  | 'ignored';

const mismatchOf = (order: OrderRow, attempt: PaymentRow, payment: ProviderPayment): string | null => {
  if ((payment.currency ?? 'SAR') !== 'SAR' || order.currency !== 'SAR') return 'currency';
  if (payment.amount.amount !== attempt.amountHalalas || attempt.amountHalalas !== amountDue(order)) return 'amount';
  if (payment.orderRef && payment.orderRef !== order.uuid && payment.orderRef !== order.orderNumber) return 'reference';
  return null;
};

/**
 * The one place a provider payment changes an order. Locks the order, then the attempt row, and
 * re-reads both (a concurrent settle that finished first wins: nothing happens twice; the expiry
 * job, the wallet and the operator wait until this one is done, so an order cannot be released
 * or paid another way between this read and its confirmation), retrieves the payment from the
 * provider, compares it with the order, authorises / captures when the provider needs it, then
 * confirms the order (H3 `confirmPaid`) or records the failure (`markPaymentFailed`, the
 * reservation kept for a retry). Money taken for an order that cannot have it is given back; when
 * the provider refuses to give it back, this throws and records nothing, so the webhook's job or
 * the shopper's next return tries again.
 */
export async function settle(
  deps: PaymentsDeps,
  attemptId: number,
  cause: { actor: 'shopper' | 'webhook' | 'job' },
): Promise<SettleOutcome> {
  return deps.transaction(async (tx) => {
    const unlocked = await attemptById(tx, attemptId);
    if (!unlocked?.providerRef) return 'ignored';
    // A final attempt never changes (a replayed or late webhook): answered without any lock.
    if (unlocked.status === 'captured') return 'already_paid';
    if (FINAL_ATTEMPT_STATUSES.has(unlocked.status)) return unlocked.status as SettleOutcome;
    // The order's cart, the order, then the attempt: the order every writer takes them in
    // (`orders/locks.ts`; a paid order's lines leave its cart).
    await lockCartOfOrder(tx as Db, unlocked.orderId);
    const order = await orderById(tx, unlocked.orderId, true);
    if (!order) return 'ignored';
    const attempt = await attemptById(tx, attemptId, true);
    if (!attempt?.providerRef) return 'ignored';
    if (attempt.status === 'captured') return 'already_paid';
    if (FINAL_ATTEMPT_STATUSES.has(attempt.status)) return attempt.status as SettleOutcome;

    const provider = deps.provider(attempt.provider as ProviderId);
    const ref = attempt.providerRef;
    const ctx = (suffix: string) => ({ idempotencyKey: `${attempt.idempotencyKey}:${suffix}` });
    let payment = await providerCall(tx, attempt, 'retrieve', () => provider.retrieve(ref));

    const fail = async (status: 'failed' | 'canceled' | 'expired', code: string | null, message: string | null) => {
      await updateAttempt(tx, attempt.id, {
        status,
        failureCode: code,
        failureMessage: message,
        rawResponse: payment.raw,
      });
      // A card or method the shopper started after this one may still be at its bank: the order's
      // payment stays pending for it (and the expiry job's grace with it).
      if (order.paymentStatus !== 'paid' && !(await laterAttemptUnderWay(tx, order.id, attempt.id))) {
        await markPaymentFailed(tx as Db, order.id, code ?? status);
      }
      return status;
    };

    /** Voids an authorisation or refunds a capture; a provider failure throws (nothing recorded, tried again). */
    const giveBack = async (reason: string) => {
      if (payment.status === 'authorized') {
        payment = await providerCall(tx, attempt, 'cancel', () => provider.cancel(ref, ctx('void')));
      } else if (payment.status === 'captured') {
        payment = await providerCall(tx, attempt, 'refund', () =>
          provider.refund(ref, payment.amount, reason, ctx('refund')),
        );
      }
    };

    const mismatch = mismatchOf(order, attempt, payment);
    if (mismatch) {
      await recordEvent(tx, {
        paymentId: attempt.id,
        orderId: order.id,
        provider: attempt.provider,
        kind: 'mismatch',
        operation: 'verify',
        status: payment.status,
        data: {
          field: mismatch,
          expected: { amount: attempt.amountHalalas, currency: 'SAR', order: order.uuid },
          got: { amount: payment.amount.amount, currency: payment.currency ?? null, order: payment.orderRef ?? null },
        },
      });
      deps.log.warn({ attempt: attempt.id, order: order.id, field: mismatch }, 'payment does not match its order');
      // Give the money back: void an authorisation, refund a capture. A payment still waiting for
      // the shopper has taken nothing: voiding it is best effort.
      if (payment.status === 'requires_action' || payment.status === 'pending') {
        payment = await providerCall(tx, attempt, 'cancel', () => provider.cancel(ref, ctx('void'))).catch(
          () => payment,
        );
      } else {
        await giveBack(`amount mismatch (${mismatch})`);
      }
      await fail('failed', `mismatch_${mismatch}`, null);
      return 'mismatch';
    }

    if (order.paymentStatus === 'paid') {
      // Paid by another attempt (or the wallet) meanwhile: give this one back.
      await giveBack('order already paid');
      await updateAttempt(tx, attempt.id, { status: 'canceled', failureCode: 'order_already_paid' });
      return 'already_paid';
    }

    if (order.status !== 'awaiting_payment' || order.reservationStatus !== 'held') {
      // The order expired or was cancelled meanwhile: give the money back instead of taking it.
      await giveBack('order no longer payable');
      if (payment.status === 'authorized' || payment.status === 'captured' || payment.status === 'refunded') {
        await updateAttempt(tx, attempt.id, {
          status: 'canceled',
          failureCode: 'order_not_payable',
          rawResponse: payment.raw,
        });
        return 'canceled';
      }
    }

    if (payment.status === 'authorized' && attempt.provider === 'tamara' && provider.authorize) {
      // Tamara: `approved` must be authorised by us before it can be captured.
      const raw = payment.raw as { status?: string } | null;
      if (!raw || raw.status === 'approved') {
        payment = await providerCall(tx, attempt, 'authorize', () => provider.authorize!(ref, ctx('authorise'))).catch(
          async () => providerCall(tx, attempt, 'retrieve', () => provider.retrieve(ref)),
        );
      }
    }
    if (payment.status === 'authorized') {
      payment = await providerCall(tx, attempt, 'capture', () => provider.capture(ref, 'full', ctx('capture'))).catch(
        async () => providerCall(tx, attempt, 'retrieve', () => provider.retrieve(ref)),
      );
    }

    const status: PaymentStatus = payment.status;
    if (status === 'captured') {
      const changed = await confirmPaid(
        tx as Db,
        order.id,
        {
          method: METHOD_OF[attempt.provider as ProviderId] ?? attempt.method,
          provider: attempt.provider,
          providerRef: ref,
          amountHalalas: payment.amount.amount,
        },
        cause.actor === 'webhook' ? 'webhook' : 'provider',
      );
      if (!changed) {
        // The order is locked and was payable above, so this should not happen; if it does, the
        // money goes back rather than staying with an order that did not take it.
        await giveBack('order no longer payable');
        await updateAttempt(tx, attempt.id, {
          status: 'canceled',
          failureCode: 'order_not_payable',
          rawResponse: payment.raw,
        });
        return 'canceled';
      }
      await updateAttempt(tx, attempt.id, {
        status: 'captured',
        rawResponse: payment.raw,
        nextAction: { type: 'none' },
      });
      // The gateway returns a token only when the shopper ticked "save this card" (consent);
      // it is kept for signed-in owners only, whichever of the return or the webhook settles.
      if (attempt.provider === 'moyasar_card' && order.userId && payment.card?.token) {
        const card = payment.card;
        if (card.expiryMonth && card.expiryYear && /^\d{4}$/.test(card.last4)) {
          await saveCard(tx, {
            userId: order.userId,
            provider: 'moyasar',
            token: card.token as string,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            name: card.name ?? null,
          });
        }
      }
      return 'paid';
    }
    if (status === 'failed') return fail('failed', payment.failureCode ?? 'declined', payment.failureMessage ?? null);
    if (status === 'canceled') return fail('canceled', payment.failureCode ?? 'canceled', null);
    if (status === 'expired') return fail('expired', 'expired', null);
    if (status === 'refunded' || status === 'partially_refunded') return fail('failed', status, null);
    await updateAttempt(tx, attempt.id, { status, rawResponse: payment.raw });
    await noteUnderWay(tx, order.id, status);
    return 'pending';
  });
}

/** What the result pages show (the server's knowledge only). */
export async function paymentStatusView(db: Executor, order: OrderRow, lang: Language): Promise<PaymentStatusView> {
  const attempt = await latestAttempt(db, order.id);
  const isPaid = order.paymentStatus === 'paid';
  const live = isReservationLive(order);
  const canRetry = !isPaid && order.status === 'awaiting_payment' && live;
  const attemptStatus = attempt
    ? attempt.status === 'captured'
      ? 'paid'
      : FINAL_ATTEMPT_STATUSES.has(attempt.status)
        ? attempt.status
        : 'pending'
    : null;
  let message: string | null = null;
  if (!isPaid && attemptStatus === 'failed') {
    // The provider's own text stays on the attempt for operators; the shopper reads a reason in
    // the page's language (decline.ts) or spec §8's plain "Your payment is Failed".
    message = attempt
      ? declineMessage(lang, attempt.provider, attempt.failureCode, attempt.failureMessage)
      : t(lang, 'payment_failed');
  } else if (!isPaid && (attemptStatus === 'canceled' || attemptStatus === 'expired')) {
    message = t(lang, 'payment_canceled');
  } else if (!isPaid && order.status !== 'awaiting_payment') {
    message = t(lang, 'order_not_payable');
  }
  const method = (order.paymentMethod ?? (attempt ? attempt.method : null)) as PaymentOptionMethod | null;
  const next = isPaid
    ? 'none'
    : !canRetry
      ? 'none'
      : attemptStatus === 'pending'
        ? 'wait'
        : attemptStatus === null
          ? 'pay'
          : 'retry';
  return {
    order_uuid: order.uuid,
    order_number: order.orderNumber,
    status: order.status,
    payment_status: order.paymentStatus,
    is_paid: isPaid,
    method: method && isPaid ? method : (method ?? null),
    total: order.totalHalalas,
    wallet_amount: order.walletUsedHalalas,
    amount_due: amountDue(order),
    currency: 'SAR',
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    attempt_status: attemptStatus,
    message,
    can_retry: canRetry && !isPaid,
    retry_until: canRetry && order.reservedUntil ? order.reservedUntil.toISOString() : null,
    next,
    receipt_by: isPaid ? await receiptChannel(db, order) : null,
  };
}

/** Where `sendReceipt` sends the receipt: the order's or the account's e-mail, else the buyer's phone. */
async function receiptChannel(db: Executor, order: OrderRow): Promise<'email' | 'sms' | null> {
  if (order.senderEmail) return 'email';
  if (order.userId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
    if (user?.email) return 'email';
  }
  return order.senderPhone ? 'sms' : null;
}
