import type { HomeMaster } from '@hadiya/contract';

import { Badge, Link, ProductCard, ProductGrid, useLocale } from '@hadiya/ui';
import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useCardFavourites } from '../features/cart/use-card-favourites';
import { HydrateWhenVisible } from '../lib/hydrate-when-visible';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import { productCardProps } from '../lib/product-card';
import { queries } from '../lib/queries';
import { useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/home';
import { messages } from './home.messages';

type HomeSectionData = HomeMaster['sections'][number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient } = loaderContext(request, context);
  await queryClient.prefetchQuery(queries.home(api, locale, cityId));
  return { dehydrated: dehydrate(queryClient), cityId };
}

/** Nothing on this page moves or asks the server until the shopper acts. */
export const handle: HydrationHandle = { hydratesOnIntent: true };

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: '/',
    title: translate(root, messages.title),
    description: translate(root, messages.description),
  });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <HomeSections cityId={loaderData.cityId} />
    </HydrationBoundary>
  );
}

function HomeSections({ cityId }: { cityId: number | undefined }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const { data: home } = useQuery(queries.home(api, locale, cityId));
  const cityName = home?.city ? (locale === 'ar' ? home.city.other_name : home.city.name) : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:py-10">
      <section aria-labelledby="home-heading" className="rounded-2xl bg-leaf-50 px-6 py-8 sm:px-10 sm:py-12">
        <h1 id="home-heading" className="text-2xl font-bold text-leaf-900 sm:text-4xl">
          {cityName
            ? intl.formatMessage(messages.headingCity, { city: cityName })
            : intl.formatMessage(messages.heading)}
        </h1>
        <p className="mt-3 max-w-2xl text-ink-muted sm:text-lg">{intl.formatMessage(messages.intro)}</p>
        <p className="mt-4">
          {home?.city ? (
            <Badge variant={home.city.delivery_service === 'barq' ? 'success' : 'neutral'}>
              {home.delivery_notice ?? intl.formatMessage(messages.sameDay)}
            </Badge>
          ) : (
            <span className="text-ink-muted">{intl.formatMessage(messages.chooseCity)}</span>
          )}
        </p>
      </section>
      {home ? <Categories home={home} /> : null}
      {home?.sections
        .filter((section) => section.products.length > 0)
        .map((section, sectionIndex) =>
          // The first section (the page's largest paint) hydrates with the page; the others when
          // they near the screen or are touched.
          sectionIndex === 0 ? (
            <HomeSection key={section.key} section={section} isFirst />
          ) : (
            <HydrateWhenVisible key={section.key}>
              <HomeSection section={section} isFirst={false} />
            </HydrateWhenVisible>
          ),
        )}
    </div>
  );
}

/** One product section. Memoised: a section waiting to hydrate must not be reached by its parent's updates. */
const HomeSection = memo(function HomeSection({ section, isFirst }: { section: HomeSectionData; isFirst: boolean }) {
  const favouriteOf = useCardFavourites();
  return (
    <section aria-labelledby={`section-${section.key}`} className="flex flex-col gap-4">
      <h2 id={`section-${section.key}`} className="text-xl font-bold">
        {section.title}
      </h2>
      <ProductGrid>
        {section.products.map((product, productIndex) => (
          <ProductCard
            key={product.id}
            {...productCardProps(product)}
            {...favouriteOf(product.id)}
            // The first cards of the first section are the page's largest paint.
            priority={isFirst && productIndex < 2}
          />
        ))}
      </ProductGrid>
    </section>
  );
});

function Categories({ home }: { home: HomeMaster }) {
  const intl = useIntl();
  if (home.categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="flex flex-col gap-4">
      <h2 id="home-categories" className="text-xl font-bold">
        {intl.formatMessage(messages.categories)}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {home.categories.map((category) => (
          <li key={category.id}>
            <Link
              href={`/products?search=${encodeURIComponent(category.name)}`}
              className="inline-flex items-center rounded-full border border-line bg-surface-raised px-4 py-2 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
