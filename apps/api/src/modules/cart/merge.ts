import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../../db/client';
import { lockCart } from './service';

/**
 * Guest → user merge of the cart, run in the sign-in transaction (registered in
 * `app.guestMergers`): each guest line joins the same line of the user's cart (quantities added,
 * capped by the stock read now) or moves over as it is (capped the same way); the guest's cart
 * is then deleted. Favourites are signed-in only (issue 13 §2), so a guest has none to merge.
 */
export async function mergeGuestCart(tx: Db, { guestId, userId }: { guestId: number; userId: number }): Promise<void> {
  // The guest's cart before its lines, as a settle of its order takes them (`orders/locks.ts`):
  // deleting it below also clears the cart of its orders.
  await queryRows(tx, sql`select id from carts where guest_id = ${guestId} for update`);
  const lines = await queryRows<{
    id: number;
    cart_id: number;
    product_id: number;
    color_id: number | null;
    quantity: number;
    addon_product_ids: number[];
    engraving_text: string;
    available: number;
  }>(
    tx,
    sql`select ci.id, ci.cart_id, ci.product_id, ci.color_id, ci.quantity, ci.addon_product_ids, ci.engraving_text,
          greatest(0, case when ci.color_id is null then p.stock else c.stock end) as available
        from carts ct join cart_items ci on ci.cart_id = ct.id
        join products p on p.id = ci.product_id left join product_colors c on c.id = ci.color_id
        where ct.guest_id = ${guestId}
        order by ci.created_at, ci.id
        for update of ci`,
  );
  if (lines.length === 0) {
    await queryRows(tx, sql`delete from carts where guest_id = ${guestId}`);
    return;
  }
  const userCartId = await lockCart(tx, { userId, guestId: null }, null);
  for (const line of lines) {
    // Out of stock: the line keeps a quantity and shows as out of stock in the cart.
    const cap = Math.max(line.available, 1);
    const [same] = await queryRows<{ id: number; quantity: number }>(
      tx,
      sql`select id, quantity from cart_items
          where cart_id = ${userCartId} and product_id = ${line.product_id}
            and coalesce(color_id, 0) = ${line.color_id ?? 0}
            and addon_product_ids = ${intArray(line.addon_product_ids)}::int[]
            and engraving_text = ${line.engraving_text}
          for update`,
    );
    if (same) {
      const quantity = Math.max(same.quantity, Math.min(same.quantity + line.quantity, cap));
      await queryRows(tx, sql`update cart_items set quantity = ${quantity}, updated_at = now() where id = ${same.id}`);
    } else {
      await queryRows(
        tx,
        sql`update cart_items set cart_id = ${userCartId}, quantity = ${Math.min(line.quantity, cap)}, updated_at = now()
            where id = ${line.id}`,
      );
    }
  }
  await queryRows(tx, sql`delete from carts where guest_id = ${guestId}`);
}
