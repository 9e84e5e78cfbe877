import {
  type CART_LINE_STATUSES,
  CART_MAX_LINES,
  type Cart,
  type CartCheck,
  type CartLine,
  type City,
  ENGRAVING_TEXT_PATTERN,
  engravingLimitOf,
  type Language,
  vatIncludedIn,
} from '@hadiya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, intArray, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import type { ProductRecord } from '../catalog/records';

/** Whose cart: a guest's or a user's (exactly one is set). */
export interface CartOwner {
  guestId: number | null;
  userId: number | null;
}

export interface LineSelection {
  productId: number;
  quantity: number;
  colorId: number | null;
  addonIds: number[];
  engraving: string;
}

type Status = (typeof CART_LINE_STATUSES)[number];

/** What cart decisions need about a product, read from the database (never the catalogue cache). */
interface ProductFacts {
  id: number;
  kind: string;
  is_active: boolean;
  stock: number;
  allow_engrave: boolean;
  engrave_max_length: number | null;
  in_city: boolean;
  colors: { id: number; stock: number }[];
  addon_ids: number[];
  same_line?: { id: number; quantity: number } | null;
  line_count?: number;
  cart_id?: number | null;
}

const ownerWhere = (owner: CartOwner) =>
  owner.userId !== null ? sql`ct.user_id = ${owner.userId}` : sql`ct.guest_id = ${owner.guestId}`;

/** `addon_ids` sorted, without repeats: the line's identity does not depend on their order. */
export function normaliseSelection(selection: LineSelection): LineSelection {
  return {
    ...selection,
    addonIds: [...new Set(selection.addonIds)].sort((a, b) => a - b),
    engraving: selection.engraving.trim(),
  };
}

/**
 * The owner's cart row, created when missing, and locked until the transaction ends: every
 * change of one cart runs one after the other, so a line is never raised above stock by two
 * concurrent adds. Stores the city the shopper chose last.
 */
export async function lockCart(tx: Db, owner: CartOwner, cityId: number | null): Promise<number> {
  const city = cityId === null ? sql`null` : sql`${cityId}`;
  const [row] =
    owner.userId !== null
      ? await queryRows<{ id: number }>(
          tx,
          sql`insert into carts (user_id, city_id) values (${owner.userId}, ${city})
              on conflict (user_id) do update set updated_at = now(), city_id = coalesce(excluded.city_id, carts.city_id)
              returning id`,
        )
      : await queryRows<{ id: number }>(
          tx,
          sql`insert into carts (guest_id, city_id) values (${owner.guestId}, ${city})
              on conflict (guest_id) do update set updated_at = now(), city_id = coalesce(excluded.city_id, carts.city_id)
              returning id`,
        );
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

/** The cart line a selection would join, and how many lines the cart has (read with the facts). */
interface LineLookup {
  /** The cart's id, or a subquery finding it. */
  cartId: number | SQL;
  selection: LineSelection;
  exceptId: number | null;
}

async function productFacts(
  tx: Db,
  ids: readonly number[],
  cityId: number | null,
  line?: LineLookup,
): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const s = line?.selection;
  const cartRef = line && typeof line.cartId === 'number' ? sql`${line.cartId}::int` : line?.cartId;
  const lineColumns =
    line && s
      ? sql`, case when p.id = ${s.productId} then ${cartRef} end as cart_id,
            case when p.id = ${s.productId} then
              (select json_build_object('id', ci.id, 'quantity', ci.quantity) from cart_items ci
               where ci.cart_id = ${cartRef} and ci.product_id = ${s.productId}
                 and coalesce(ci.color_id, 0) = ${s.colorId ?? 0}
                 and ci.addon_product_ids = ${intArray(s.addonIds)}::int[] and ci.engraving_text = ${s.engraving}
                 ${line.exceptId === null ? sql`` : sql`and ci.id <> ${line.exceptId}`}
               limit 1) end as same_line,
            case when p.id = ${s.productId} then
              (select count(*)::int from cart_items ci where ci.cart_id = ${cartRef}) end as line_count`
      : sql``;
  const inCity =
    cityId === null
      ? sql`true`
      : sql`exists (select 1 from product_cities pc where pc.product_id = p.id and pc.city_id = ${cityId})`;
  const rows = await queryRows<ProductFacts & { colors: ProductFacts['colors'] | string }>(
    tx,
    sql`select p.id, p.kind, p.is_active, p.stock, p.allow_engrave, p.engrave_max_length, ${inCity} as in_city,
          coalesce((select json_agg(json_build_object('id', c.id, 'stock', c.stock) order by c.id)
                    from product_colors c where c.product_id = p.id), '[]'::json) as colors,
          coalesce((select array_agg(a.addon_product_id) from product_addons a where a.product_id = p.id), '{}') as addon_ids
          ${lineColumns}
        from products p where p.id = any(${intArray(ids)}::int[])`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        colors: typeof row.colors === 'string' ? JSON.parse(row.colors) : row.colors,
        addon_ids: row.addon_ids ?? [],
        same_line: typeof row.same_line === 'string' ? JSON.parse(row.same_line) : (row.same_line ?? null),
        line_count: row.line_count ?? 0,
        cart_id: row.cart_id ?? null,
      },
    ]),
  );
}

