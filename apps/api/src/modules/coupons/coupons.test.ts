/**
 * The shopper's coupon lists over HTTP (`GET /coupons`, `POST /coupons`): a coupon the shopper
 * can no longer use (used up for them, used up by everyone, expired) is not offered, in either
 * list; applying one is still refused with its own message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { t as message } from '../../lib/i18n';
import { bearer, cityByName } from '../cart/fixtures';
import { type TestShopper, testOrder, testShopper } from '../payments/test-kit';
import { couponByCode, redeemCoupon } from './service';

let t: TestApp;
let riyadh: number;
let first: TestShopper;
let second: TestShopper;

/** `shopper` redeems `code` for an order of theirs, as place-order does. */
async function redeem(shopper: TestShopper, code: string) {
  const coupon = await couponByCode(t.database.db, code);
  if (!coupon) throw new Error(`no coupon ${code}`);
  const order = await testOrder(t, shopper);
  await t.database.db.transaction((tx) =>
    redeemCoupon(tx as unknown as Db, coupon, {
      owner: { userId: shopper.userId, guestId: shopper.guestId },
      orderId: order.id,
      discount: 10_00,
    }),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  riyadh = (await cityByName(t, 'Riyadh')).id;
  first = await testShopper(t, 'user');
  second = await testShopper(t, 'user');
  // Saved before use: the saved list leaves them out too once they cannot be used.
  for (const code of ['WELCOME10', 'SAR25']) {
    const saved = await t.http('POST', '/api/coupons/save', { headers: bearer(first.token), body: { code } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  // An expired coupon the shopper had saved while it was valid.
  const [expired] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into coupons (code, discount_type, value, min_order_halalas, per_user_limit, is_public, ends_at,
          description_en, description_ar)
        values ('OLD10', 'percent', 1000, 0, 1, true, now() - interval '1 day', 'Old', 'قديم') returning id`,
  );
  await queryRows(
    t.database.db,
    sql`insert into user_coupons (user_id, coupon_id) values (${first.userId}, ${expired?.id})`,
  );
  await redeem(first, 'GIFT50'); // single use for everyone: gone for all
  await redeem(first, 'WELCOME10'); // once per customer: gone for this shopper only
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const codes = (list: Array<{ code: string }>) => list.map((c) => c.code).sort();

describe('coupon lists', () => {
  it.each([{ locale: 'ar' as const }, { locale: 'en' as const }])(
    'the shopper who used GIFT50 and WELCOME10 is not offered them, nor an expired one ($locale)',
    async ({ locale }) => {
      const res = await t.http('GET', `/api/coupons?cities_id=${riyadh}`, { headers: bearer(first.token, locale) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(codes(res.body.data.available)).toEqual(['SAR25']);
      expect(codes(res.body.data.saved)).toEqual(['SAR25']);
      const sar25 = res.body.data.available[0];
      expect(sar25.description).toBe(
        locale === 'ar' ? 'خصم 25 ريال على الطلبات من 100 ريال' : '25 SAR off orders from 100 SAR',
      );
      const posted = await t.http('POST', `/api/coupons?cities_id=${riyadh}`, {
        headers: bearer(first.token, locale),
        body: {},
      });
      expect(codes(posted.body.data)).toEqual(['SAR25']);
    },
  );

  it.each([{ locale: 'ar' as const }, { locale: 'en' as const }])(
    'another shopper is still offered WELCOME10, not the used-up GIFT50 ($locale)',
    async ({ locale }) => {
      const res = await t.http('GET', `/api/coupons?cities_id=${riyadh}`, { headers: bearer(second.token, locale) });
      expect(codes(res.body.data.available)).toEqual(['SAR25', 'WELCOME10']);
    },
  );

  it.each([{ locale: 'ar' as const }, { locale: 'en' as const }])(
    'applying a coupon left out of the list is still refused with its message ($locale)',
    async ({ locale }) => {
      for (const [code, reason] of [
        ['GIFT50', 'coupon_limit_reached'],
        ['WELCOME10', 'coupon_user_limit_reached'],
      ] as const) {
        const res = await t.http('POST', `/api/coupons/apply?cities_id=${riyadh}`, {
          headers: bearer(first.token, locale),
          body: { code },
        });
        const body = expectErrorEnvelope(res, 400);
        expect(body.message).toBe(message(locale, reason));
      }
    },
  );
});
