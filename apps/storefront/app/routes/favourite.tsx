/**
 * `/favourite` (spec §2, issue 13 §2): the signed-in shopper's favourites with their availability
 * in the chosen city, rendered on the server; the empty state; a guest is asked to sign in.
 */
import { Button, EmptyState, Link, ProductCard, ProductGrid } from '@hadiya/ui';
import { dehydrate, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAccountDialogs } from '../features/account/account-dialogs';
import { cartQueries, shopperKey } from '../features/cart/cart-queries';
import { useCartScope } from '../features/cart/use-cart';
import { useFavourites } from '../features/cart/use-favourites';
import { FreshHydrationBoundary } from '../lib/fresh-hydration-boundary';
import { loaderContext } from '../lib/loader-context.server';
import { productCardProps } from '../lib/product-card';
import { useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/favourite';
import { messages } from './favourite.messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient, shopper, rethrow } = loaderContext(request, context);
  const who = await shopper();
  if (who.kind !== 'user') return { isSignedIn: false, dehydrated: null };
  const owner = shopperKey(who);
  await Promise.all([
    queryClient.fetchQuery(cartQueries.favourites(api, locale, cityId, owner)),
    queryClient.fetchQuery(cartQueries.favouriteIds(api, owner)),
  ]).catch(rethrow);
  return { isSignedIn: true, dehydrated: dehydrate(queryClient) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.title),
      description: translate(root, messages.description),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function FavouritePage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
      {loaderData.isSignedIn && loaderData.dehydrated ? (
        <FreshHydrationBoundary state={loaderData.dehydrated}>
          <Favourites />
        </FreshHydrationBoundary>
      ) : (
        <SignInFirst />
      )}
    </div>
  );
}

function Favourites() {
  const intl = useIntl();
  const api = useBrowserApi();
  const { locale, cityId, owner } = useCartScope();
  const { data: products = [] } = useQuery(cartQueries.favourites(api, locale, cityId, owner));
  const favourites = useFavourites();
  if (products.length === 0) {
    return (
      <EmptyState
        variant="data"
        level={2}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyHint)}
      >
        <Link href="/" className="font-medium text-leaf-700 underline">
          {intl.formatMessage(messages.browse)}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ProductGrid>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          {...productCardProps(product)}
          priority={index < 2}
          headingLevel={2}
          isFavourite={favourites.isFavourite(product.id)}
          onFavouriteToggle={(next) => void favourites.toggle(product.id, next)}
        />
      ))}
    </ProductGrid>
  );
}

/** A guest gets the sign-in dialog, and the page once signed in (the loaders run again). */
function SignInFirst() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  useEffect(() => dialogs.open('signin'), [dialogs]);
  return (
    <EmptyState variant="data" level={2} title={intl.formatMessage(messages.signInFirst)}>
      <Button onClick={() => dialogs.open('signin')}>{intl.formatMessage(messages.signIn)}</Button>
    </EmptyState>
  );
}
