/**
 * Cart scenarios of `pnpm bench:api` (issue 13 §5), server side: a loopback route answering the
 * number of SQL statements sent so far, and colours with stock the adds pick from.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../src/db/client';

export async function setupCartBench(app: FastifyInstance, database: Database, ids: readonly number[]) {
  app.get('/bench/statements', { schema: { hide: true } }, async () => ({ statements: database.statements }));
  const candidates = await queryRows<{ product_id: number; color_id: number }>(
    database.db,
    sql`select c.product_id, c.id as color_id from product_colors c join products p on p.id = c.product_id
        where c.stock >= 5 and p.kind <> 'addon' and p.id >= ${ids[0] ?? 0} order by c.id limit 3000`,
  );
  const [addon] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from products where slug = 'thank-you-card'`,
  );
  return { candidates: candidates.map((c) => [c.product_id, c.color_id]), addonId: addon?.id ?? null };
}
