/**
 * What the payments module uses from the order lifecycle (H3: `modules/orders/service.ts`), in one
 * place: `confirmPaid` / `markPaymentFailed` / `markPaymentPending` are conditional updates (a
 * second guard behind the attempt's row lock), `orderSnapshot` builds the provider's view of the
 * order from the database; `lockCartOfOrder` takes the order's cart first, in the lock order of
 * `orders/locks.ts`.
 */

export { lockCartOfOrder } from '../orders/locks';
export { confirmPaid, JOB_RECEIPT, markPaymentFailed, markPaymentPending, orderSnapshot } from '../orders/service';
