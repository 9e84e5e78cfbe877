/**
 * `/cart` (spec §2, issue 13 §3): the basket, first of the cart's three tabs, rendered on the
 * server for the shopper (their lines are in the first HTML); contact information and complete
 * order arrive with checkout and show as steps to come.
 */
import type { Cart } from '@hadiya/contract';
import { isTokenExpired } from '@hadiya/contract/client';
import { EmptyState, Link, MessageDialog, Price, ProductImage, QuantityStepper } from '@hadiya/ui';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { cartQueries, shopperKey } from '../features/cart/cart-queries';
import { useCart } from '../features/cart/use-cart';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/cart';
import { messages } from './cart.messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient, shopper, rethrow } = loaderContext(request, context);
  const owner = shopperKey(await shopper());
  await queryClient.fetchQuery(cartQueries.cart(api, locale, cityId, owner)).catch((error: unknown) => {
    if (isTokenExpired(error)) rethrow(error);
  });
  return { dehydrated: dehydrate(queryClient) };
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

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <CartView />
    </HydrationBoundary>
  );
}

function CartView() {
  const intl = useIntl();
  const { cart, pending, setQuantity, remove, error, clearError } = useCart();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{intl.formatMessage(messages.title)}</h1>
      <CheckoutSteps />
      {cart === undefined ? (
        <p role="alert" className="text-danger-700">
          {intl.formatMessage(messages.loadFailed)}
        </p>
      ) : cart.items.length === 0 ? (
        <EmptyState variant="bag" level={2}>
          <Link href="/" className="font-medium text-leaf-700 underline">
            {intl.formatMessage(messages.continueShopping)}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <Basket cart={cart} pending={pending} onQuantityChange={setQuantity} onRemove={remove} />
          <Summary cart={cart} />
        </div>
      )}
      <MessageDialog
        open={error !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : clearError())}
        message={error ?? ''}
        tone="error"
      />
    </div>
  );
}

/** The spec's three tabs: the basket now; the other two arrive with checkout (not clickable). */
function CheckoutSteps() {
  const intl = useIntl();
  const steps = [messages.basket, messages.contact, messages.complete];
  return (
    <nav aria-label={intl.formatMessage(messages.steps)}>
      <ol className="grid grid-cols-3 gap-2 border-line border-b">
        {steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={index === 0 ? 'step' : undefined}
            data-state={index === 0 ? 'current' : 'upcoming'}
            className={
              index === 0
                ? 'border-leaf-700 border-b-2 pb-2 font-bold text-leaf-800'
                : 'flex flex-col pb-2 text-ink-muted'
            }
          >
            <span>{intl.formatMessage(step)}</span>
            {index === 0 ? null : <span className="text-xs">{intl.formatMessage(messages.upcoming)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface BasketProps {
  cart: Cart;
  pending: ReadonlySet<number>;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** The basket's lines: picture, title, options, stepper, price and why a line cannot be bought. */
function Basket({ cart, pending, onQuantityChange, onRemove }: BasketProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="basket-lines" className="flex flex-col gap-3">
      <h2 id="basket-lines" className="sr-only">
        {intl.formatMessage(messages.lines)}
      </h2>
      {cart.message ? (
        <p role="status" className="rounded-lg border border-danger-700/20 bg-danger-50 px-4 py-3 text-danger-700">
          {cart.message}
        </p>
      ) : null}
      <ul data-slot="basket-lines" className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {cart.items.map((line) => (
          <li
            key={line.id}
            data-slot="basket-line"
            data-state={line.availability_message ? 'unavailable' : 'available'}
            aria-busy={pending.has(line.id) || undefined}
            className="flex gap-4 p-4"
          >
            <ProductImage
              src={line.feature_image}
              alt={line.image_alt}
              rounded="md"
              className={line.availability_message ? 'size-24 shrink-0 opacity-60' : 'size-24 shrink-0'}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-3">
                <Link
                  href={`/product/${encodeURIComponent(line.product_slug)}`}
                  className="line-clamp-2 font-medium hover:underline"
                >
                  {line.product_title}
                </Link>
                <Price amount={line.line_price} isRounded className="shrink-0" />
              </div>
              {line.color ? (
                <p className="text-sm text-ink-muted">
                  {intl.formatMessage(messages.color, { name: line.color.name })}
                </p>
              ) : null}
              {line.addons.length > 0 ? (
                <p className="text-sm text-ink-muted">
                  {intl.formatMessage(messages.addons, {
                    names: intl.formatList(line.addons.map((addon) => addon.product_title)),
                  })}
                </p>
              ) : null}
              {line.engrave_text ? (
                <p className="text-sm text-ink-muted">
                  {intl.formatMessage(messages.engraving, { text: line.engrave_text })}
                </p>
              ) : null}
              {line.availability_message ? (
                <p data-slot="basket-line-message" className="text-sm text-danger-700">
                  {line.availability_message}
                </p>
              ) : null}
              <QuantityStepper
                value={line.product_qty}
                max={line.product_avail_quantity}
                colorStock={line.color?.color_quantity}
                itemName={line.product_title}
                isDisabled={pending.has(line.id)}
                onChange={(quantity) => onQuantityChange(line.id, quantity)}
                onRemove={() => onRemove(line.id)}
                className="mt-1 self-start"
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Subtotal and the VAT it contains, as the server computed them. */
function Summary({ cart }: { cart: Cart }) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="basket-summary"
      data-slot="basket-summary"
      className="flex h-fit flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <h2 id="basket-summary" className="font-bold text-lg">
        {intl.formatMessage(messages.summary)}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-3">
          <dt>{intl.formatMessage(messages.subtotal)}</dt>
          <dd>
            <Price data-slot="basket-subtotal" amount={cart.subtotal} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 text-sm text-ink-muted">
          <dt>{intl.formatMessage(messages.vat)}</dt>
          <dd>
            <Price data-slot="basket-vat" amount={cart.vat_included} />
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-line border-t pt-2 font-bold">
          <dt>{intl.formatMessage(messages.total)}</dt>
          <dd>
            <Price data-slot="basket-total" amount={cart.total} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{intl.formatMessage(messages.checkoutSoon)}</p>
    </section>
  );
}
