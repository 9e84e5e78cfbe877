/** The buyer's calls after the purchase (issue 15 §1–§3), registered beside checkout's order reads. */
import type { FastifyInstance } from 'fastify';

export async function afterPurchaseRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
