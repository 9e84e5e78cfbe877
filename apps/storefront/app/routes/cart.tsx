/**
 * `/cart` (spec §2, issue 14 §1): the cart's three tabs — basket → contact information → complete
 * order — rendered on the server for the shopper. The step is kept on the server with the cart
 * (`GET/PUT /checkout`), so it survives reloads; `?step=` shows an earlier step again. Every step
 * is a form posting to this route's action (it works before the scripts arrive), and each step's
 * code is its own chunk, loaded with the step.
 */
import { isTokenExpired } from '@hadiya/contract/client';
import { dehydrate } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { cartQueries, shopperKey } from '../features/cart/cart-queries';
import { checkoutAction, checkoutStepData, viewStepOf } from '../features/checkout/checkout.server';
import { CheckoutView } from '../features/checkout/checkout-view';
import type { HydrationHandle } from '../lib/hydration-mode';
import { loaderContext } from '../lib/loader-context.server';
import type { LateContentHandle } from '../lib/page-interactive';
import { queries } from '../lib/queries';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/cart';
import { messages } from './cart.messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, cityId, queryClient, shopper, rethrow } = loaderContext(request, context);
  const who = await shopper();
  const owner = shopperKey(who);
  const cart = await queryClient.fetchQuery(cartQueries.cart(api, locale, cityId, owner)).catch((error: unknown) => {
    if (isTokenExpired(error)) rethrow(error);
    return undefined;
  });
  const empty = { branches: [], slots: null, coupons: [] };
  let checkout = null;
  let step: 'basket' | 'contact' | 'complete' = 'basket';
  let stepData: Awaited<ReturnType<typeof checkoutStepData>> = empty;
  let cities: { id: number; name: string }[] = [];
  if (cityId !== undefined && cart && cart.items.length > 0) {
    checkout = await api.request('checkoutRead', { query: { cities_id: cityId } }).catch((error: unknown) => {
      if (isTokenExpired(error)) rethrow(error);
      return null;
    });
    if (checkout) {
      step = viewStepOf(checkout, new URL(request.url).searchParams.get('step'));
      stepData = await checkoutStepData(api, step, cityId);
      if (step === 'contact') {
        const list = await queryClient.fetchQuery(queries.cities(api, locale)).catch(() => []);
        cities = list.map((city) => ({ id: city.id, name: (locale === 'ar' ? city.other_name : null) || city.name }));
      }
    }
  }
  return {
    dehydrated: dehydrate(queryClient),
    checkout,
    step,
    ...stepData,
    cities,
    isSignedIn: who.kind === 'user',
    // One key per place-order attempt: the form carries it, so a resent form reuses it.
    idempotencyKey: crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, cityId, locale, shopper } = loaderContext(request, context);
  return checkoutAction(request, {
    api,
    cityId,
    locale,
    apiBaseUrl: context.apiBaseUrl,
    session: context.session,
    isSignedIn: async () => (await shopper()).kind === 'user',
  });
}

/**
 * The basket and contact steps do nothing until the shopper acts (their forms post without
 * scripts); the payment step detects Apple Pay and mounts the card form as it loads.
 */
export const handle: HydrationHandle & LateContentHandle = {
  hydratesOnIntent: (data) => (data as { step?: string } | undefined)?.step !== 'complete',
  // Each step is a lazy chunk (CheckoutView): the page is interactive once its step has hydrated.
  hydratesLate: true,
};

/**
 * A refused Place order is answered 4xx, after which React Router would keep the page's data: the
 * refusal often means the cart changed (another tab, the stock, a price), so the page reads it again
 * and shows the figures the shopper now confirms.
 */
export function shouldRevalidate({ formData, actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'place-order' && actionStatus !== undefined && actionStatus >= 400) return true;
  return defaultShouldRevalidate;
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
  return <CheckoutView data={loaderData} />;
}
