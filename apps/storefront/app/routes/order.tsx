/**
 * `/my-orders/{uuid}` (issue 15 §1): one order of the shopper — items, recipient or cafe branch,
 * date and slot, message card (editable until the gift is wrapped: `PUT /orders/{uuid}/message-card`
 * through this route's action), payment, the tax invoice and the status timeline.
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { isOrderUuid } from '../features/checkout/order-uuid';
import { OrderView } from '../features/orders/order-view';
import { messages } from '../features/orders/orders.messages';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, rethrow } = loaderContext(request, context);
  if (!isOrderUuid(params.uuid)) throw data(null, { status: 404 });
  try {
    const order = await api.request('orderDetail', { params: { uuid: params.uuid } });
    return { order };
  } catch (error) {
    // Someone else's order answers as an unknown one.
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403)) {
      throw data(null, { status: 404 });
    }
    return rethrow(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  if (!isOrderUuid(params.uuid)) throw data(null, { status: 404 });
  const form = await request.formData();
  try {
    await api.request('orderMessageCard', {
      params: { uuid: params.uuid },
      body: { message_card: String(form.get('message_card') ?? '') },
    });
    return { ok: true, message: null as string | null, field: null as string | null, at: Date.now() };
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      const field = error.fieldErrors.find((item) => item.field === 'message_card');
      return data(
        { ok: false, message: field?.message ?? error.message, field: field ? 'message_card' : null, at: Date.now() },
        { status: error.statusCode },
      );
    }
    throw error;
  }
}

// A gift link, a payment's result or a tracked order reads the same in any city.
export const handle: ShellHandle = { isCityOptional: true };

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.orderTitle, { number: loaderData?.order.order_number ?? '' }),
      description: translate(root, messages.orderDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { order } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">
        {intl.formatMessage(messages.orderTitle, { number: <bdi dir="ltr">{order.order_number}</bdi> })}
      </h1>
      <OrderView key={actionData?.at} order={order} cardResult={actionData} />
    </div>
  );
}
