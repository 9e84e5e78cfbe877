/**
 * `/checkout/pay/{uuid}` (issue 14 §2–3): pay a placed order — the methods offered for it with the
 * reasons the others are not (`GET /payment/methods`), then the chosen method: the card form (in
 * the browser, straight to the gateway), a saved card, Apple Pay (Safari), STC Pay with its code,
 * Tabby or Tamara (their hosted pages), or the wallet alone. A failed payment comes back here to
 * retry with another method while the reservation holds.
 */
import { PAYMENT_OPTION_METHODS, type PaymentOptionMethod as PaymentMethod } from '@hadiya/contract/calls/payments';
import { ApiError } from '@hadiya/contract/client';
import { data, redirect } from 'react-router';
import { isOrderUuid } from '../features/checkout/order-uuid';
import { PaySignIn, PayView } from '../features/checkout/pay-view';
import { messages } from '../features/checkout/payment.messages';
import { payAction } from '../features/checkout/payment.server';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/checkout-pay';

const isMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_OPTION_METHODS as readonly string[]).includes(value ?? '');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, rethrow, shopper } = loaderContext(request, context);
  if (!isOrderUuid(params.uuid)) throw data(null, { status: 404 });
  // Without a session (signed out in another tab) the root loader is creating a guest: this
  // loader's calls wait for it, or they would be a 401 that restarts the shopper on `/`.
  if (!context.session.hasSession) await shopper();
  try {
    const status = await api.request('paymentStatus', { params: { uuid: params.uuid } });
    // Nothing left to pay (paid, or past the reservation): the result page says so.
    if (status.is_paid || status.next === 'none') {
      throw redirect(`/order-result/${params.uuid}`);
    }
    const methods = await api.request('paymentMethods', { query: { order_uuid: params.uuid } });
    // The method asked for (`?method=`), else the one chosen at checkout's step 3, when the order lists it.
    const requested = new URL(request.url).searchParams.get('method');
    const preferred = isMethod(requested) ? requested : status.method;
    const listed = methods.methods.map((option) => option.method);
    const method = preferred && listed.includes(preferred) ? preferred : null;
    return { methods, method };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403)) {
      // Not theirs as a guest: a shopper signed out in another tab (the order is their account's)
      // is asked to sign in, and the page shows the order once they have; others find nothing.
      if ((await shopper()).kind !== 'user') return data({ methods: null, method: null }, { status: 401 });
      throw data(null, { status: 404 });
    }
    return rethrow(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  if (!isOrderUuid(params.uuid)) throw data(null, { status: 404 });
  return payAction(request, api, params.uuid);
}

// A gift link, a payment's result or a tracked order reads the same in any city.
export const handle: ShellHandle = { isCityOptional: true };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.payTitle),
      description: translate(root, messages.payDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CheckoutPayPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.methods) return <PaySignIn />;
  return <PayView methods={loaderData.methods} method={loaderData.method} />;
}
