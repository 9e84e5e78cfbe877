/**
 * What a tap on a heart does (issue 13 §2): a guest gets the sign-in dialog, and the product is
 * favourited once signed in (unless it already was); a user's tap changes the favourites at once
 * and puts them right with the server's answer. The cards of home and search load this module with
 * their first tap (`use-card-favourites.ts`); the product page and /favourite through `use-favourites.ts`.
 */
import type { ApiClient } from '@hadiya/contract/client';
import type { Locale } from '@hadiya/ui';
import type { QueryClient } from '@tanstack/react-query';
import { browserApi } from '../../lib/api';
import type { AccountDialogs } from '../account/account-dialogs';
import { cartQueries } from './cart-queries';

export interface FavouriteToggle {
  api: ApiClient;
  queryClient: QueryClient;
  dialogs: AccountDialogs;
  locale: Locale;
  isSignedIn: boolean;
  /** `shopperKey` of the shopper the favourites belong to. */
  owner: string;
  productId: number;
  /** The state asked for. */
  isFavourite: boolean;
  /** The change failed (the favourites are back as they were). */
  onError?: (failure: unknown) => void;
}

export async function toggleFavourite({
  api,
  queryClient,
  dialogs,
  locale,
  isSignedIn,
  owner,
  productId,
  isFavourite,
  onError,
}: FavouriteToggle): Promise<void> {
  if (!isSignedIn) {
    dialogs.open('signin', () => {
      const signedInApi = browserApi(locale);
      void signedInApi
        .request('favouriteIds', {})
        .then((current) =>
          current.includes(productId)
            ? undefined
            : signedInApi.request('favouriteToggle', { body: { product_id: productId } }),
        )
        .catch((failure: unknown) => onError?.(failure))
        .finally(() => void queryClient.invalidateQueries({ queryKey: ['favourite-ids'] }));
    });
    return;
  }
  const key = cartQueries.favouriteIds(api, owner).queryKey;
  const before = queryClient.getQueryData(key) ?? [];
  queryClient.setQueryData(key, isFavourite ? [...before, productId] : before.filter((id) => id !== productId));
  try {
    const state = await api.request('favouriteToggle', { body: { product_id: productId } });
    const now = queryClient.getQueryData(key) ?? [];
    queryClient.setQueryData(
      key,
      state.is_favourite ? [...new Set([...now, productId])] : now.filter((id) => id !== productId),
    );
    void queryClient.invalidateQueries({ queryKey: ['favourites'] });
  } catch (failure) {
    queryClient.setQueryData(key, before);
    onError?.(failure);
  }
}
