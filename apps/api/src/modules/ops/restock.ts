import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { restock } from '../favourites/service';
import type { NotificationService } from '../notifications/service';

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

export const restockBodySchema = z.object({
  /** Product id or slug. */
  product: z.union([z.number().int().positive(), z.string().trim().min(1).max(120)]),
  color_id: z.number().int().positive().nullish(),
  /** Units to add (negative removes). */
  quantity: z.number().int().min(-100_000).max(100_000),
});

/**
 * `POST /api/internal/restock` (loopback only, with the operator key, like maintenance): adds
 * stock and sends each notify-me subscriber of what came back exactly one e-mail.
 */
export function restockRoutes(
  app: FastifyInstance,
  operatorKey: string | undefined,
  notifications: NotificationService,
): void {
  if (!operatorKey) return;
  const expected = Buffer.from(operatorKey);
  app.post('/api/internal/restock', { schema: { hide: true, body: restockBodySchema } }, async (request) => {
    const given = Buffer.from(String(request.headers['x-operator-key'] ?? ''));
    if (!isLoopback(request.ip) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(403, 'forbidden');
    }
    const body = request.body as z.infer<typeof restockBodySchema>;
    const product = await app.catalog.get(String(body.product));
    const result = await restock(
      app.db,
      notifications,
      { productId: product.id, colorId: body.color_id ?? null, quantity: body.quantity },
      request.log,
    );
    return { success: true, statusCode: 200, message: app.t(request.lang, 'restocked'), data: result };
  });
}
