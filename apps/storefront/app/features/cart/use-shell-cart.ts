/**
 * The cart as the shell holds it: whether the drawer is open, the header's dot, and the city
 * check (issue 13: changing the city re-checks the cart and shows the lines that no longer
 * deliver). Small, in the initial bundle; the drawer itself is `cart-drawer-panel.tsx`.
 */
import type { Cart } from '@hadiya/contract';
import { useLocale } from '@hadiya/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../../lib/route-data';
import type { loader as rootLoader } from '../../root';
import type { CartPanel } from './cart-panel';
import { cartQueries, shopperKey } from './cart-queries';

export function useShellCart({ isBlocked = false }: { isBlocked?: boolean } = {}) {
  const api = useBrowserApi();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const owner = shopperKey(root?.shopper);
  const cityId = root?.region?.id;
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [isOpenPending, setOpenPending] = useState(false);
  useEffect(() => {
    if (!isOpenPending || isBlocked) return;
    setOpenPending(false);
    setOpen(true);
  }, [isOpenPending, isBlocked]);
  // Follows the cart the drawer and the pages load, without creating its query: an empty query
  // made here, above the page, would keep the page's server-rendered cart from hydrating into it.
  const key = cartQueries.cart(api, locale, cityId, owner).queryKey;
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  // Spec §2: the dot comes with the first HTML (root loader), then follows the cart's changes.
  // The store's value is the dot itself, not the count: a page that brings its cart (/cart) puts
  // it in the cache while hydrating, and a count differing from the server's snapshot would make
  // React render the whole shell again, synchronously, inside hydration's commit.
  const serverHasItems = (root?.cartCount ?? 0) > 0;
  const hasItems = useSyncExternalStore(
    subscribe,
    () => {
      const cachedCount = queryClient.getQueryData(key)?.item_count;
      return cachedCount === undefined ? serverHasItems : cachedCount > 0;
    },
    () => serverHasItems,
  );

  const panel = useMemo<CartPanel>(
    () => ({
      open: (cart?: Cart) => {
        if (cart) queryClient.setQueryData(cartQueries.cart(api, locale, cityId, owner).queryKey, cart);
        setNotice(null);
        setOpen(true);
      },
    }),
    [api, locale, cityId, owner, queryClient],
  );

  /** The city changed: check the cart against it and show what no longer delivers. */
  const onCitySaved = async (newCityId: number) => {
    try {
      const { changes, ...cart } = await api.request('cartCheck', { query: { cities_id: newCityId } });
      queryClient.setQueryData(cartQueries.cart(api, locale, newCityId, owner).queryKey, cart);
      if (changes.length > 0) {
        setNotice(cart.message);
        setOpenPending(true);
      }
    } catch {
      // Spec §8: other cart errors are only logged; the drawer reloads the cart when opened.
    }
  };

  return {
    isOpen,
    setOpen: (open: boolean) => {
      setOpen(open);
      if (!open) setNotice(null);
    },
    notice,
    hasItems,
    panel,
    onCitySaved,
  };
}
