/**
 * Favourites and notify-me for any page (issue 13 §2). Both are for signed-in shoppers: a guest's
 * tap opens the sign-in dialog, and the favourite (or the subscription) is made once signed in.
 */
import { ApiError } from '@hadiya/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { browserApi } from '../../lib/api';
import { useBrowserApi } from '../../lib/route-data';
import type { loader as rootLoader } from '../../root';
import { useAccountDialogs } from '../account/account-dialogs';
import { messages } from './cart.messages';
import { cartQueries, shopperKey } from './cart-queries';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.statusCode > 0 && error.message ? error.message : fallback;

export function useFavourites() {
  const intl = useIntl();
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const dialogs = useAccountDialogs();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const isSignedIn = root?.shopper.kind === 'user';
  const owner = shopperKey(root?.shopper);
  const ids = useQuery({ ...cartQueries.favouriteIds(api, owner), enabled: isSignedIn });
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const toggle = async (productId: number, isFavourite: boolean) => {
    if (!isSignedIn) {
      // Issue 13 §2: after signing in, the product is favourited (unless it already was).
      dialogs.open('signin', () => {
        const signedInApi = browserApi(root?.locale ?? 'ar');
        void signedInApi
          .request('favouriteIds', {})
          .then((current) =>
            current.includes(productId)
              ? undefined
              : signedInApi.request('favouriteToggle', { body: { product_id: productId } }),
          )
          .catch((failure: unknown) => setError(messageOf(failure, intl.formatMessage(messages.somethingWrong))))
          .finally(() => void queryClient.invalidateQueries({ queryKey: ['favourite-ids'] }));
      });
      return;
    }
    const key = cartQueries.favouriteIds(api, owner).queryKey;
    const before = queryClient.getQueryData(key) ?? [];
    queryClient.setQueryData(key, isFavourite ? [...before, productId] : before.filter((id) => id !== productId));
    setPending((current) => new Set(current).add(productId));
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
      setError(messageOf(failure, intl.formatMessage(messages.somethingWrong)));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(productId);
        return next;
      });
    }
  };

  return {
    isFavourite: (productId: number) => ids.data?.includes(productId) ?? false,
    isPending: (productId: number) => pending.has(productId),
    toggle,
    error,
    clearError: () => setError(null),
  };
}

/** The heart's props for a product card (issue 13 §2: the heart on product cards). */
export function useCardFavourites() {
  const favourites = useFavourites();
  return (productId: number) => ({
    isFavourite: favourites.isFavourite(productId),
    onFavouriteToggle: (next: boolean) => void favourites.toggle(productId, next),
  });
}

export function useNotifyMe(productId: number, colorId: number | null, cityId: number | undefined) {
  const intl = useIntl();
  const api = useBrowserApi();
  const dialogs = useAccountDialogs();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const isSignedIn = root?.shopper.kind === 'user';
  const [subscribed, setSubscribed] = useState<ReadonlySet<string>>(new Set());
  const [isPending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const key = `${productId}:${colorId ?? ''}`;

  const subscribe = async (client = api) => {
    setPending(true);
    try {
      await client.request('notifyMe', {
        params: { id: productId },
        query: { cities_id: cityId, color_id: colorId ?? undefined },
      });
      setSubscribed((current) => new Set(current).add(key));
      setMessage({ text: intl.formatMessage(messages.notifySubscribed), isError: false });
    } catch (failure) {
      setMessage({ text: messageOf(failure, intl.formatMessage(messages.somethingWrong)), isError: true });
    } finally {
      setPending(false);
    }
  };

  return {
    isSubscribed: subscribed.has(key),
    isPending,
    message,
    notify: () => {
      if (isSignedIn) return void subscribe();
      dialogs.open('signin', () => void subscribe(browserApi(root?.locale ?? 'ar')));
    },
  };
}
