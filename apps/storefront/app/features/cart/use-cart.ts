/**
 * The shopper's cart with its changes (spec §4, §5): quantities change at once on screen and go to
 * the server; a refusal puts the cart back as it was and shows the server's message (spec §8).
 */
import type { Cart, CartLine } from '@hadiya/contract';
import { ApiError } from '@hadiya/contract/client';
import { vatIncludedIn } from '@hadiya/contract/constants';
import { useLocale } from '@hadiya/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouteLoaderData } from 'react-router';
import { useBrowserApi } from '../../lib/route-data';
import type { loader as rootLoader } from '../../root';
import { messages } from './cart.messages';
import { cartQueries, shopperKey } from './cart-queries';

/** The cart with one line's quantity changed (0 removes it), priced as the server priced its unit. */
export function withQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const items = cart.items.flatMap((line): CartLine[] =>
    line.id !== lineId
      ? [line]
      : quantity <= 0
        ? []
        : [{ ...line, product_qty: quantity, line_price: line.unit_price * quantity }],
  );
  const subtotal = items.reduce((sum, line) => sum + (line.is_available ? line.line_price : 0), 0);
  return {
    ...cart,
    items,
    item_count: items.reduce((sum, line) => sum + line.product_qty, 0),
    subtotal,
    total: subtotal,
    // An estimate at the standard rate until the server's figure (per product) replaces it.
    vat_included: vatIncludedIn(subtotal),
  };
}

export function useCartScope() {
  const { locale } = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return { locale, cityId: root?.region?.id, owner: shopperKey(root?.shopper) };
}

export function useCart({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const intl = useIntl();
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { locale, cityId, owner } = useCartScope();
  const options = cartQueries.cart(api, locale, cityId, owner);
  const query = useQuery({ ...options, enabled: isEnabled });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  // A plain async function rather than useMutation: the mutation machinery would ride in the
  // framework chunk every page loads first, for the two screens that change the cart.
  const change = async ({ id, quantity }: { id: number; quantity: number }) => {
    setPending((current) => new Set(current).add(id));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    const before = queryClient.getQueryData(options.queryKey);
    if (before) queryClient.setQueryData(options.queryKey, withQuantity(before, id, quantity));
    try {
      const { changes: _changes, ...cart } = await api.request('cartUpdateAll', {
        query: { cities_id: cityId },
        body: { items: [{ id, product_qty: quantity }] },
      });
      queryClient.setQueryData(options.queryKey, cart);
    } catch (failure) {
      // Spec §8: the refusal rolls the cart back and shows the server's message.
      if (before) queryClient.setQueryData(options.queryKey, before);
      setError(
        failure instanceof ApiError && failure.message && failure.statusCode > 0
          ? failure.message
          : intl.formatMessage(messages.somethingWrong),
      );
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return {
    cart: query.data,
    isLoading: query.isPending && isEnabled,
    /** Stable between renders (TanStack Query's own). */
    refetch: query.refetch,
    pending,
    setQuantity: (id: number, quantity: number) => void change({ id, quantity }),
    remove: (id: number) => void change({ id, quantity: 0 }),
    error,
    clearError: () => setError(null),
  };
}
