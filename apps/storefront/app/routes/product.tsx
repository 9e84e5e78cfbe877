import type { ProductDetail, SelectedRegion } from '@hadiya/contract';
import { engravingLimitOf, engravingTextProblem } from '@hadiya/contract/constants';
import {
  Badge,
  Button,
  Checkbox,
  cn,
  EngravingField,
  FavouriteButton,
  formatNumber,
  Link,
  NotifyMeButton,
  Price,
  ProductImage,
  RadioGroup,
  useLocale,
} from '@hadiya/ui';
import { dehydrate, HydrationBoundary, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useActionData, useNavigation, useRouteLoaderData } from 'react-router';
import { messages as cartMessages } from '../features/cart/cart.messages';
import { type AddToCartResult, addToCart } from '../features/cart/cart.server';
import { useCartPanel } from '../features/cart/cart-panel';
import { useFavourites, useNotifyMe } from '../features/cart/use-favourites';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import { queries } from '../lib/queries';
import { notFoundFrom, useBrowserApi } from '../lib/route-data';
import { pageMeta, rootDataOf } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/product';
import { messages } from './product.messages';

/** Below this many units of a colour the shopper is told how many are left (spec §8). */
const LOW_COLOR_STOCK = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient } = loaderContext(request, context);
  const product = await queryClient.fetchQuery(queries.product(api, locale, params.slug, cityId)).catch(notFoundFrom);
  return { dehydrated: dehydrate(queryClient), cityId, product };
}

/** Add to cart (issue 13 §3): the options form posts here, with or without the page's scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, cityId } = loaderContext(request, context);
  return addToCart(request, api, cityId);
}

/** Nothing on this page moves or asks the server until the shopper acts. */
export const handle: HydrationHandle = { hydratesOnIntent: true };

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { product } = data;
  return [
    ...pageMeta({
      root: rootDataOf(matches),
      path: `/product/${encodeURIComponent(product.slug)}`,
      title: product.product_title,
      description: product.description.slice(0, 160),
      image: product.feature_image,
    }),
    { 'script:ld+json': productJsonLd(product, rootDataOf(matches).origin) },
  ];
}

/** schema.org Product for search engines: name, images, price in SAR and stock. */
function productJsonLd(product: ProductDetail, origin: string) {
  const absolute = (url: string) => new URL(url, origin || 'http://localhost').href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_title,
    description: product.description,
    sku: String(product.id),
    image: (product.images.length > 0 ? product.images.map((image) => image.url) : [product.feature_image]).map(
      absolute,
    ),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url: absolute(`/product/${encodeURIComponent(product.slug)}`),
      priceCurrency: product.currency,
      price: (product.product_price / 100).toFixed(2),
      availability: product.is_sold_out ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ProductView slug={params.slug} cityId={loaderData.cityId} />
    </HydrationBoundary>
  );
}

function ProductView({ slug, cityId }: { slug: string; cityId: number | undefined }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const api = useBrowserApi();
  const region = useRouteLoaderData<typeof rootLoader>('root')?.region ?? null;
  const { data: product } = useQuery(queries.product(api, locale, slug, cityId));
  if (!product) return null;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:grid-cols-2 sm:py-10">
      <Gallery product={product} />
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-leaf-700">{product.category.name}</p>
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">{product.product_title}</h1>
            <ProductFavourite productId={product.id} title={product.product_title} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Price
              amount={product.product_price}
              compareAt={product.compare_at_price ?? undefined}
              className="text-xl"
            />
            {product.is_sold_out ? <Badge variant="danger">{intl.formatMessage(messages.notAvailable)}</Badge> : null}
          </div>
          <p className="text-sm text-ink-muted">{intl.formatMessage(messages.vatIncluded)}</p>
        </div>
        {cityId === undefined ? (
          <p className="rounded-lg bg-sand-100 px-4 py-3">{intl.formatMessage(messages.chooseCity)}</p>
        ) : product.availability_message ? (
          <p role="status" className="rounded-lg border border-danger-700/20 bg-danger-50 px-4 py-3 text-danger-700">
            {product.availability_message}
          </p>
        ) : null}
        {/* Hydrates after the rest of the page, in a task of its own (a Suspense boundary). */}
        <Suspense>
          <ProductOptions product={product} region={region} />
        </Suspense>
        <section aria-labelledby="product-description" className="flex flex-col gap-2">
          <h2 id="product-description" className="text-lg font-bold">
            {intl.formatMessage(messages.description)}
          </h2>
          <p className="whitespace-pre-line leading-relaxed">{product.description}</p>
        </section>
      </div>
    </div>
  );
}