/**
 * Checks a selection against the product, its colours, add-ons, engraving and the city, all read
 * now from the database; answers the stock that limits the line. Throws the §8 message otherwise.
 */
async function checkSelection(
  tx: Db,
  selection: LineSelection,
  city: City | undefined,
  line: LineLookup,
): Promise<{
  available: number;
  hasColor: boolean;
  addonStock: number;
  same: { id: number; quantity: number } | null;
  lineCount: number;
  cartId: number | null;
}> {
  const facts = await productFacts(tx, [selection.productId, ...selection.addonIds], city?.id ?? null, line);
  const product = facts.get(selection.productId);
  if (!product?.is_active) throw new AppError(404, 'product_not_found');
  if (!product.in_city) throw new AppError(400, 'product_not_available_city');

  let available: number;
  const hasColor = product.colors.length > 0;
  if (hasColor) {
    if (selection.colorId === null) throw new AppError(400, 'select_color');
    const color = product.colors.find((c) => c.id === selection.colorId);
    if (!color) throw new AppError(400, 'color_not_found');
    available = Math.max(0, color.stock);
    if (available === 0) throw new AppError(400, 'color_out_of_stock');
  } else {
    if (selection.colorId !== null) throw new AppError(400, 'color_not_found');
    available = Math.max(0, product.stock);
    if (available === 0) throw new AppError(400, 'not_available');
  }

  if (selection.engraving !== '') {
    // The contract's rule, which the product page and checkout size their fields by.
    const max = engravingLimitOf(product, city);
    if (max === null) throw new AppError(400, 'engraving_not_allowed');
    if ([...selection.engraving].length > max) throw new AppError(400, 'engraving_too_long', { max });
    if (!ENGRAVING_TEXT_PATTERN.test(selection.engraving)) throw new AppError(400, 'engraving_invalid');
  }

  // Add-ons: only those linked to the product (any add-on when it has no links), active, in the city.
  let addonStock = Number.POSITIVE_INFINITY;
  for (const addonId of selection.addonIds) {
    const addon = facts.get(addonId);
    const offered =
      addon !== undefined &&
      addon.kind === 'addon' &&
      // As POST /products/addons lists them: the product's own add-ons, or any when it has none.
      (product.addon_ids.length === 0 || product.addon_ids.includes(addonId));
    if (!offered || !addon.is_active) throw new AppError(400, 'addon_not_allowed');
    if (!addon.in_city) throw new AppError(400, 'addon_not_available');
    const stock = addon.colors.length > 0 ? addon.colors.reduce((n, c) => n + Math.max(0, c.stock), 0) : addon.stock;
    if (stock <= 0) throw new AppError(400, 'items_not_available');
    addonStock = Math.min(addonStock, stock);
  }
  return {
    available,
    hasColor,
    addonStock,
    same: product.same_line ?? null,
    lineCount: product.line_count ?? 0,
    cartId: product.cart_id ?? null,
  };
}

function tooMany(available: number, hasColor: boolean): AppError {
  return new AppError(400, hasColor ? 'color_only_n_units' : 'only_n_units', { n: available });
}

