/**
 * The heart on the product cards of home and search (issue 13 §2), as little as the first wave
 * can carry: the hearts are server-rendered buttons whose pressed state follows a signed-in
 * shopper's favourites; what a tap does (the sign-in dialog for a guest, the change for a user)
 * loads with the first tap (`favourite-toggle.ts`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../../lib/route-data';
import type { loader as rootLoader } from '../../root';
import { useAccountDialogs } from '../account/account-dialogs';
import { cartQueries, shopperKey } from './cart-queries';

/** The heart's props for a product card. */
export function useCardFavourites() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const dialogs = useAccountDialogs();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const isSignedIn = root?.shopper.kind === 'user';
  const owner = shopperKey(root?.shopper);
  const ids = useQuery({ ...cartQueries.favouriteIds(api, owner), enabled: isSignedIn });
  return (productId: number) => ({
    isFavourite: ids.data?.includes(productId) ?? false,
    onFavouriteToggle: (isFavourite: boolean) =>
      void import('./favourite-toggle').then(({ toggleFavourite }) =>
        toggleFavourite({
          api,
          queryClient,
          dialogs,
          locale: root?.locale ?? 'ar',
          isSignedIn,
          owner,
          productId,
          isFavourite,
        }),
      ),
  });
}
