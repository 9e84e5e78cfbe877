/**
 * `/order-result/{uuid}` (spec §8, issue 14 §3–4): the result of paying an order — success, failed
 * ('Your payment is Failed') or cancelled ('Your payment is Canceled') — rendered only from what the
 * server knows (`GET /orders/{uuid}/payment-status`). Opening this address by hand shows nothing
 * paid unless the order is paid.
 */
import { ApiError } from '@hadiya/contract/client';
import { data } from 'react-router';
import { isOrderUuid } from '../features/checkout/order-uuid';
import { messages } from '../features/checkout/payment.messages';
import { ResultView } from '../features/checkout/result-view';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/order-result';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, rethrow } = loaderContext(request, context);
  if (!isOrderUuid(params.uuid)) throw data(null, { status: 404 });
  try {
    const status = await api.request('paymentStatus', { params: { uuid: params.uuid } });
    return { status };
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403)) {
      throw data(null, { status: 404 });
    }
    return rethrow(error);
  }
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
      description: translate(root, messages.resultDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderResultPage({ loaderData }: Route.ComponentProps) {
  return <ResultView status={loaderData.status} />;
}