/** Adds a line, or adds its quantity to the same line (product, colour, add-ons, engraving). */
export async function addLine(db: Db, owner: CartOwner, raw: LineSelection, city: City): Promise<void> {
  const selection = normaliseSelection(raw);
  // 1. Everything the rules need, with the cart and the same line, in one statement (no lock).
  const checked = await checkSelection(db, selection, city, {
    cartId: sql`(select ct.id from carts ct where ${ownerWhere(owner)})`,
    selection,
    exceptId: null,
  });
  const { available, hasColor, addonStock, same, lineCount } = checked;
  const wanted = (same?.quantity ?? 0) + selection.quantity;
  if (wanted > available) throw tooMany(available, hasColor);
  if (wanted > addonStock) throw new AppError(400, 'items_not_available');
  if (!same && lineCount >= CART_MAX_LINES) throw new AppError(400, 'cart_full');
  const cartId = checked.cartId ?? (await lockCart(db, owner, city.id));
  // 2. One conditional statement: insert the line, or add to the same line, only while the total
  // stays within the stock read by this statement. A concurrent add of the same line waits on it
  // and is re-checked against the row it then sees, so no interleaving passes the stock.
  const stock =
    selection.colorId === null
      ? sql`(select greatest(stock, 0) from products where id = ${selection.productId})`
      : sql`(select greatest(stock, 0) from product_colors where id = ${selection.colorId})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into cart_items as ci (cart_id, product_id, color_id, quantity, addon_product_ids, engraving_text)
        select ${cartId}, ${selection.productId}, ${selection.colorId}, ${selection.quantity},
               ${intArray(selection.addonIds)}::int[], ${selection.engraving}
        where ${selection.quantity} <= ${stock}
        on conflict (cart_id, product_id, coalesce(color_id, 0), addon_product_ids, engraving_text)
        do update set quantity = ci.quantity + excluded.quantity, updated_at = now()
          where ci.quantity + excluded.quantity <= ${stock}
        returning ci.id`,
  );
  if (rows.length === 0) throw tooMany(available, hasColor);
}

/** Replaces a line's product, quantity, colour, add-ons and engraving; joins an identical line. */
export async function updateLine(db: Db, owner: CartOwner, lineId: number, raw: LineSelection, city: City) {
  const selection = normaliseSelection(raw);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, city.id);
    const [line] = await queryRows<{ id: number }>(
      tx,
      sql`select id from cart_items where id = ${lineId} and cart_id = ${cartId}`,
    );
    if (!line) throw new AppError(404, 'cart_item_not_found');
    const { available, hasColor, addonStock, same } = await checkSelection(tx, selection, city, {
      cartId,
      selection,
      exceptId: lineId,
    });
    const quantity = (same?.quantity ?? 0) + selection.quantity;
    if (quantity > available) throw tooMany(available, hasColor);
    if (quantity > addonStock) throw new AppError(400, 'items_not_available');
    if (same) {
      await queryRows(tx, sql`delete from cart_items where id = ${lineId}`);
      await queryRows(tx, sql`update cart_items set quantity = ${quantity}, updated_at = now() where id = ${same.id}`);
      return;
    }
    await queryRows(
      tx,
      sql`update cart_items set product_id = ${selection.productId}, color_id = ${selection.colorId},
            quantity = ${quantity}, addon_product_ids = ${intArray(selection.addonIds)}::int[],
            engraving_text = ${selection.engraving}, updated_at = now()
          where id = ${lineId}`,
    );
  });
}