function Gallery({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const images = product.images.length > 0 ? product.images : [{ url: product.feature_image, alt: product.image_alt }];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <section aria-label={intl.formatMessage(messages.gallery)} className="flex flex-col gap-3">
      {current ? (
        <ProductImage
          src={current.url}
          alt={current.alt}
          priority={shown === 0}
          sizes="(min-width: 1152px) 544px, (min-width: 575px) 50vw, 100vw"
          className="rounded-2xl"
        />
      ) : null}
      {images.length > 1 ? (
        <ul className="flex gap-2">
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={intl.formatMessage(messages.showImage, { number: formatNumber(index + 1, locale) })}
                onClick={() => setShown(index)}
                className={cn(
                  'block w-16 overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
                  index === shown ? 'border-leaf-700' : 'border-transparent',
                )}
              >
                {/* Under the main picture on a phone's first screen: loaded with the page, not after it is laid out. */}
                <ProductImage src={image.url} alt="" sizes="4rem" loading="eager" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Colour, add-ons and engraving: what the shopper picks before adding to the cart (the cart's add
 * call). Plain state and native inputs: the choices post with the form, and the engraving is
 * checked as it is typed by the contract's zod-free rule, so the page loads no form library.
 */
function ProductOptions({ product, region }: { product: ProductDetail; region: SelectedRegion | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  // Spec §5: the product's and the city's rule, as the cart's add call applies it (the contract's
  // `engravingLimitOf`), so the field, its counter and its message agree with the server.
  const isEngravable = engravingLimitOf(product) !== null;
  const engraveMaxLength = region ? engravingLimitOf(product, region) : null;
  const firstInStock = product.colors.find((color) => !color.is_sold_out) ?? product.colors[0];
  const [colorId, setColorId] = useState<number | null>(firstInStock?.id ?? null);
  const [addonIds, setAddonIds] = useState<readonly number[]>([]);
  const [engraving, setEngraving] = useState('');
  const color = product.colors.find((candidate) => candidate.id === colorId);
  // Nothing of this product can be bought here (sold out in every colour, or not sold in the
  // city): add-ons and engraving would be choices for a purchase that cannot happen. Colours stay,
  // since notify-me is per colour. A sold-out colour of a product still in stock keeps them: the
  // shopper is one click from a colour that can be bought.
  const canBePurchased = !product.is_sold_out && product.is_available;
  const engravingProblem = engraveMaxLength === null ? null : engravingTextProblem(engraving, engraveMaxLength);
  const engravingError =
    engravingProblem === 'engraving_too_long'
      ? intl.formatMessage(messages.engravingTooLong, {
          max: formatNumber(engraveMaxLength ?? 0, locale),
          n: engraveMaxLength ?? 0,
        })
      : engravingProblem
        ? intl.formatMessage(messages.engravingCharacters)
        : undefined;

  return (
    // Issue 13 §3: a real form posting to this route's action, so it adds before hydration too.
    <Form method="post" preventScrollReset className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="product_qty" value="1" />
      {product.colors.length > 0 ? (
        <RadioGroup
          name="product_color"
          label={intl.formatMessage(messages.color)}
          orientation="horizontal"
          value={colorId === null ? '' : String(colorId)}
          onValueChange={(value) => setColorId(Number(value))}
          options={product.colors.map((option) => ({
            value: String(option.id),
            label: option.name,
            description: option.is_sold_out ? intl.formatMessage(messages.colorSoldOut) : undefined,
          }))}
          errorMessage={color?.is_sold_out ? intl.formatMessage(messages.selectedColorOutOfStock) : undefined}
          description={
            color && !color.is_sold_out && color.color_quantity <= LOW_COLOR_STOCK
              ? intl.formatMessage(messages.onlyUnits, {
                  count: formatNumber(color.color_quantity, locale),
                  n: color.color_quantity,
                })
              : undefined
          }
        />
      ) : null}
      {canBePurchased && product.addons.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-medium">{intl.formatMessage(messages.addons)}</legend>
          {product.addons.map((addon) => (
            <Checkbox
              key={addon.id}
              name="addon_product_ids"
              value={String(addon.id)}
              label={addon.product_title}
              description={<Price amount={addon.product_price} />}
              isDisabled={addon.is_sold_out || !addon.is_available}
              checked={addonIds.includes(addon.id)}
              onCheckedChange={(checked) =>
                setAddonIds((ids) => (checked === true ? [...ids, addon.id] : ids.filter((id) => id !== addon.id)))
              }
            />
          ))}
        </fieldset>
      ) : null}
      {canBePurchased && isEngravable ? (
        engraveMaxLength !== null ? (
          <EngravingField
            name="engrave_text"
            label={intl.formatMessage(messages.engraving)}
            hint={intl.formatMessage(messages.engravingHint)}
            maxLength={engraveMaxLength}
            value={engraving}
            onChange={setEngraving}
            errorMessage={engravingError}
          />
        ) : region ? (
          <p className="text-sm text-ink-muted">{intl.formatMessage(messages.engravingNotInCity)}</p>
        ) : null
      ) : null}
      {region ? (
        <AddToCart
          product={product}
          colorId={color?.id ?? null}
          isSoldOut={product.is_sold_out || color?.is_sold_out === true}
          cityId={region.id}
        />
      ) : null}
    </Form>
  );
}

/** The form's button: Add to cart, or Notify me on a sold-out product or colour; then the result. */
function AddToCart({
  product,
  colorId,
  isSoldOut,
  cityId,
}: {
  product: ProductDetail;
  colorId: number | null;
  isSoldOut: boolean;
  cityId: number;
}) {
  const intl = useIntl();
  const result = useActionData<typeof action>() as AddToCartResult | undefined;
  const navigation = useNavigation();
  const cartPanel = useCartPanel();
  const notifyMe = useNotifyMe(product.id, colorId, cityId);
  const isAdding = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  // After hydration the drawer shows the cart the server answered (spec §2); without scripts the
  // page itself says so below.
  useEffect(() => {
    if (result?.ok) cartPanel.open(result.cart);
  }, [result, cartPanel]);

  return (
    <div className="flex flex-col gap-3">
      {isSoldOut ? (
        <>
          <NotifyMeButton
            isSubscribed={notifyMe.isSubscribed}
            isLoading={notifyMe.isPending}
            onClick={notifyMe.notify}
            className="self-start"
          />
          {notifyMe.message ? (
            <p
              role={notifyMe.message.isError ? 'alert' : 'status'}
              className={cn('text-sm', notifyMe.message.isError ? 'text-danger-700' : 'text-leaf-700')}
            >
              {notifyMe.message.text}
            </p>
          ) : null}
        </>
      ) : (
        <Button
          type="submit"
          isLoading={isAdding}
          disabled={product.availability_message !== null}
          className="sm:self-start"
        >
          {intl.formatMessage(cartMessages.addToCart)}
        </Button>
      )}
      {result ? (
        result.ok ? (
          <p role="status" data-slot="add-to-cart-result" className="flex flex-wrap gap-2 text-sm text-leaf-700">
            {intl.formatMessage(cartMessages.added)}
            <Link href="/cart" className="font-medium underline">
              {intl.formatMessage(cartMessages.viewCart)}
            </Link>
          </p>
        ) : (
          <p role="alert" data-slot="add-to-cart-result" className="text-sm text-danger-700">
            {result.message ?? intl.formatMessage(cartMessages.somethingWrong)}
          </p>
        )
      ) : null}
    </div>
  );
}

/** The heart beside the title (issue 13 §2). */
function ProductFavourite({ productId, title }: { productId: number; title: string }) {
  const favourites = useFavourites();
  const isFavourite = favourites.isFavourite(productId);
  return (
    <div className="flex flex-col items-end gap-1">
      <FavouriteButton
        size="icon"
        productName={title}
        isFavourite={isFavourite}
        isPending={favourites.isPending(productId)}
        onToggle={(next) => void favourites.toggle(productId, next)}
      />
      {favourites.error ? (
        <p role="alert" className="text-sm text-danger-700">
          {favourites.error}
        </p>
      ) : null}
    </div>
  );
}
