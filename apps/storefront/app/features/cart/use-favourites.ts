/**
 * Favourites and notify-me for the product page and /favourite (issue 13 §2). Both are for
 * signed-in shoppers: a guest's tap opens the sign-in dialog, and the favourite (or the
 * subscription) is made once signed in. The cards of home and search use the smaller
 * `use-card-favourites.ts`.
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
import { toggleFavourite } from './favourite-toggle';

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
    if (isSignedIn) setPending((current) => new Set(current).add(productId));
    try {
      await toggleFavourite({
        api,
        queryClient,
        dialogs,
        locale: root?.locale ?? 'ar',
        isSignedIn,
        owner,
        productId,
        isFavourite,
        onError: (failure) => setError(messageOf(failure, intl.formatMessage(messages.somethingWrong))),
      });
    } finally {
      if (isSignedIn) {
        setPending((current) => {
          const next = new Set(current);
          next.delete(productId);
          return next;
        });
      }
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
