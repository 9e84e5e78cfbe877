import { calls } from '@hadiya/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Principal } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import { mergeGuestCart } from './merge';
import {
  addLine,
  type CartOwner,
  type LineSelection,
  readCart,
  removeLine,
  setQuantities,
  updateLine,
  withoutChanges,
} from './service';

/** The cart's owner: the session's user, else its guest; 401 without a session. */
export function cartOwner(principal: Principal | null): CartOwner {
  if (principal?.userId) return { userId: principal.userId, guestId: null };
  if (principal?.guestId) return { userId: null, guestId: principal.guestId };
  throw new AppError(401, 'token_required');
}

interface LineBody {
  product_id: number;
  product_qty: number;
  product_color?: number | null;
  addon_product_ids: number[];
  engrave_text: string;
}

const selectionOf = (body: LineBody): LineSelection => ({
  productId: body.product_id,
  quantity: body.product_qty,
  colorId: body.product_color ?? null,
  addonIds: body.addon_product_ids,
  engraving: body.engrave_text,
});

/**
 * Cart calls of issue 13 §1 for guests and users alike. Every decision reads (and locks) the
 * database; prices and totals are the server's.
 */
export function cartRoutes(app: FastifyInstance): void {
  const deps = {
    mediaBase: app.config.mediaBaseUrl,
    cityOf: (id: number) => app.reference.city(id),
    records: (ids: readonly number[]) => app.catalog.many(ids),
  };
  // A guest who signs in brings the cart along (in the sign-in transaction).
  app.guestMergers.push((tx, ids) => mergeGuestCart(tx as Db, ids));
  const cart = async (owner: CartOwner, cityId: number | undefined, lang: 'ar' | 'en') =>
    readCart(app.db, owner, await app.reference.city(cityId), lang, deps);

  // Spec §7: the cart read's 401 also carries `error` and `status` (the envelope fields stay).
  const cartReadUrl = `/api${calls.cartRead.path}`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 401 || request.routeOptions.url !== cartReadUrl || typeof payload !== 'string') {
      return payload;
    }
    try {
      const body = JSON.parse(payload) as { message?: string };
      return JSON.stringify({ ...body, error: body.message, status: 401 });
    } catch {
      return payload;
    }
  });

  registerCall(app, 'cartAdd', async ({ principal, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const city = await app.reference.city(query.cities_id);
    if (!city) throw new AppError(404, 'city_not_found');
    await addLine(app.db, owner, selectionOf(body), city);
    setMessage('cart_added');
    return withoutChanges(await cart(owner, city.id, lang));
  });

  registerCall(app, 'cartRead', async ({ principal, query, lang, setMessage }) => {
    const result = withoutChanges(await cart(cartOwner(principal), query.cities_id, lang));
    if (result.message) setMessage(result.has_unavailable_items ? messageKeyOf(result) : 'ok');
    return result;
  });

  registerCall(app, 'cartCheck', async ({ principal, query, lang, setMessage }) => {
    const result = await cart(cartOwner(principal), query.cities_id, lang);
    if (result.message) setMessage(messageKeyOf(result));
    return result;
  });

  registerCall(app, 'cartUpdateAll', async ({ principal, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const city = await app.reference.city(query.cities_id);
    await setQuantities(app.db, owner, body.items, city?.id ?? null);
    const result = await cart(owner, city?.id, lang);
    setMessage(result.message ? messageKeyOf(result) : 'cart_updated');
    return result;
  });

  registerCall(app, 'cartUpdate', async ({ principal, params, query, body, lang, setMessage }) => {
    const owner = cartOwner(principal);
    const city = await app.reference.city(query.cities_id);
    if (!city) throw new AppError(404, 'city_not_found');
    await updateLine(app.db, owner, params.id, selectionOf(body), city);
    setMessage('cart_updated');
    return withoutChanges(await cart(owner, city.id, lang));
  });

  registerCall(app, 'cartRemove', async ({ principal, params, query, lang, setMessage }) => {
    const owner = cartOwner(principal);
    await removeLine(app.db, owner, params.id);
    setMessage('cart_removed');
    return withoutChanges(await cart(owner, query.cities_id, lang));
  });
}

const messageKeyOf = (cart: { items: { status: string }[] }) =>
  cart.items.some((i) => i.status === 'not_deliverable') ? 'items_not_deliverable' : 'items_not_available';
