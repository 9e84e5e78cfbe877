import { internationalPhoneNumber, type Language } from '@hadiya/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { NotificationService } from '../notifications/service';
import { notifyProductAvailable } from '../notifications/workers';

/** Marks or unmarks a favourite; answers whether it is one now. */
export async function toggleFavourite(db: Db, userId: number, productId: number): Promise<boolean> {
  const rows = await queryRows<{ added: boolean }>(
    db,
    sql`with removed as (delete from favourites where user_id = ${userId} and product_id = ${productId} returning 1)
        insert into favourites (user_id, product_id)
        select ${userId}, ${productId} where not exists (select 1 from removed)
        on conflict do nothing
        returning true as added`,
  );
  return rows.length > 0;
}

export async function favouriteIds(db: Db, userId: number, limit = 1000, offset = 0): Promise<number[]> {
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select f.product_id from favourites f join products p on p.id = f.product_id and p.is_active
        where f.user_id = ${userId} order by f.created_at desc, f.product_id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.product_id);
}

interface StockFacts {
  id: number;
  is_active: boolean;
  stock: number;
  colors: { id: number; stock: number }[] | string;
}

async function stockFacts(
  db: Db,
  productId: number,
): Promise<StockFacts & { colors: { id: number; stock: number }[] }> {
  const [row] = await queryRows<StockFacts>(
    db,
    sql`select p.id, p.is_active, p.stock,
          coalesce((select json_agg(json_build_object('id', c.id, 'stock', c.stock)) from product_colors c
                    where c.product_id = p.id), '[]'::json) as colors
        from products p where p.id = ${productId}`,
  );
  if (!row?.is_active) throw new AppError(404, 'product_not_found');
  return { ...row, colors: typeof row.colors === 'string' ? JSON.parse(row.colors) : row.colors };
}

/**
 * notify-me: subscribes a signed-in user to a sold-out product or colour; idempotent. Answers how
 * the notice will reach them: by e-mail, else by SMS to the account's mobile (most accounts sign
 * in by mobile and have no e-mail). An account with neither is refused.
 */
export async function subscribeNotifyMe(
  db: Db,
  userId: number,
  productId: number,
  colorId: number | null,
  cityId: number | null,
  lang: Language,
): Promise<'email' | 'sms'> {
  const facts = await stockFacts(db, productId);
  if (colorId !== null) {
    const color = facts.colors.find((c) => c.id === colorId);
    if (!color) throw new AppError(400, 'color_not_found');
    if (color.stock > 0) throw new AppError(400, 'notify_in_stock');
  } else {
    const available =
      facts.colors.length > 0 ? facts.colors.reduce((n, c) => n + Math.max(0, c.stock), 0) : Math.max(0, facts.stock);
    if (available > 0) throw new AppError(400, 'notify_in_stock');
  }
  const [user] = await queryRows<{ email: string | null; phone_number: string | null }>(
    db,
    sql`select email, phone_number from users where id = ${userId} and deleted_at is null`,
  );
  const channel = user?.email ? 'email' : user?.phone_number ? 'sms' : null;
  if (!channel) throw new AppError(400, 'notify_contact_required');
  await queryRows(
    db,
    sql`insert into stock_notifications (user_id, product_id, color_id, city_id, language)
        values (${userId}, ${productId}, ${colorId}, ${cityId}, ${lang})
        on conflict do nothing`,
  );
  return channel;
}

export interface RestockInput {
  productId: number;
  colorId: number | null;
  /** Units added (negative removes; stock never goes below 0). */
  quantity: number;
}

export interface RestockResult {
  product_id: number;
  color_id: number | null;
  stock: number;
  notified: number;
}

/**
 * Adds stock (the operator's restock), then tells every open notify-me subscriber of what is now
 * in stock, once: each subscription is closed by one conditional update before its e-mail (or
 * SMS) is sent, so two restocks racing cannot both claim it. A failed send reopens the
 * subscription.
 */
