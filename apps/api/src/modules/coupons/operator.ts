/**
 * Coupons for operators (issue 15 §6): create, list, pause and resume. A paused coupon is one with
 * `is_active = false`: the checkout's apply (`evaluateCoupon` → `coupon_inactive`) and the
 * place-order redemption (`redeemCoupon`'s conditional update) already refuse it, so pausing
 * needs no other change; resuming sets it back.
 */
import type { OperatorCoupon } from '@hadiya/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { AppError } from '../../lib/errors';

type CouponRecord = typeof coupons.$inferSelect;

export function operatorCouponView(row: CouponRecord): OperatorCoupon {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType === 'fixed' ? 'fixed' : 'percent',
    value: row.value,
    min_order: row.minOrderHalalas,
    max_discount: row.maxDiscountHalalas,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    per_user_limit: row.perUserLimit,
    city_ids: row.cityIds,
    is_public: row.isPublic,
    starts_at: row.startsAt ? row.startsAt.toISOString() : null,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    is_paused: !row.isActive,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCoupons(
  db: Db,
  filter: { state?: 'active' | 'paused'; q?: string; page: number; limit: number },
): Promise<{ items: OperatorCoupon[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(coupons.isActive, filter.state === 'active'));
  if (filter.q) conditions.push(ilike(coupons.code, `%${escapeLike(filter.q.toUpperCase())}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { items: rows.map(operatorCouponView), total: Number(counted?.n ?? 0) };
}

export interface NewCoupon {
  code: string;
  discount_type: 'percent' | 'fixed';
  value: number;
  min_order: number;
  max_discount?: number | null;
  usage_limit?: number | null;
  per_user_limit: number;
  city_ids?: number[] | null;
  is_public: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  description_en: string;
  description_ar: string;
}

/** A new coupon (active); 409 `operator_coupon_code_taken` when the code exists. */
export async function createCoupon(db: Db, input: NewCoupon): Promise<OperatorCoupon> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code.toUpperCase(),
      discountType: input.discount_type,
      value: input.value,
      minOrderHalalas: input.min_order,
      maxDiscountHalalas: input.max_discount ?? null,
      usageLimit: input.usage_limit ?? null,
      perUserLimit: input.per_user_limit,
      cityIds: input.city_ids && input.city_ids.length > 0 ? input.city_ids : null,
      isPublic: input.is_public,
      startsAt: input.starts_at ? new Date(input.starts_at) : null,
      endsAt: input.ends_at ? new Date(input.ends_at) : null,
      descriptionEn: input.description_en,
      descriptionAr: input.description_ar,
      isActive: true,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) throw new AppError(409, 'operator_coupon_code_taken');
  return operatorCouponView(row);
}

/** Pauses (`paused: true`) or resumes a coupon; 404 when there is none. */
export async function setCouponPaused(db: Db, id: number, paused: boolean): Promise<OperatorCoupon> {
  const [row] = await db.update(coupons).set({ isActive: !paused }).where(eq(coupons.id, id)).returning();
  if (!row) throw new AppError(404, 'operator_coupon_not_found');
  return operatorCouponView(row);
}
