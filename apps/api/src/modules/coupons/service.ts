/**
 * Coupons (issue 14 §1): percent or fixed, minimum order, validity dates, total and per-customer
 * limits, cities. `evaluateCoupon` says whether one applies (and why not); `redeemCoupon` takes
 * it inside the place-order transaction with a conditional update on the coupon row, so a
 * single-use coupon is redeemed once however many shoppers try at the same moment.
 */
import type { Coupon, Language } from '@hadiya/contract';
import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';

export interface CouponRow {
  id: number;
  code: string;
  discount_type: 'percent' | 'fixed';
  value: number;
  min_order_halalas: number;
  max_discount_halalas: number | null;
  usage_limit: number | null;
  used_count: number;
  per_user_limit: number;
  city_ids: number[] | null;
  is_public: boolean;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  description_en: string;
  description_ar: string;
  is_active: boolean;
}

export interface Owner {
  userId: number | null;
  guestId: number | null;
}

const columns = sql`id, code, discount_type, value, min_order_halalas, max_discount_halalas, usage_limit, used_count,
  per_user_limit, city_ids, is_public, starts_at, ends_at, description_en, description_ar, is_active`;

export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await queryRows<CouponRow>(db, sql`select ${columns} from coupons where code = ${code.toUpperCase()}`);
  return row ?? null;
}

/**
 * The coupons `owner` can still use, as a condition on `coupons`: not expired, not used up by
 * everyone (`usage_limit`), and not used up by this shopper (`per_user_limit`, counted as
 * `evaluateCoupon` counts). The lists leave the others out; applying one is still refused with its
 * own message.
 */
function stillUsableBy(owner: Owner) {
  const mine =
    owner.userId !== null
      ? sql`r.user_id = ${owner.userId}`
      : owner.guestId !== null
        ? sql`r.guest_id = ${owner.guestId}`
        : null;
  return sql`(coupons.ends_at is null or coupons.ends_at > now())
    and (coupons.usage_limit is null or coupons.used_count < coupons.usage_limit)
    ${
      mine
        ? sql`and (select count(*) from coupon_redemptions r where r.coupon_id = coupons.id and ${mine}) < coupons.per_user_limit`
        : sql``
    }`;
}

/** Coupons by id (a shopper's saved ones); with `usableBy`, only those that shopper can still use. */
export async function couponsByIds(db: Db, ids: number[], usableBy?: Owner): Promise<CouponRow[]> {
  if (ids.length === 0) return [];
  return queryRows<CouponRow>(
    db,
    sql`select ${columns} from coupons where id = any(${intArray(ids)}::int[])
        ${usableBy ? sql`and ${stillUsableBy(usableBy)}` : sql``} order by id`,
  );
}

/** Public, active, not expired coupons; with `usableBy`, only those that shopper can still use. */
export async function publicCoupons(db: Db, usableBy?: Owner): Promise<CouponRow[]> {
  return queryRows<CouponRow>(
    db,
    sql`select ${columns} from coupons where is_public and is_active and (ends_at is null or ends_at > now())
        ${usableBy ? sql`and ${stillUsableBy(usableBy)}` : sql``} order by id`,
  );
}

