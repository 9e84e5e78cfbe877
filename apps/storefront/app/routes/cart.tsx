/**
 * `/cart` (spec §2, issue 13 §3): the basket, first of the cart's three tabs, rendered on the
 * server for the shopper (their lines are in the first HTML); contact information and complete
 * order arrive with checkout and show as steps to come.
 */
import type { CartLine } from '@hadiya/contract';
import { isTokenExpired } from '@hadiya/contract/client';
import { CartBasket, type CartBasketLine, EmptyState, Link, MessageDialog } from '@hadiya/ui';
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
        <CartBasket
          lines={cart.items.map((line) => basketLineOf(line, pending))}
          subtotal={cart.subtotal}
          vatIncluded={cart.vat_included}
          total={cart.total}
          notice={cart.message ?? undefined}
          footer={<p className="text-sm text-ink-muted">{intl.formatMessage(messages.checkoutSoon)}</p>}
          onQuantityChange={setQuantity}
          onRemove={remove}
        />
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

/** A cart line as the basket shows it. */
function basketLineOf(line: CartLine, pending: ReadonlySet<number>): CartBasketLine {
  return {
    id: line.id,
    title: line.product_title,
    href: `/product/${encodeURIComponent(line.product_slug)}`,
    imageUrl: line.feature_image,
    imageAlt: line.image_alt,
    quantity: line.product_qty,
    linePrice: line.line_price,
    availableQuantity: line.product_avail_quantity,
    colorStock: line.color?.color_quantity,
    colorName: line.color?.name,
    addonNames: line.addons.map((addon) => addon.product_title),
    engraving: line.engrave_text || undefined,
    unavailableMessage: line.availability_message ?? undefined,
    isUpdating: pending.has(line.id),
  };
}
