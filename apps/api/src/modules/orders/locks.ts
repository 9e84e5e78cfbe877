/**
 * Row locks in the one order every writer of an order's money takes them, so that two of them
 * running at once on PostgreSQL wait for each other instead of deadlocking:
 *
 *   the cart → the delivery slot → the order(s) → the payment attempt → the stock rows (colours,
 *   then products, each by id) → the coupon → the wallet.
 *
 * A writer may skip any of these, never take them in another order. Place-order takes the cart,
 * the slot, the earlier orders it replaces and then their stock and the new order's together;
 * settle and the wallet payment take the order's cart before the order (its lines leave the cart
 * when it is paid); a release takes the order and then its stock; the recipient choosing a slot
 * (`gift.ts`) takes the slot and then the order.
 */
import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../../db/client';

/** Locks the cart an order was placed from (none when the cart is gone, a guest's after sign-in). */
export async function lockCartOfOrder(tx: Db, orderId: number): Promise<void> {
  await queryRows(
    tx,
    sql`select id from carts where id = (select cart_id from orders where id = ${orderId}) for no key update`,
  );
}

/** Locks a delivery slot's row (its capacity is counted under this lock). */
export async function lockSlot(tx: Db, slotId: number): Promise<void> {
  await queryRows(tx, sql`select id from delivery_slots where id = ${slotId} for update`);
}

/**
 * Locks, by id, the stock rows that the orders reserved and that the cart's lines (with their
 * add-ons) would take: all colours, then all products.
 */
export async function lockStock(tx: Db, of: { orderIds?: readonly number[]; cartId?: number }): Promise<void> {
  const orderIds = intArray(of.orderIds ?? []);
  const cartId = of.cartId ?? 0;
  await queryRows(
    tx,
    sql`select id from product_colors where id in (
          select color_id from order_items where order_id = any(${orderIds}::int[]) and reserved_quantity > 0
          union select color_id from cart_items where cart_id = ${cartId})
        order by id for no key update`,
  );
  await queryRows(
    tx,
    sql`select id from products where id in (
          select product_id from order_items
            where order_id = any(${orderIds}::int[]) and color_id is null and reserved_quantity > 0
          union select product_id from cart_items where cart_id = ${cartId} and color_id is null
          union select unnest(addon_product_ids) from cart_items where cart_id = ${cartId})
        order by id for no key update`,
  );
}

/**
 * Locks, by id, the coupons the orders redeemed and the one the shopper entered (`code`, stored
 * in capitals), before any of them is given back or redeemed.
 */
export async function lockCoupons(tx: Db, of: { orderIds: readonly number[]; code?: string | null }): Promise<void> {
  await queryRows(
    tx,
    sql`select id from coupons
        where id in (select coupon_id from coupon_redemptions where order_id = any(${intArray(of.orderIds)}::int[]))
          or code = ${(of.code ?? '').toUpperCase()}
        order by id for no key update`,
  );
}
