/** The operator API (issue 15 §6): `/api/operator/...`, never reachable with a shopper's session. */
import type { FastifyInstance } from 'fastify';

export async function operatorRoutes(app: FastifyInstance, operatorKey: string | undefined): Promise<void> {
  void app;
  void operatorKey;
}
