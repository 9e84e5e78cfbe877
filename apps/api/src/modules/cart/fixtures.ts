import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { queryRows } from '../../db/client';
import { cities, productColors, products, sessions, users } from '../../db/schema';
import { newToken } from '../../lib/auth';

/** A guest session through the API; answers its bearer token and guest id. */
export async function guestSession(t: TestApp): Promise<{ token: string; guestId: number }> {
  const res = await t.http('POST', '/api/account/login-as-guest', { body: {}, headers: { language: 'en' } });
  if (res.status !== 200 || typeof res.body.data?.token !== 'string')
    throw new Error(`guest: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token, guestId: res.body.data.guest_user_id };
}

let userCount = 0;
/** A signed-in user with a session written straight to the database (the sign-in flows are tested elsewhere). */
export async function userSession(
  t: TestApp,
  options: { email?: string | null; language?: 'ar' | 'en' } = {},
): Promise<{ token: string; userId: number; email: string | null }> {
  userCount += 1;
  const email = options.email === undefined ? `shopper${userCount}-${Date.now()}@example.com` : options.email;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: `Shopper ${userCount}`, email, currentLanguage: options.language ?? 'en' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const { token, hash } = newToken();
  await t.database.db.insert(sessions).values({
    tokenHash: hash,
    userId: user.id,
    deviceId: 'Web',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { token, userId: user.id, email };
}

export const bearer = (token: string, language: 'ar' | 'en' = 'en') => ({ authorization: `Bearer ${token}`, language });

export async function productBySlug(t: TestApp, slug: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  const colors = await t.database.db
    .select()
    .from(productColors)
    .where(eq(productColors.productId, row.id))
    .orderBy(productColors.sortOrder);
  return { ...row, colors };
}

export async function cityByName(t: TestApp, name: string) {
  const [row] = await t.database.db.select().from(cities).where(eq(cities.nameEn, name));
  if (!row) throw new Error(`no city ${name}`);
  return row;
}

/** A city where the product is not sold. */
export async function cityWithout(t: TestApp, productId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from cities c where not exists (select 1 from product_cities pc where pc.product_id = ${productId} and pc.city_id = c.id) order by id limit 1`,
  );
  if (!row) throw new Error('sold everywhere');
  return row.id;
}

export async function addonIdsOf(t: TestApp, productId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select addon_product_id as id from product_addons where product_id = ${productId} order by sort_order`,
  );
  return rows.map((r) => r.id);
}