/** How many times this owner has redeemed the coupon (held or paid orders). */
async function ownerRedemptions(db: Db, couponId: number, owner: Owner): Promise<number> {
  const who =
    owner.userId !== null
      ? sql`user_id = ${owner.userId}`
      : owner.guestId !== null
        ? sql`guest_id = ${owner.guestId}`
        : sql`false`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${couponId} and ${who}`,
  );
  return row?.n ?? 0;
}

/** The discount on `merchandise` halalas (never more than it). */
export function discountOf(coupon: CouponRow, merchandise: number): number {
  let discount = coupon.discount_type === 'percent' ? Math.floor((merchandise * coupon.value) / 10_000) : coupon.value;
  if (coupon.max_discount_halalas !== null) discount = Math.min(discount, coupon.max_discount_halalas);
  return Math.max(0, Math.min(discount, merchandise));
}

export interface CouponVerdict {
  ok: boolean;
  reason: MessageKey | null;
  params?: Record<string, string | number>;
  discount: number;
}

export async function evaluateCoupon(
  db: Db,
  coupon: CouponRow,
  context: { owner: Owner; cityId: number | null; merchandise: number; now?: Date },
): Promise<CouponVerdict> {
  const now = context.now ?? new Date();
  const refuse = (reason: MessageKey, params?: Record<string, string | number>): CouponVerdict => ({
    ok: false,
    reason,
    params,
    discount: 0,
  });
  if (!coupon.is_active) return refuse('coupon_inactive');
  if (coupon.starts_at && new Date(coupon.starts_at) > now) return refuse('coupon_not_started');
  if (coupon.ends_at && new Date(coupon.ends_at) <= now) return refuse('coupon_expired');
  if (coupon.city_ids && context.cityId !== null && !coupon.city_ids.includes(context.cityId)) {
    return refuse('coupon_city_not_allowed');
  }
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return refuse('coupon_limit_reached');
  if ((await ownerRedemptions(db, coupon.id, context.owner)) >= coupon.per_user_limit) {
    return refuse('coupon_user_limit_reached');
  }
  if (context.merchandise < coupon.min_order_halalas) {
    return refuse('coupon_min_order', { min: (coupon.min_order_halalas / 100).toFixed(2).replace(/\.00$/, '') });
  }
  return { ok: true, reason: null, discount: discountOf(coupon, context.merchandise) };
}

/** Throws the verdict's refusal (400, info-styled on the storefront, spec §8). */
export function assertApplicable(verdict: CouponVerdict): void {
  if (!verdict.ok && verdict.reason) {
    throw new AppError(400, verdict.reason, verdict.params, undefined, { reason: verdict.reason });
  }
}

/**
 * Takes one use of the coupon for an order, inside its transaction: a conditional increment of
 * `used_count` (row-locked, `< usage_limit`), then the per-customer count under that lock.
 */
export async function redeemCoupon(
  tx: Db,
  coupon: CouponRow,
  input: { owner: Owner; orderId: number; discount: number },
): Promise<void> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`update coupons set used_count = used_count + 1
        where id = ${coupon.id} and is_active and (usage_limit is null or used_count < usage_limit)
        returning id`,
  );
  if (taken.length === 0)
    throw new AppError(400, 'coupon_limit_reached', undefined, undefined, { reason: 'coupon_limit_reached' });
  if ((await ownerRedemptions(tx, coupon.id, input.owner)) >= coupon.per_user_limit) {
    throw new AppError(400, 'coupon_user_limit_reached', undefined, undefined, { reason: 'coupon_user_limit_reached' });
  }
  await queryRows(
    tx,
    sql`insert into coupon_redemptions (coupon_id, user_id, guest_id, order_id, discount_halalas)
        values (${coupon.id}, ${input.owner.userId}, ${input.owner.userId === null ? input.owner.guestId : null},
                ${input.orderId}, ${input.discount})`,
  );
}

/** A coupon as the API shows it. */
export function couponView(
  coupon: CouponRow,
  lang: Language,
  extra: { isSaved: boolean; verdict: CouponVerdict | null },
): Coupon {
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    id: coupon.id,
    code: coupon.code,
    discount_type: coupon.discount_type,
    value: coupon.value,
    min_order: coupon.min_order_halalas,
    max_discount: coupon.max_discount_halalas,
    starts_at: iso(coupon.starts_at),
    ends_at: iso(coupon.ends_at),
    description: lang === 'ar' ? coupon.description_ar : coupon.description_en,
    is_saved: extra.isSaved,
    is_applicable: extra.verdict?.ok ?? false,
    reason:
      extra.verdict && !extra.verdict.ok && extra.verdict.reason
        ? t(lang, extra.verdict.reason, extra.verdict.params)
        : null,
    discount: extra.verdict?.discount ?? 0,
  };
}
