import type { CheckoutUpdate, City, Language } from '@hadiya/contract';
import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import { type CheckoutStep, contactPrompt } from '@hadiya/contract/orders';
import { normalizePhoneNumber, validatePhoneNumber } from '@hadiya/contract/phone';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import { fieldError, refusalError } from '../../lib/validation';
import { cartOwner } from '../cart/routes';
import { type CartOwner, lockCart, readCart } from '../cart/service';
import {
  assertApplicable,
  couponByCode,
  couponsByIds,
  couponView,
  evaluateCoupon,
  publicCoupons,
} from '../coupons/service';
import { giftRecipientRoutes } from '../orders/gift';
import { orderReadRoutes } from '../orders/routes';
import { expireUnpaidOrders, JOB_EXPIRE_UNPAID } from '../orders/service';
import { walletPage } from '../wallet/view';
import { checkIdempotencyKey, placeOrder } from './place-order';
import { assertSlotBookable, availableSlots } from './slots';
import {
  basketProblem,
  buildState,
  type CheckoutDraft,
  computeFigures,
  factsOf,
  merchandiseOf,
  needsSenderPhone,
  readDraft,
  recipientOf,
  writeDraft,
} from './state';

/** Checkout (issue 14): checkout state, time slots, coupons, wallet, place-order, orders, recipient link. */
export function checkoutRoutes(api: FastifyInstance, _operatorKey?: string): void {
  const app = api;
  const deps = {
    mediaBase: app.config.mediaBaseUrl,
    cityOf: (id: number) => app.reference.city(id),
    records: (ids: readonly number[]) => app.catalog.many(ids),
  };

  /** The city of a call: the query's (404 when unknown), else the one stored with the cart. */
  async function cityFor(db: Db, owner: CartOwner, cityId: number | undefined): Promise<City | undefined> {
    if (cityId !== undefined) {
      const city = await app.reference.city(cityId);
      if (!city) throw new AppError(404, 'city_not_found');
      return city;
    }
    const { cityId: stored } = await readDraft(db, owner);
    return stored === null ? undefined : app.reference.city(stored);
  }

  async function stateOf(db: Db, owner: CartOwner, city: City | undefined, lang: Language) {
    const { draft } = await readDraft(db, owner);
    const cart = await readCart(db, owner, city, lang, deps);
    return buildState(db, { owner, cart, city, draft, lang });
  }

  /** Changes the draft under the cart's lock, then answers the new state. */
  async function changeDraft(
    owner: CartOwner,
    cityId: number | undefined,
    lang: Language,
    change: (draft: CheckoutDraft, ctx: { tx: Db; city: City | undefined }) => Promise<CheckoutDraft>,
  ) {
    return app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const city = await cityFor(tx, owner, cityId);
      const cartId = await lockCart(tx, owner, city?.id ?? null);
      const { draft } = await readDraft(tx, owner);
      const next = await change(draft, { tx, city });
      await writeDraft(tx, cartId, next);
      const cart = await readCart(tx, owner, city, lang, deps);
      return buildState(tx, { owner, cart, city, draft: next, lang });
    });
  }

  registerCall(app, 'checkoutRead', async ({ principal, query, lang }) => {
    const owner = cartOwner(principal);
    return stateOf(app.db, owner, await cityFor(app.db, owner, query.cities_id), lang);
  });

  registerCall(app, 'checkoutUpdate', async ({ principal, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const state = await changeDraft(owner, query.cities_id, lang, async (draft, { tx, city }) => {
      const next = applyUpdate(draft, body, lang);
      if (next.recipient?.city_id != null && city && next.recipient.city_id !== city.id) {
        throw new AppError(400, 'recipient_city_mismatch', undefined, undefined, { reason: 'recipient_city_mismatch' });
      }
      if (body.cafe_branch_id != null) {
        const [branch] = await queryRows<{ id: number }>(
          tx,
          sql`select id from cafe_branches where id = ${body.cafe_branch_id} and city_id = ${city?.id ?? 0} and is_active`,
        );
        if (!branch) throw new AppError(400, 'cafe_branch_not_found');
      }
      if ((body.delivery_date != null || body.slot_id != null) && next.delivery_date && next.slot_id) {
        if (!city) throw new AppError(404, 'city_not_found');
        await assertSlotBookable(tx, city, next.delivery_date, next.slot_id);
      }
      if (body.payment_method === 'wallet' && owner.userId === null)
        throw new AppError(401, 'account_required', undefined, undefined, { reason: 'sign_in_required' });
      if (body.step) await assertStepReachable(tx, owner, city, next, body.step, lang);
      return next;
    });
    setMessage('checkout_updated');
    return state;
  });

  /** Moving to a tab needs the earlier ones complete (400 with the §5 prompt otherwise). */
  async function assertStepReachable(
    tx: Db,
    owner: CartOwner,
    city: City | undefined,
    draft: CheckoutDraft,
    step: CheckoutStep,
    lang: Language,
  ) {
    if (step === 'basket') return;
    const cart = await readCart(tx, owner, city, lang, deps);
    const problem = basketProblem(cart);
    if (problem) throw new AppError(400, problem, undefined, undefined, { reason: problem });
    if (step === 'complete') {
      const figures = await computeFigures(tx, owner, cart, city, draft);
      const prompt =
        contactPrompt(factsOf(owner, draft, figures, city)) ??
        ((await needsSenderPhone(tx, owner, draft)) ? 'enter_recipient_details' : null);
      if (prompt) throw new AppError(400, prompt, undefined, undefined, { reason: prompt });
    }
  }

  registerCall(app, 'cafeBranches', async ({ query, lang }) => {
    const city = await app.reference.city(query.cities_id);
    if (!city) throw new AppError(404, 'city_not_found');
    const rows = await queryRows<{
      id: number;
      city_id: number;
      name_en: string;
      name_ar: string;
      address_en: string;
      address_ar: string;
      latitude: string | null;
      longitude: string | null;
      opening_hours: string;
    }>(app.db, sql`select * from cafe_branches where city_id = ${city.id} and is_active order by id`);
    return rows.map((b) => ({
      id: b.id,
      city_id: b.city_id,
      name: lang === 'ar' ? b.name_ar : b.name_en,
      address: lang === 'ar' ? b.address_ar : b.address_en,
      latitude: b.latitude,
      longitude: b.longitude,
      opening_hours: b.opening_hours,
    }));
  });

  registerCall(app, 'timeSlots', async ({ body, lang }) => {
    const city = await app.reference.city(body.cities_id);
    if (!city) throw new AppError(404, 'city_not_found');
    return availableSlots(app.db, city, lang, body.date);
  });

  registerCall(app, 'couponApply', async ({ principal, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const state = await changeDraft(owner, query.cities_id, lang, async (draft, { tx, city }) => {
      const coupon = await couponByCode(tx, body.code);
      if (!coupon) throw new AppError(400, 'coupon_not_found', undefined, undefined, { reason: 'coupon_not_found' });
      const cart = await readCart(tx, owner, city, lang, deps);
      const { products, addons } = merchandiseOf(cart);
      assertApplicable(
        await evaluateCoupon(tx, coupon, { owner, cityId: city?.id ?? null, merchandise: products + addons }),
      );
      return { ...draft, coupon_code: coupon.code };
    });
    setMessage('coupon_applied');
    return state;
  });

  async function savedCouponIds(userId: number): Promise<number[]> {
    const rows = await queryRows<{ coupon_id: number }>(
      app.db,
      sql`select coupon_id from user_coupons where user_id = ${userId}`,
    );
    return rows.map((r) => r.coupon_id);
  }

  /** Coupons with their verdict against the owner's cart now. */
  async function couponsFor(owner: CartOwner, cityId: number | undefined, lang: Language, list: 'saved' | 'public') {
    const city = await cityFor(app.db, owner, cityId);
    const cart = await readCart(app.db, owner, city, lang, deps);
    const { products, addons } = merchandiseOf(cart);
    const saved = owner.userId !== null ? await savedCouponIds(owner.userId) : [];
    // Only coupons this shopper can still use (used up, exhausted or expired ones are left out).
    const rows = list === 'saved' ? await couponsByIds(app.db, saved, owner) : await publicCoupons(app.db, owner);
    return Promise.all(
      rows.map(async (c) =>
        couponView(c, lang, {
          isSaved: saved.includes(c.id),
          verdict: await evaluateCoupon(app.db, c, { owner, cityId: city?.id ?? null, merchandise: products + addons }),
        }),
      ),
    );
  }

  registerCall(app, 'couponsList', async ({ principal, query, lang }) => {
    const owner = cartOwner(principal);
    return {
      saved: await couponsFor(owner, query.cities_id, lang, 'saved'),
      available: await couponsFor(owner, query.cities_id, lang, 'public'),
    };
  });

  registerCall(app, 'couponsAvailable', async ({ principal, query, lang }) =>
    couponsFor(cartOwner(principal), query.cities_id, lang, 'public'),
  );

  registerCall(app, 'couponSave', async ({ principal, body, lang, setMessage }) => {
    const coupon = await couponByCode(app.db, body.code);
    if (!coupon) throw new AppError(400, 'coupon_not_found', undefined, undefined, { reason: 'coupon_not_found' });
    if (!coupon.is_active || (coupon.ends_at && new Date(coupon.ends_at) <= new Date())) {
      throw new AppError(400, coupon.is_active ? 'coupon_expired' : 'coupon_inactive');
    }
    await queryRows(
      app.db,
      sql`insert into user_coupons (user_id, coupon_id) values (${principal.userId}, ${coupon.id}) on conflict do nothing`,
    );
    setMessage('coupon_saved');
    return couponView(coupon, lang, { isSaved: true, verdict: null });
  });

  registerCall(app, 'walletApply', async ({ principal, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const use = body.use;
    const state = await changeDraft(owner, query.cities_id, lang, async (draft) => {
      const wallet: CheckoutDraft['wallet'] = use === true ? 'all' : use === false ? 0 : use;
      return { ...draft, wallet };
    });
    setMessage(use === false || use === 0 ? 'wallet_removed' : 'wallet_applied');
    return state;
  });

  // The wallet page (issue 15 §4) lives with the wallet.
  registerCall(app, 'userWallet', ({ principal, query, lang }) => walletPage(app.db, principal.userId, query, lang));

  registerCall(app, 'placeOrder', async ({ principal, query, body, lang, request, setMessage }) => {
    const owner = cartOwner(principal);
    const header = request.headers['idempotency-key'];
    const key = checkIdempotencyKey(typeof header === 'string' ? header : body.idempotency_key);
    const { idempotency_key: _key, ...rest } = body;
    const { result } = await placeOrder(
      app.db,
      {
        owner,
        cityId: query.cities_id ?? body.cities_id,
        lang,
        idempotencyKey: key,
        request: { query: query.cities_id ?? null, body: rest },
        expected: { total: body.expected_total, amountDue: body.expected_amount_due },
      },
      { ...deps, jobs: app.jobs },
    );
    setMessage(result.payment_status === 'paid' ? 'order_paid_by_wallet' : 'order_placed');
    return result;
  });

  orderReadRoutes(app, deps);
  giftRecipientRoutes(app);

  // Unpaid orders give back what they hold: one job per order at its expiry, and a sweep each minute.
  void app.jobs.work<{ orderId?: number }>(JOB_EXPIRE_UNPAID, async (data) => {
    await expireUnpaidOrders(app.db, data?.orderId);
  });
  void app.jobs.schedule(JOB_EXPIRE_UNPAID, '* * * * *', {});
}

/**
 * The draft with the body's fields applied: `null` clears, an absent key keeps what is stored, in
 * `contact` and `recipient` too (a client sending part of the recipient keeps the rest). Whether
 * the draft is complete enough to place is the §5 prompt's concern, not this one's.
 */
export function applyUpdate(draft: CheckoutDraft, body: CheckoutUpdate, lang: Language): CheckoutDraft {
  const next: CheckoutDraft = { ...draft };
  const b = body as Record<string, unknown>;
  const keys = [
    'step',
    'delivery_type',
    'recipient_supplies_address',
    'hide_sender_name',
    'cafe_branch_id',
    'delivery_date',
    'slot_id',
    'message_card',
    'terms_accepted',
    'payment_method',
  ] as const;
  for (const key of keys) if (b[key] !== undefined) (next as Record<string, unknown>)[key] = b[key];
  if (body.contact !== undefined) {
    next.contact =
      body.contact === null ? null : mergeMobile('contact', { ...EMPTY_CONTACT, ...draft.contact }, body.contact, lang);
  }
  if (body.recipient !== undefined) {
    next.recipient =
      body.recipient === null ? null : mergeMobile('recipient', recipientOf(draft), body.recipient, lang);
  }
  if (body.coupon_code === null) next.coupon_code = null;
  return next;
}

const EMPTY_CONTACT: NonNullable<CheckoutDraft['contact']> = {
  name: null,
  email: null,
  phone_code: DEFAULT_PHONE_CODE,
  phone_number: null,
};

/**
 * `stored` with the keys `update` sends. A calling code sent without a number applies to the
 * stored number, which must then suit it (400 on `{field}.phone_number`, like the schema's check).
 */
function mergeMobile<T extends { phone_code: string; phone_number: string | null }>(
  field: 'contact' | 'recipient',
  stored: T,
  update: { phone_code?: string; phone_number?: string | null },
  lang: Language,
): T {
  const merged = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  const out = merged as T;
  if (update.phone_code !== undefined && update.phone_number === undefined && out.phone_number) {
    const issue = validatePhoneNumber(out.phone_code, out.phone_number);
    if (issue) {
      throw refusalError(fieldError(`${field}.phone_number`, issue.key, issue.params, lang), lang);
    }
    out.phone_number = normalizePhoneNumber(out.phone_code, out.phone_number);
  }
  return out;
}
