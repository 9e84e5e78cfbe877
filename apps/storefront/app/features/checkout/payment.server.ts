/**
 * Server side of paying an order (`/checkout/pay/{uuid}`): the methods offered for it and the form
 * posts that need no card data — STC Pay's mobile and code, Tabby and Tamara (to their hosted
 * pages), a saved card (to 3-D Secure), the wallet alone. Plain form posts, so they work before the
 * page's scripts arrive. The card form and Apple Pay run in the browser (`card-payment.tsx`,
 * `apple-pay.tsx`): card data never passes here.
 */
import type { PaymentOptionMethod as PaymentMethod } from '@hadiya/contract/calls/payments';
import { type ApiClient, ApiError } from '@hadiya/contract/client';
import { data, redirect, redirectDocument } from 'react-router';
import { isSignedOutError } from './pay-session';

export type PayActionResult =
  | { intent: 'stcpay-start'; ok: true; maskedMobile: string; error?: undefined; isSignedOut?: undefined }
  | {
      intent: string;
      ok: false;
      error: string | null;
      field?: string;
      /** The API answered 401 (signed out elsewhere): the page asks for a sign-in, the order stays. */
      isSignedOut?: boolean;
    };

const resultPath = (order: string) => `/order-result/${order}`;

/**
 * Sends the shopper where the provider's answer says (hosted page, 3-D Secure or our result page).
 * A provider's page is a document of its own, even when the offline sandbox serves it from this
 * origin (`/sandbox/…`): the router would otherwise look for it among the app's routes (a 404).
 */
function go(url: string): never {
  const isAppPage = url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/sandbox/');
  throw isAppPage ? redirect(url) : redirectDocument(url);
}

function refusal(intent: string, error: unknown, status = 400) {
  // Not spec §4's restart on `/`: the shopper signs in again here and pays the same order. A 4xx
  // action result also keeps React Router from running the loaders, which would not find the order.
  if (isSignedOutError(error)) {
    return data<PayActionResult>({ intent, ok: false, error: null, isSignedOut: true }, { status: 401 });
  }
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    return data<PayActionResult>(
      { intent, ok: false, error: error.message, field: error.fieldErrors[0]?.field },
      { status: error.statusCode },
    );
  }
  return data<PayActionResult>({ intent, ok: false, error: null }, { status });
}

/** Starts the method the shopper chose for a placed order; every refusal comes back as the server's message. */
export async function startPayment(
  api: ApiClient,
  order: string,
  method: PaymentMethod | 'saved_card',
  form: FormData,
) {
  const body = { order_uuid: order };
  switch (method) {
    case 'tabby':
      return go((await api.request('preTabbyProcessing', { body })).redirect_url);
    case 'tamara':
      return go((await api.request('preTamaraProcessing', { body })).redirect_url);
    case 'wallet':
      await api.request('walletPay', { body });
      return go(resultPath(order));
    case 'saved_card': {
      const cardId = Number(form.get('card_id'));
      return go((await api.request('moyasarPaySaved', { body: { order_uuid: order, card_id: cardId } })).redirect_url);
    }
    default:
      return go(`/checkout/pay/${order}?method=${method}`);
  }
}

/** The pay page's form posts. */
export async function payAction(request: Request, api: ApiClient, order: string) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  try {
    switch (intent) {
      case 'stcpay-start': {
        const started = await api.request('stcPayPay', {
          body: { order_uuid: order, mobile: String(form.get('mobile') ?? '') },
        });
        return data<PayActionResult>({ intent, ok: true, maskedMobile: started.masked_mobile });
      }
      case 'stcpay-otp':
        await api.request('stcPayValidateOtp', { body: { order_uuid: order, otp: String(form.get('otp') ?? '') } });
        return go(resultPath(order));
      case 'tabby':
      case 'tamara':
      case 'wallet':
      case 'saved_card':
        return await startPayment(api, order, intent, form);
      default:
        return data<PayActionResult>({ intent, ok: false, error: null }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // STC Pay: a wrong or expired code fails the attempt; the result page tells what the server knows.
    if (intent === 'stcpay-otp' && error instanceof ApiError && error.statusCode === 402) go(resultPath(order));
    return refusal(intent, error);
  }
}