export async function removeLine(db: Db, owner: CartOwner, lineId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from cart_items ci using carts ct
        where ci.id = ${lineId} and ci.cart_id = ct.id and ${ownerWhere(owner)} returning ci.id`,
  );
  if (rows.length === 0) throw new AppError(404, 'cart_item_not_found');
}

/** Sets several lines' quantities at once (0 removes); all or nothing, each checked against stock now. */
export async function setQuantities(
  db: Db,
  owner: CartOwner,
  items: readonly { id: number; product_qty: number }[],
  cityId: number | null,
): Promise<void> {
  if (items.length === 0 && cityId === null) return;
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, cityId);
    if (items.length === 0) return;
    const ids = [...new Set(items.map((i) => i.id))];
    const lines = await queryRows<{
      id: number;
      product_id: number;
      color_id: number | null;
      addon_product_ids: number[];
      stock: number;
      color_stock: number | null;
      has_colors: boolean;
    }>(
      tx,
      sql`select ci.id, ci.product_id, ci.color_id, ci.addon_product_ids, p.stock, c.stock as color_stock,
            exists (select 1 from product_colors pc where pc.product_id = p.id) as has_colors
          from cart_items ci join products p on p.id = ci.product_id left join product_colors c on c.id = ci.color_id
          where ci.cart_id = ${cartId} and ci.id = any(${intArray(ids)}::int[])`,
    );
    if (lines.length !== ids.length) throw new AppError(404, 'cart_item_not_found');
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const item of items) {
      const line = byId.get(item.id);
      if (!line || item.product_qty === 0) continue;
      const hasColor = line.color_id !== null;
      const available = Math.max(0, hasColor ? (line.color_stock ?? 0) : line.stock);
      if (item.product_qty > available) {
        throw available === 0
          ? new AppError(400, hasColor ? 'color_out_of_stock' : 'not_available')
          : tooMany(available, hasColor);
      }
    }
    const removed = items.filter((i) => i.product_qty === 0).map((i) => i.id);
    if (removed.length > 0) {
      await queryRows(
        tx,
        sql`delete from cart_items where cart_id = ${cartId} and id = any(${intArray(removed)}::int[])`,
      );
    }
    const kept = items.filter((i) => i.product_qty > 0);
    if (kept.length > 0) {
      const values = sql.join(
        kept.map((i) => sql`(${i.id}::int, ${i.product_qty}::int)`),
        sql`, `,
      );
      await queryRows(
        tx,
        sql`update cart_items ci set quantity = v.qty, updated_at = now()
            from (values ${values}) as v(id, qty) where ci.id = v.id and ci.cart_id = ${cartId}`,
      );
    }
  });
}

interface LineRow {
  id: number;
  product_id: number;
  quantity: number;
  color_id: number | null;
  addon_product_ids: number[];
  engraving_text: string;
  price: number;
  vat_bp: number;
  stock: number;
  is_active: boolean;
  color_stock: number | null;
  addons: { id: number; price: number; vat_bp: number; stock: number; is_active: boolean }[] | string | null;
  cart_city_id: number | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The owner's cart, every line checked now against the city and stock, with the server's prices.
 * Prices, stock and whether a product is still sold come from the database (one SQL statement);
 * titles, images, colour names and the cities a product is sold in from the catalogue records
 * (kept current by catalogue invalidation). No city given: the city stored with the cart, if any.
 */
export async function readCart(
  db: Db,
  owner: CartOwner,
  city: City | undefined,
  lang: Language,
  deps: {
    mediaBase: string;
    cityOf: (id: number) => Promise<City | undefined>;
    records: (ids: readonly number[]) => Promise<ProductRecord[]>;
  },
): Promise<CartCheck> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select ci.id, ci.product_id, ci.quantity, ci.color_id, ci.addon_product_ids, ci.engraving_text,
          p.price_halalas as price, p.vat_rate_bp as vat_bp, p.stock, p.is_active, c.stock as color_stock,
          case when cardinality(ci.addon_product_ids) > 0 then
            (select json_agg(json_build_object('id', a.id, 'price', a.price_halalas, 'vat_bp', a.vat_rate_bp,
                      'is_active', a.is_active,
                      'stock', coalesce((select sum(greatest(ac.stock, 0)) from product_colors ac where ac.product_id = a.id), a.stock))
                      order by array_position(ci.addon_product_ids, a.id))
             from products a where a.id = any(ci.addon_product_ids)) end as addons,
          ct.city_id as cart_city_id
        from carts ct
        join cart_items ci on ci.cart_id = ct.id
        join products p on p.id = ci.product_id
        left join product_colors c on c.id = ci.color_id
        where ${ownerWhere(owner)}
        order by ci.created_at, ci.id`,
  );
  const storedCityId = rows[0]?.cart_city_id ?? null;
  const effectiveCity =
    city ?? (storedCityId !== null ? await deps.cityOf(storedCityId).catch(() => undefined) : undefined);
  const cityId = effectiveCity?.id;
  const ids = new Set<number>();
  for (const row of rows) {
    ids.add(row.product_id);
    for (const id of row.addon_product_ids) ids.add(id);
  }
  const records = new Map((await deps.records([...ids])).map((r) => [r.id, r]));
  const pick = (en: string, ar: string) => (lang === 'ar' ? ar : en);
  const inCity = (record: ProductRecord | undefined) => cityId === undefined || (record?.cityIds.has(cityId) ?? false);
  const imageOf = (record: ProductRecord | undefined) => {
    const img = record?.images[0];
    return {
      feature_image: img ? deps.mediaBase + img.url : '',
      image_alt: img ? pick(img.altEn, img.altAr) : record ? pick(record.titleEn, record.titleAr) : '',
    };
  };

  let subtotal = 0;
  let vat = 0;
  let count = 0;
  const items: CartLine[] = [];
  const changes: CartCheck['changes'] = [];
  for (const row of rows) {
    const record = records.get(row.product_id);
    const addons = json(row.addons ?? []) ?? [];
    const hasColor = row.color_id !== null;
    const color = hasColor ? record?.colors.find((c) => c.id === row.color_id) : undefined;
    const available = Math.max(0, hasColor ? (row.color_stock ?? 0) : row.stock);
    let status: Status = 'ok';
    let message: MessageKey | null = null;
    let params: Record<string, number> | undefined;
    const addonsOk = addons.length === row.addon_product_ids.length && addons.every((a) => a.is_active && a.stock > 0);
    const addonsInCity = addons.every((a) => inCity(records.get(a.id)));
    const engraveMaxLength = record
      ? engravingLimitOf(
          { allow_engrave: record.allowEngrave, engrave_max_length: record.engraveMaxLength },
          effectiveCity,
        )
      : null;
    if (!record || !row.is_active || (record.colors.length > 0 && !hasColor)) {
      status = 'unavailable';
      message = 'not_available';
    } else if (!inCity(record) || !addonsInCity) {
      status = 'not_deliverable';
      message = 'product_not_available_city';
    } else if (row.engraving_text !== '' && engraveMaxLength === null) {
      status = 'not_deliverable';
      message = 'engraving_not_allowed';
    } else if (available === 0) {
      status = 'out_of_stock';
      message = hasColor ? 'color_out_of_stock' : 'not_available';
    } else if (row.quantity > available) {
      status = 'insufficient_stock';
      message = hasColor ? 'color_only_n_units' : 'only_n_units';
      params = { n: available };
    } else if (!addonsOk || addons.some((a) => a.stock < row.quantity)) {
      status = 'unavailable';
      message = 'items_not_available';
    }
    const addonTotal = addons.reduce((n, a) => n + a.price, 0);
    const unit = row.price + addonTotal;
    const linePrice = unit * row.quantity;
    const isAvailable = status === 'ok';
    count += row.quantity;
    if (isAvailable) {
      subtotal += linePrice;
      vat +=
        vatIncludedIn(row.price * row.quantity, row.vat_bp) +
        addons.reduce((n, a) => n + vatIncludedIn(a.price * row.quantity, a.vat_bp), 0);
    }
    const text = message === null ? null : t(lang, message, params);
    items.push({
      id: row.id,
      product_id: row.product_id,
      product_qty: row.quantity,
      product_color: row.color_id,
      addon_product_ids: row.addon_product_ids,
      product_title: record ? pick(record.titleEn, record.titleAr) : '',
      product_slug: record?.slug ?? '',
      ...imageOf(record),
      product_price: row.price,
      product_avail_quantity: available,
      color: hasColor
        ? {
            id: row.color_id as number,
            name: color ? pick(color.nameEn, color.nameAr) : '',
            hex: color?.hex ?? '',
            color_quantity: available,
          }
        : null,
      addons: addons.map((a) => {
        const addon = records.get(a.id);
        return {
          id: a.id,
          product_title: addon ? pick(addon.titleEn, addon.titleAr) : '',
          product_price: a.price,
          ...imageOf(addon),
          is_available: a.is_active && a.stock > 0 && inCity(addon),
        };
      }),
      engrave_text: row.engraving_text,
      engrave_max_length: engraveMaxLength,
      unit_price: unit,
      line_price: linePrice,
      is_available: isAvailable,
      status,
      availability_message: text,
    });
    if (text !== null) {
      changes.push({
        id: row.id,
        product_id: row.product_id,
        status,
        message: text,
        product_qty: row.quantity,
        available_quantity: available,
      });
    }
  }
  const cartMessage: MessageKey | null = items.some((i) => i.status === 'not_deliverable')
    ? 'items_not_deliverable'
    : changes.length > 0
      ? 'items_not_available'
      : null;
  return {
    city_id: effectiveCity?.id ?? storedCityId,
    items,
    item_count: count,
    subtotal,
    vat_included: vat,
    total: subtotal,
    currency: 'SAR',
    has_unavailable_items: changes.length > 0,
    message: cartMessage === null ? null : t(lang, cartMessage),
    changes,
  };
}

/** The cart without the list of changes (the read, add, update and remove calls). */
export function withoutChanges({ changes: _changes, ...cart }: CartCheck): Cart {
  return cart;
}
