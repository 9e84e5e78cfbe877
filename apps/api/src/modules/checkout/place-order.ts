/**
 * POST /orders/place-order (issue 14 §2): ONE transaction that re-prices the cart from the
 * database (client figures are not even read), takes stock with conditional updates (never below
 * zero), refuses when those figures are not the ones the shopper confirmed (`expected_total`,
 * `expected_amount_due`), holds it RESERVATION_MINUTES, redeems the coupon (conditional, single-use safe), debits
 * the wallet in the ledger, and creates the order `awaiting_payment`; when the wallet covers
 * everything the order is paid right there. An `Idempotency-Key` answers a retry with the first
 * answer and no second effect; the same key with another body is refused (422).
 */
import { createHash } from 'node:crypto';
import { type City, DEFAULT_PHONE_CODE, type Language, type PlaceOrderResult } from '@hadiya/contract';
import {
  checkoutPrompt,
  type OrderStatus,
  type PaymentState,
  RESERVATION_MINUTES,
  TAMARA_MIN_HALALAS,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import { type CartOwner, lockCart, readCart } from '../cart/service';
import type { ProductRecord } from '../catalog/records';
import { assertApplicable, redeemCoupon } from '../coupons/service';
import { lockCoupons, lockSlot, lockStock } from '../orders/locks';
import { confirmPaid, JOB_EXPIRE_UNPAID, recordCreated, releaseOrder } from '../orders/service';
import { debitWallet } from '../wallet/ledger';
import { assertSlotBookable } from './slots';
import { basketProblem, computeFigures, factsOf, readDraft, recipientOf } from './state';

export interface PlaceOrderDeps {
  mediaBase: string;
  cityOf: (id: number) => Promise<City | undefined>;
  records: (ids: readonly number[]) => Promise<ProductRecord[]>;
  jobs: Jobs;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function ownerKey(owner: CartOwner): string {
  return owner.userId !== null ? `u:${owner.userId}` : `g:${owner.guestId}`;
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined || key === '') return null;
  if (!KEY_PATTERN.test(key)) throw new AppError(400, 'idempotency_key_invalid');
  return key;
}

export async function placeOrder(
  db: Db,
  input: {
    owner: CartOwner;
    cityId: number | undefined;
    lang: Language;
    idempotencyKey: string | null;
    /** What identifies the request for the key (body and query without the key). */
    request: unknown;
    /** The summary the shopper confirmed; any difference from the figures now refuses the order. */
    expected?: { total?: number; amountDue?: number };
  },
  deps: PlaceOrderDeps,
): Promise<{ result: PlaceOrderResult; replayed: boolean }> {
  const { owner, lang } = input;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const hash = requestHash(input.request);
    if (input.idempotencyKey) {
      const inserted = await queryRows<{ key: string }>(
        tx,
        sql`insert into idempotency_keys (owner, scope, key, request_hash)
            values (${ownerKey(owner)}, 'place-order', ${input.idempotencyKey}, ${hash})
            on conflict do nothing returning key`,
      );
      if (inserted.length === 0) {
        const [previous] = await queryRows<{ request_hash: string; response: PlaceOrderResult | string | null }>(
          tx,
          sql`select request_hash, response from idempotency_keys
              where owner = ${ownerKey(owner)} and scope = 'place-order' and key = ${input.idempotencyKey}`,
        );
        if (!previous || previous.request_hash !== hash) throw new AppError(422, 'idempotency_key_reused');
        if (previous.response === null) throw new AppError(409, 'idempotency_key_reused');
        const response =
          typeof previous.response === 'string'
            ? (JSON.parse(previous.response) as PlaceOrderResult)
            : previous.response;
        return { result: response, replayed: true };
      }
    }

    // Everything from here reads the database under the cart's lock.
    const requestedCity = input.cityId === undefined ? undefined : await deps.cityOf(input.cityId);
    if (input.cityId !== undefined && !requestedCity) throw new AppError(404, 'city_not_found');
    const cartId = await lockCart(tx, owner, requestedCity?.id ?? null);
    const { draft, cityId: storedCity } = await readDraft(tx, owner);
    // The rows this order may change, in the order every writer takes them (`orders/locks.ts`).
    const recipientPicksSlot = draft.delivery_type === 'friend_delivery' && draft.recipient_supplies_address === true;
    const booksSlot = !recipientPicksSlot && draft.delivery_date && draft.slot_id ? draft.slot_id : null;
    if (booksSlot !== null) await lockSlot(tx, booksSlot);
    // An earlier unpaid order of this cart gives its reservation back (stock, coupon, wallet) before
    // the figures are read, so this order can have them (rolled back with it if it is refused), even
    // one whose payment was started: the shopper left that payment for this order, and a payment
    // that still completes for the replaced order is given back when it settles.
    const earlier = await queryRows<{ id: number }>(
      tx,
      sql`select id from orders where cart_id = ${cartId} and status = 'awaiting_payment' and reservation_status = 'held'
            and payment_status in ('unpaid', 'pending', 'failed')
          order by id for update`,
    );
    await lockStock(tx, { orderIds: earlier.map((e) => e.id), cartId });
    await lockCoupons(tx, { orderIds: earlier.map((e) => e.id), code: draft.coupon_code });
    for (const e of earlier) {
      await releaseOrder(tx, e.id, 'cancelled', { actor: 'shopper', note: 'replaced by a new order' });
    }
    const city = requestedCity ?? (storedCity === null ? undefined : await deps.cityOf(storedCity));
    if (!city) throw new AppError(404, 'city_not_found');
    const cart = await readCart(tx, owner, city, lang, deps);
    const problem = basketProblem(cart);
    if (problem) throw new AppError(400, problem, undefined, undefined, { reason: problem });
    const figures = await computeFigures(tx, owner, cart, city, draft);
    if (figures.coupon && figures.couponVerdict) assertApplicable(figures.couponVerdict);
    if (draft.coupon_code && !figures.coupon)
      throw new AppError(400, 'coupon_not_found', undefined, undefined, { reason: 'coupon_not_found' });
    // The basket, a price, the stock or the wallet changed since the shopper saw the summary
    // (another tab, an operator): they confirm the new figures first, never pay unseen ones.
    const { expected } = input;
    if (
      (expected?.total !== undefined && expected.total !== figures.total) ||
      (expected?.amountDue !== undefined && expected.amountDue !== figures.amountDue)
    ) {
      throw new AppError(409, 'checkout_changed', undefined, undefined, { reason: 'checkout_changed' });
    }
    const prompt = checkoutPrompt(factsOf(owner, draft, figures, city));
    if (prompt) throw new AppError(400, prompt, undefined, undefined, { reason: prompt });
    const method = figures.amountDue === 0 ? 'wallet' : (draft.payment_method ?? null);
    if (method === 'tamara' && figures.amountDue < TAMARA_MIN_HALALAS) {
      throw new AppError(400, 'payment_method_unavailable', undefined, undefined, {
        reason: 'payment_method_unavailable',
      });
    }
    const recipient = recipientOf(draft);
    if (recipient.city_id !== null && recipient.city_id !== city.id) {
      throw new AppError(400, 'recipient_city_mismatch', undefined, undefined, { reason: 'recipient_city_mismatch' });
    }
    if (booksSlot !== null && draft.delivery_date) {
      await assertSlotBookable(tx, city, draft.delivery_date, booksSlot, { lock: true });
    }
    if (draft.delivery_type === 'cafe_pickup') {
      const [branch] = await queryRows<{ id: number }>(
        tx,
        sql`select id from cafe_branches where id = ${draft.cafe_branch_id ?? 0} and city_id = ${city.id} and is_active`,
      );
      if (!branch) throw new AppError(400, 'cafe_branch_not_found');
    }

    // A signed-in shopper's profile, with the mobile given at the contact step when the profile
    // has none (an e-mail account): Tabby and Tamara need the order's sender phone.
    const [sender] =
      owner.userId !== null
        ? (
            await queryRows<{
              name: string | null;
              phone_code: string | null;
              phone: string | null;
              email: string | null;
            }>(tx, sql`select name, phone_code, phone_number as phone, email from users where id = ${owner.userId}`)
          ).map((user) =>
            user.phone || !draft.contact?.phone_number
              ? user
              : {
                  ...user,
                  phone_code: draft.contact.phone_code ?? DEFAULT_PHONE_CODE,
                  phone: draft.contact.phone_number,
                },
          )
        : [
            {
              name: draft.contact?.name ?? null,
              phone_code: draft.contact?.phone_code ?? DEFAULT_PHONE_CODE,
              phone: draft.contact?.phone_number ?? null,
              email: draft.contact?.email ?? null,
            },
          ];
    const national = {
      building_number: recipient.building_number,
      street: recipient.street,
      district: recipient.district,
      postal_code: recipient.postal_code,
      additional_number: recipient.additional_number,
      unit: recipient.unit,
      short_address: recipient.short_address,
    };
    const isPickup = draft.delivery_type === 'cafe_pickup';
    const [order] = await queryRows<{ id: number; uuid: string; order_number: string; reserved_until: string | Date }>(
      tx,
      sql`insert into orders (user_id, guest_id, cart_id, cart_digest, city_id, status, payment_status, payment_method, language,
            delivery_type, cafe_branch_id, sender_name, sender_phone_code, sender_phone, sender_email, hide_sender_name,
            recipient_name, recipient_phone_code, recipient_phone, recipient_email, recipient_city_id, recipient_address,
            recipient_national_address, recipient_supplies_address, message_card, delivery_date, slot_id,
            subtotal_halalas, addons_halalas, discount_halalas, wallet_used_halalas, delivery_fee_halalas, vat_halalas,
            total_halalas, coupon_id, coupon_code, reservation_status, reserved_until)
          values (${owner.userId}, ${owner.userId === null ? owner.guestId : null}, ${cartId}, ${hashOfCart(cart)}, ${city.id},
            'awaiting_payment', 'unpaid', ${method}, ${lang},
            ${draft.delivery_type}, ${isPickup ? (draft.cafe_branch_id ?? null) : null}, ${sender?.name ?? null},
            ${sender?.phone_code ?? null}, ${sender?.phone ?? null}, ${sender?.email ?? null}, ${draft.hide_sender_name ?? false},
            ${recipient.name}, ${recipient.phone_code}, ${recipient.phone_number}, ${recipient.email},
            ${isPickup ? null : city.id}, ${isPickup || recipientPicksSlot ? null : recipient.address},
            ${isPickup ? null : JSON.stringify(national)}::jsonb, ${!isPickup && recipientPicksSlot},
            ${draft.message_card ?? ''}, ${recipientPicksSlot ? null : (draft.delivery_date ?? null)}::date,
            ${recipientPicksSlot ? null : (draft.slot_id ?? null)},
            ${figures.products}, ${figures.addons}, ${figures.discount}, ${figures.wallet}, ${figures.deliveryFee}, ${figures.vat},
            ${figures.total}, ${figures.discount > 0 ? (figures.coupon?.id ?? null) : null},
            ${figures.discount > 0 ? (figures.coupon?.code ?? null) : null},
            'held', now() + make_interval(mins => ${RESERVATION_MINUTES}))
          returning id, uuid::text as uuid, order_number, reserved_until`,
    );
    if (!order) throw new Error('order insert returned no row');

    // Stock: one conditional update per line (and per add-on): never below zero.
    const records = new Map(
      (await deps.records(cart.items.flatMap((l) => [l.product_id, ...l.addon_product_ids]))).map((r) => [r.id, r]),
    );
    for (const line of cart.items) {
      const record = records.get(line.product_id);
      const taken =
        line.product_color !== null
          ? await queryRows(
              tx,
              sql`update product_colors set stock = stock - ${line.product_qty}
                  where id = ${line.product_color} and product_id = ${line.product_id} and stock >= ${line.product_qty} returning id`,
            )
          : await queryRows(
              tx,
              sql`update products set stock = stock - ${line.product_qty} where id = ${line.product_id} and stock >= ${line.product_qty} returning id`,
            );
      if (taken.length === 0)
        throw new AppError(409, 'items_not_available', undefined, undefined, { reason: 'out_of_stock' });
      const color = record?.colors.find((c) => c.id === line.product_color);
      const [item] = await queryRows<{ id: number }>(
        tx,
        sql`insert into order_items (order_id, product_id, color_id, cart_item_id, quantity, reserved_quantity, unit_price_halalas,
              title_en, title_ar, color_name_en, color_name_ar, engraving_text)
            values (${order.id}, ${line.product_id}, ${line.product_color}, ${line.id}, ${line.product_qty}, ${line.product_qty},
              ${line.product_price}, ${record?.titleEn ?? line.product_title}, ${record?.titleAr ?? line.product_title},
              ${color?.nameEn ?? null}, ${color?.nameAr ?? null}, ${line.engrave_text || null})
            returning id`,
      );
      for (const addon of line.addons) {
        const addonRecord = records.get(addon.id);
        const hasColors = (addonRecord?.colors.length ?? 0) > 0;
        if (!hasColors) {
          const got = await queryRows(
            tx,
            sql`update products set stock = stock - ${line.product_qty} where id = ${addon.id} and stock >= ${line.product_qty} returning id`,
          );
          if (got.length === 0)
            throw new AppError(409, 'items_not_available', undefined, undefined, { reason: 'out_of_stock' });
        }
        await queryRows(
          tx,
          sql`insert into order_items (order_id, product_id, parent_item_id, quantity, reserved_quantity, unit_price_halalas, title_en, title_ar)
              values (${order.id}, ${addon.id}, ${item?.id ?? null}, ${line.product_qty}, ${hasColors ? 0 : line.product_qty},
                ${addon.product_price}, ${addonRecord?.titleEn ?? addon.product_title}, ${addonRecord?.titleAr ?? addon.product_title})`,
        );
      }
    }
    if (figures.discount > 0 && figures.coupon) {
      await redeemCoupon(tx, figures.coupon, { owner, orderId: order.id, discount: figures.discount });
    }
    if (figures.wallet > 0 && owner.userId !== null) {
      await debitWallet(tx, {
        userId: owner.userId,
        amountHalalas: figures.wallet,
        type: 'purchased',
        orderId: order.id,
        note: order.order_number,
      });
    }
    await recordCreated(tx, order.id, { actor: 'shopper', data: { payment_method: method } });
    await deps.jobs.send(
      JOB_EXPIRE_UNPAID,
      { orderId: order.id },
      {
        tx,
        startAfter: new Date(order.reserved_until),
        singletonKey: `expire:${order.id}`,
      },
    );

    let status: OrderStatus = 'awaiting_payment';
    let paymentStatus: PaymentState = 'unpaid';
    if (figures.amountDue === 0) {
      await queryRows(
        tx,
        sql`insert into payments (order_id, method, provider, amount_halalas, status, idempotency_key, next_action)
            values (${order.id}, 'wallet', 'wallet', ${figures.wallet}, 'captured', ${`order:${order.id}:wallet`}, '{"type":"none"}'::jsonb)`,
      );
      await confirmPaid(
        tx,
        order.id,
        { method: 'wallet', provider: 'wallet', providerRef: null, amountHalalas: figures.wallet },
        'shopper',
      );
      const [after] = await queryRows<{ status: OrderStatus }>(
        tx,
        sql`select status from orders where id = ${order.id}`,
      );
      status = after?.status ?? 'accepted';
      paymentStatus = 'paid';
    }
    const result: PlaceOrderResult = {
      order_uuid: order.uuid,
      order_number: order.order_number,
      status,
      payment_status: paymentStatus,
      payment_method: method,
      total: figures.total,
      wallet_used: figures.wallet,
      amount_due: figures.amountDue,
      reserved_until: paymentStatus === 'paid' ? null : new Date(order.reserved_until).toISOString(),
    };
    if (input.idempotencyKey) {
      await queryRows(
        tx,
        sql`update idempotency_keys set response = ${JSON.stringify(result)}::jsonb, order_id = ${order.id}
            where owner = ${ownerKey(owner)} and scope = 'place-order' and key = ${input.idempotencyKey}`,
      );
    }
    return { result, replayed: false };
  });
}

function hashOfCart(cart: { items: { id: number; product_qty: number; unit_price: number }[] }): string {
  return requestHash(cart.items.map((i) => [i.id, i.product_qty, i.unit_price]));
}
