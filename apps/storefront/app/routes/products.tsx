import { EmptyState, ProductCard, ProductGrid, useLocale } from '@hadiya/ui';
import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useCardFavourites } from '../features/cart/use-card-favourites';
import type { FirstPaintHandle } from '../lib/first-paint-font-files';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import { productCardProps } from '../lib/product-card';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/products';
import { messages } from './products.messages';

function searchTextOf(request: Request): string {
  return (new URL(request.url).searchParams.get('search') ?? '').trim();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient } = loaderContext(request, context);
  const text = searchTextOf(request);
  if (text && cityId !== undefined) await queryClient.prefetchQuery(queries.search(api, locale, text, cityId));
  return { dehydrated: dehydrate(queryClient), text, cityId };
}

/** The title repeats the search text in bold; the header's search box shows it in the regular weight. */
export const handle: FirstPaintHandle & HydrationHandle = {
  hydratesOnIntent: true,
  firstPaintShopperText: { textOf: (data) => (data as { text?: string } | undefined)?.text, weights: [400, 700] },
};

export function meta({ data, matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  const title = data?.text ? translate(root, messages.titleFor, { text: data.text }) : translate(root, messages.title);
  return [
    ...pageMeta({
      root,
      path: `/products${data?.text ? `?search=${encodeURIComponent(data.text)}` : ''}`,
      title,
      description: title,
    }),
    // Result lists change with the stock; the products themselves are what search engines index.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <SearchResults text={loaderData.text} cityId={loaderData.cityId} />
    </HydrationBoundary>
  );
}

function SearchResults({ text, cityId }: { text: string; cityId: number | undefined }) {
  const intl = useIntl();
  const favouriteOf = useCardFavourites();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const results = useQuery({
    ...queries.search(api, locale, text, cityId ?? 0),
    enabled: Boolean(text) && cityId !== undefined,
  });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold">
        {text ? intl.formatMessage(messages.titleFor, { text }) : intl.formatMessage(messages.title)}
      </h1>
      {cityId === undefined ? (
        <EmptyState variant="search" title={intl.formatMessage(messages.chooseCity)} />
      ) : !text ? (
        <EmptyState variant="search" title={intl.formatMessage(messages.typeToSearch)} />
      ) : results.data && results.data.length === 0 ? (
        <EmptyState variant="search" />
      ) : (
        <>
          {results.data ? (
            <p className="text-ink-muted" aria-live="polite">
              {intl.formatMessage(messages.count, { count: results.data.length })}
            </p>
          ) : null}
          <ProductGrid aria-busy={results.isPending}>
            {(results.data ?? []).map((product, index) => (
              <ProductCard
                key={product.id}
                {...productCardProps(product)}
                {...favouriteOf(product.id)}
                priority={index < 2}
              />
            ))}
          </ProductGrid>
        </>
      )}
    </div>
  );
}
