/**
 * Cart, favourite and notify-me calls (issue 13, spec §7 "Products and cart"); routes in
 * `cart-routes.ts`. Money is integer halalas, VAT-inclusive, always computed by the server: any
 * price or total a client sends is not part of these schemas and is dropped.
 */
import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { halalasSchema, productCardSchema } from '../entities';
import { boundedIntSchema, idSchema } from '../rules';
import { cartRoutes } from './cart-routes';
import { defineCall } from './define';

/** Most units of one line a shopper can ask for (stock limits it further). */
export const CART_LINE_MAX_QUANTITY = 999;
/** Most lines a cart holds. */
export const CART_MAX_LINES = 100;
/** Most add-ons on one line. */
export const CART_LINE_MAX_ADDONS = 20;

const cityQuery = z.object({ cities_id: idSchema });
const optionalCityQuery = z.object({ cities_id: idSchema.optional() });
const lineParams = z.object({ id: idSchema });

/** The options of a line: the server checks colour, add-ons and engraving against product and city. */
const lineFields = {
  product_id: idSchema,
  product_qty: boundedIntSchema(1, CART_LINE_MAX_QUANTITY).default(1),
  product_color: idSchema.nullish(),
  addon_product_ids: z.array(idSchema).max(CART_LINE_MAX_ADDONS).default([]),
  /** Engraving message; '' for none. Length and whether the city allows it are checked per product. */
  engrave_text: z.string().max(200).default(''),
};

export const cartAddBodySchema = z.object(lineFields);
export const cartUpdateBodySchema = z.object(lineFields);
export const cartUpdateAllBodySchema = z.object({
  /** Quantities to set, several lines at once; 0 removes the line. All or nothing. */
  items: z
    .array(z.object({ id: idSchema, product_qty: boundedIntSchema(0, CART_LINE_MAX_QUANTITY) }))
    .max(CART_MAX_LINES)
    .default([]),
});

/** Why a line cannot be bought as it is (for the chosen city and the current stock). */
export const CART_LINE_STATUSES = [
  'ok',
  'not_deliverable',
  'out_of_stock',
  'insufficient_stock',
  'unavailable',
] as const;
export type CartLineStatus = (typeof CART_LINE_STATUSES)[number];

export const cartAddonSchema = z.object({
  id: z.number().int(),
  product_title: z.string(),
  product_price: halalasSchema,
  feature_image: z.string(),
  image_alt: z.string(),
  is_available: z.boolean(),
});

/** §3 cart item (id … color.color_quantity) plus what the server computes for the line. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_qty: z.number().int().positive(),
  product_color: z.number().int().nullable(),
  addon_product_ids: z.array(z.number().int()),
  product_title: z.string(),
  product_slug: z.string(),
  feature_image: z.string(),
  image_alt: z.string(),
  /** The product's own unit price. */
  product_price: halalasSchema,
  /** Units in stock for this line: the colour's when it has one, else the product's (read now). */
  product_avail_quantity: z.number().int().nonnegative(),
  color: z
    .object({ id: z.number().int(), name: z.string(), hex: z.string(), color_quantity: z.number().int().nonnegative() })
    .nullable(),
  addons: z.array(cartAddonSchema),
  engrave_text: z.string(),
  /**
   * The line's engraving limit in the cart's city (`engravingLimitOf`: the product's own, never above
   * the store's), which checkout's field stops at; null where the product or the city offers none.
   * The API always sends it; a cart without it (a fixture of an older answer) reads as the store's.
   */
  engrave_max_length: z.number().int().positive().nullable().optional(),
  /** Product plus add-ons, one unit. */
  unit_price: halalasSchema,
  /** unit_price × product_qty. */
  line_price: halalasSchema,
  is_available: z.boolean(),
  status: z.enum(CART_LINE_STATUSES),
  /** The §8 message for the line in the caller's language, null when it can be bought. */
  availability_message: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  city_id: z.number().int().nullable(),
  items: z.array(cartLineSchema),
  /** Units over all lines (the header's dot shows when > 0). */
  item_count: z.number().int().nonnegative(),
  /** Sum of line_price of the lines that can be bought. */
  subtotal: halalasSchema,
  /** The VAT contained in the subtotal (prices are VAT-inclusive). */
  vat_included: halalasSchema,
  total: halalasSchema,
  currency: z.enum(CURRENCIES),
  has_unavailable_items: z.boolean(),
  /** 'Some items are not delivereble in your city' / 'Some items are currently not available', else null. */
  message: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartChangeSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  status: z.enum(CART_LINE_STATUSES),
  message: z.string(),
  product_qty: z.number().int(),
  available_quantity: z.number().int().nonnegative(),
});

