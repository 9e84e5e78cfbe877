/**
 * Server side of the cart: the header's count for the root loader, and the product page's
 * add-to-cart action (a plain form post, so it works before the scripts arrive).
 */
import type { ApiClient, Cart } from '@hadiya/contract';
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { data } from 'react-router';

/**
 * Units in the shopper's cart, for the header's dot (spec §2). Only asked when the request came
 * with a session (a first visit has an empty cart); any failure shows no dot.
 */
export async function cartCountOf(api: ApiClient, hasSession: boolean, cityId: number | undefined): Promise<number> {
  if (!hasSession) return 0;
  try {
    const cart = await api.request('cartRead', { query: { cities_id: cityId } });
    return cart.item_count;
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    return 0;
  }
}

export type AddToCartResult =
  | { ok: true; cart: Cart; message: string; at: number }
  | { ok: false; cart: null; message: string | null; at: number };

const idOf = (value: FormDataEntryValue | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The options form of the product page → `POST /user/shopping-cart` (the server checks every rule). */
export async function addToCart(request: Request, api: ApiClient, cityId: number | undefined) {
  const form = await request.formData();
  const productId = idOf(form.get('product_id'));
  const at = Date.now();
  if (cityId === undefined || productId === undefined) {
    return data<AddToCartResult>({ ok: false, cart: null, message: null, at }, { status: 400 });
  }
  try {
    const cart = await api.request('cartAdd', {
      query: { cities_id: cityId },
      body: {
        product_id: productId,
        product_qty: idOf(form.get('product_qty')) ?? 1,
        product_color: idOf(form.get('product_color')) ?? null,
        addon_product_ids: form.getAll('addon_product_ids').flatMap((value) => idOf(value) ?? []),
        engrave_text: String(form.get('engrave_text') ?? ''),
      },
    });
    return data<AddToCartResult>({ ok: true, cart, message: '', at });
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    const message =
      error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 ? error.message : null;
    return data<AddToCartResult>(
      { ok: false, cart: null, message, at },
      { status: error instanceof ApiError && error.statusCode >= 400 ? error.statusCode : 500 },
    );
  }
}
