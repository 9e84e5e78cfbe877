/**
 * `/checkout/callback/{provider}` (issue 14 §3): where the card gateway's 3-D Secure page and the
 * pay-later hosted pages send the shopper back. The query string is never trusted: the loader asks
 * the API to confirm (it fetches the payment from the provider and compares it with the order),
 * then sends the shopper to the result page, which shows what the server knows.
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import { data, redirect } from 'react-router';
import { isOrderUuid } from '../features/checkout/order-uuid';
import { loaderContext } from '../lib/loader-context.server';
import type { Route } from './+types/checkout-callback';

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, rethrow } = loaderContext(request, context);
  const url = new URL(request.url);
  const order = url.searchParams.get('order');
  if (!isOrderUuid(order)) throw data(null, { status: 404 });
  try {
    switch (params.provider) {
      case 'moyasar': {
        const paymentId = url.searchParams.get('id') ?? '';
        // Without the gateway's payment id there is nothing to confirm: the result page says so.
        if (PAYMENT_ID.test(paymentId)) {
          await api.request('moyasarCapture', { body: { order_uuid: order, payment_id: paymentId } });
        }
        break;
      }
      case 'tabby':
        await api.request('tabbyConfirm', { body: { order_uuid: order } });
        break;
      case 'tamara':
        await api.request('tamaraConfirm', { body: { order_uuid: order } });
        break;
      default:
        throw data(null, { status: 404 });
    }
  } catch (error) {
    if (isTokenExpired(error)) rethrow(error);
    // A refusal (declined, cancelled, mismatch) is recorded on the order; the result page shows it.
    if (!(error instanceof ApiError)) throw error;
  }
  throw redirect(`/order-result/${order}`);
}