export async function restock(
  db: Db,
  notifications: NotificationService,
  input: RestockInput,
  log: { warn: (obj: object, msg: string) => void },
): Promise<RestockResult> {
  const facts = await stockFacts(db, input.productId);
  let stock: number;
  if (facts.colors.length > 0) {
    if (input.colorId === null) throw new AppError(400, 'select_color');
    const [row] = await queryRows<{ stock: number }>(
      db,
      sql`update product_colors set stock = greatest(0, stock + ${input.quantity})
          where id = ${input.colorId} and product_id = ${input.productId} returning stock`,
    );
    if (!row) throw new AppError(400, 'color_not_found');
    stock = row.stock;
  } else {
    if (input.colorId !== null) throw new AppError(400, 'color_not_found');
    const [row] = await queryRows<{ stock: number }>(
      db,
      sql`update products set stock = greatest(0, stock + ${input.quantity}), updated_at = now()
          where id = ${input.productId} returning stock`,
    );
    stock = row?.stock ?? 0;
  }
  const notified = await notifyBackInStock(db, notifications, input.productId, log);
  return { product_id: input.productId, color_id: input.colorId, stock, notified };
}

/**
 * Sends the back-in-stock notice to each open subscription of a product whose product or colour
 * is in stock: by e-mail to an account that has one, else by SMS to its mobile.
 */
export async function notifyBackInStock(
  db: Db,
  notifications: NotificationService,
  productId: number,
  log: { warn: (obj: object, msg: string) => void },
): Promise<number> {
  const claimed = await queryRows<{
    id: number;
    user_id: number;
    email: string | null;
    phone_code: string | null;
    phone_number: string | null;
    name: string | null;
    lang: string;
    slug: string;
    title_en: string;
    title_ar: string;
  }>(
    db,
    sql`with claimed as (
          update stock_notifications n set notified_at = now()
          from products p
          where n.product_id = ${productId} and p.id = n.product_id and n.notified_at is null
            and case
              when n.color_id is not null then exists (select 1 from product_colors c where c.id = n.color_id and c.stock > 0)
              when exists (select 1 from product_colors c where c.product_id = p.id)
                then exists (select 1 from product_colors c where c.product_id = p.id and c.stock > 0)
              else p.stock > 0
            end
          returning n.id, n.user_id, n.language, p.slug, p.title_en, p.title_ar
        )
        select claimed.id, claimed.user_id, u.email, u.phone_code, u.phone_number, u.name,
               coalesce(u.current_language, claimed.language) as lang,
               claimed.slug, claimed.title_en, claimed.title_ar
        from claimed join users u on u.id = claimed.user_id`,
  );
  let sent = 0;
  for (const row of claimed) {
    const lang: Language = row.lang === 'en' ? 'en' : 'ar';
    // The push channel too (issue 15 §5): queued once per subscription, whatever the e-mail or SMS does.
    await notifyProductAvailable(
      {
        subscriptionId: row.id,
        userId: row.user_id,
        slug: row.slug,
        titleEn: row.title_en,
        titleAr: row.title_ar,
      },
      db,
    ).catch((error) =>
      log.warn({ subscription: row.id, reason: (error as Error).message }, 'back-in-stock push not queued'),
    );
    try {
      const to = row.email
        ? { email: row.email, name: row.name }
        : row.phone_number
          ? { phone: internationalPhoneNumber(row.phone_code, row.phone_number) }
          : null;
      if (!to) throw new Error('subscriber has neither e-mail nor mobile');
      await notifications.productBackInStock({
        to,
        subscriptionId: row.id,
        lang,
        productTitle: lang === 'ar' ? row.title_ar : row.title_en,
        slug: row.slug,
      });
      sent += 1;
    } catch (error) {
      log.warn({ subscription: row.id, reason: (error as Error).message }, 'back-in-stock notice not sent; reopened');
      await queryRows(db, sql`update stock_notifications set notified_at = null where id = ${row.id}`).catch(() => {});
    }
  }
  return sent;
}