/** update-all-items: the cart re-checked against the city and stock, and the lines that no longer fit. */
export const cartCheckSchema = cartSchema.extend({ changes: z.array(cartChangeSchema) });
export type CartCheck = z.infer<typeof cartCheckSchema>;

export const favouriteToggleBodySchema = z.object({ product_id: idSchema });
export const favouriteStateSchema = z.object({ product_id: z.number().int(), is_favourite: z.boolean() });
export const favouritesBodySchema = z.object({
  page_number: boundedIntSchema(1, 500).default(1),
  limit: boundedIntSchema(1, 100).default(50),
});
export const favouriteProductSchema = productCardSchema.extend({
  availability_message: z.string().nullable(),
});

export const notifyMeQuerySchema = z.object({ cities_id: idSchema.optional(), color_id: idSchema.optional() });
export const notifyMeSchema = z.object({
  product_id: z.number().int(),
  color_id: z.number().int().nullable(),
  is_subscribed: z.literal(true),
});

export const cartCalls = {
  cartAdd: defineCall({
    ...cartRoutes.cartAdd,
    tag: 'cart',
    summary: 'Add a line (same product, colour, add-ons and engraving adds to that line); answers the cart',
    query: cityQuery,
    body: cartAddBodySchema,
    data: cartSchema,
  }),
  cartRead: defineCall({
    ...cartRoutes.cartRead,
    tag: 'cart',
    summary: 'The cart with server-computed line prices, subtotal and VAT, checked against the city and stock',
    query: optionalCityQuery,
    data: cartSchema,
  }),
  cartCheck: defineCall({
    ...cartRoutes.cartCheck,
    tag: 'cart',
    summary: 'Re-check every line against the city and current stock; lists the lines that changed',
    query: optionalCityQuery,
    data: cartCheckSchema,
  }),
  cartUpdateAll: defineCall({
    ...cartRoutes.cartUpdateAll,
    tag: 'cart',
    summary: 'Set the quantities of several lines at once (0 removes), then re-check the cart',
    query: optionalCityQuery,
    body: cartUpdateAllBodySchema,
    data: cartCheckSchema,
  }),
  cartUpdate: defineCall({
    ...cartRoutes.cartUpdate,
    tag: 'cart',
    summary: 'Change a line (product, quantity, colour, add-ons, engraving)',
    params: lineParams,
    query: cityQuery,
    body: cartUpdateBodySchema,
    data: cartSchema,
  }),
  cartRemove: defineCall({
    ...cartRoutes.cartRemove,
    tag: 'cart',
    summary: 'Remove a line',
    params: lineParams,
    query: optionalCityQuery,
    data: cartSchema,
  }),
  favouriteToggle: defineCall({
    ...cartRoutes.favouriteToggle,
    tag: 'favourites',
    summary: 'Mark or unmark a product as favourite (signed-in only)',
    body: favouriteToggleBodySchema,
    data: favouriteStateSchema,
  }),
  favourites: defineCall({
    ...cartRoutes.favourites,
    tag: 'favourites',
    summary: 'Favourite products, newest first, with availability in the city',
    query: optionalCityQuery,
    body: favouritesBodySchema,
    data: z.array(favouriteProductSchema),
  }),
  favouriteIds: defineCall({
    ...cartRoutes.favouriteIds,
    tag: 'favourites',
    summary: 'Ids of every favourite product (for the hearts on cards)',
    data: z.array(z.number().int()),
  }),
  notifyMe: defineCall({
    ...cartRoutes.notifyMe,
    tag: 'favourites',
    summary: 'E-mail me once when this sold-out product (or colour) is back in stock',
    params: z.object({ id: idSchema }),
    query: notifyMeQuerySchema,
    data: notifyMeSchema,
  }),
};
