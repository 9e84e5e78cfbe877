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

export const cartQueries = {
  cart: (api: ApiClient, locale: Locale, cityId: number | undefined, owner: string) =>
    queryOptions({
      queryKey: ['cart', locale, cityId ?? null, owner],
      queryFn: ({ signal }) => api.request('cartRead', { query: { cities_id: cityId } }, { signal }),
      // The drawer opening asks again (spec §4); stock changes under the shopper's feet.
      staleTime: 0,
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
      staleTime: 0,
    }),
};
