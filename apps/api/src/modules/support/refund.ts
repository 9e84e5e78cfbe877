import type { Db } from '../../db/client';
import type { Tx } from '../../lib/auth';
import { creditWallet } from '../wallet/ledger';

/** The ledger key of a ticket's refund: one per ticket, so the wallet is credited once. */
export const ticketRefundKey = (ticketId: number) => `ticket:${ticketId}:refund`;

/**
 * 'Resolved with refund' credits the shopper's wallet through the ledger, in the transaction that
 * changes the status, with an idempotency key per ticket: however often the operator call is
 * repeated or raced, the wallet is credited once.
 */
export async function creditTicketRefund(
  tx: Tx,
  refund: { userId: number; amountHalalas: number; ticketId: number; ticketNumber: string; orderId: number | null },
): Promise<boolean> {
  const entry = await creditWallet(tx as Db, {
    userId: refund.userId,
    amountHalalas: refund.amountHalalas,
    type: 'refund',
    orderId: refund.orderId,
    note: refund.ticketNumber,
    idempotencyKey: ticketRefundKey(refund.ticketId),
  });
  return entry.applied;
}
