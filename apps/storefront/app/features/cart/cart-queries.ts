/**
 * The cart and favourites as TanStack Query options (spec §4: the cart loads when the signed-in
 * state or the city changes, and when the drawer opens). The key carries who the shopper is and
 * the city, so a sign-in or a new city is a new cart.
 */
import type { ApiClient } from '@hadiya/contract/client';
import type { Locale } from '@hadiya/ui';
import { queryOptions } from '@tanstack/react-query';
import type { Shopper } from '../../lib/shopper';

/** Who owns the cart, as part of its key: a sign-in or a new guest is another cart. */
export function shopperKey(shopper: Shopper | undefined): string {
  if (!shopper || shopper.kind === 'anonymous') return 'anonymous';
  return shopper.kind === 'user' ? `user:${shopper.id}` : `guest:${shopper.guestUserId ?? ''}`;
}

/** How long a cart or favourites list just fetched is shown without asking the server again. */
export const CART_FRESH_MS = 5_000;

export const cartQueries = {
  cart: (api: ApiClient, locale: Locale, cityId: number | undefined, owner: string) =>
    queryOptions({
      queryKey: ['cart', locale, cityId ?? null, owner],
      queryFn: ({ signal }) => api.request('cartRead', { query: { cities_id: cityId } }, { signal }),
      // Stock changes under the shopper's feet: a cart a few seconds old is asked for again when a
      // page or the drawer shows it (and the drawer opening always asks, spec §4). Not at once, so
      // the page that brought the cart does not fetch it again while hydrating.
      staleTime: CART_FRESH_MS,
    }),
  favouriteIds: (api: ApiClient, owner: string) =>
    queryOptions({
      queryKey: ['favourite-ids', owner],
      queryFn: ({ signal }) => api.request('favouriteIds', {}, { signal }),
    }),
  favourites: (api: ApiClient, locale: Locale, cityId: number | undefined, owner: string) =>
    queryOptions({
      queryKey: ['favourites', locale, cityId ?? null, owner],
      queryFn: ({ signal }) =>
        api.request('favourites', { query: { cities_id: cityId }, body: { page_number: 1, limit: 100 } }, { signal }),
      staleTime: CART_FRESH_MS,
    }),
};
