/**
 * Server side of the `/cart` tabs (spec §2, issue 14 §1–2): the checkout state kept on the cart
 * (`GET/PUT /checkout`), what each step needs, and the steps' form posts — plain posts, so every
 * step works before the page's scripts arrive. Every figure comes from the server.
 */

import { calls } from '@hadiya/contract';
import type { CheckoutState, CheckoutUpdateBody, PlaceOrderResult } from '@hadiya/contract/calls/checkout';
import { type ApiClient, ApiError, createApiClient, isTokenExpired } from '@hadiya/contract/client';
import type { CheckoutStep } from '@hadiya/contract/orders';
import type { Locale } from '@hadiya/ui';
import { data, redirect } from 'react-router';
import type { RequestSession } from '../../lib/session.server';
import { contactBodyOf, engravingsOf } from './checkout-form-data';
import { startPayment } from './payment.server';

const STEP_ORDER: readonly CheckoutStep[] = ['basket', 'contact', 'complete'];

/** The tab to show: the one asked for (`?step=`) when the steps before it are complete, else the server's. */
export function viewStepOf(state: CheckoutState, requested: string | null): CheckoutStep {
  const asked = STEP_ORDER.find((step) => step === requested);
  if (!asked) return state.step;
  const index = STEP_ORDER.indexOf(asked);
  const isReachable = STEP_ORDER.slice(0, index).every((step) => state.steps[step].complete);
  return isReachable ? asked : state.step;
}

export async function checkoutStepData(api: ApiClient, step: CheckoutStep, cityId: number) {
  if (step === 'contact') {
    const [branches, slots] = await Promise.all([
      api.request('cafeBranches', { query: { cities_id: cityId } }).catch(() => []),
      api.request('timeSlots', { body: { cities_id: cityId } }).catch(() => null),
    ]);
    return { branches, slots, coupons: [] };
  }
  if (step === 'complete') {
    const coupons = await api.request('couponsAvailable', { query: { cities_id: cityId }, body: {} }).catch(() => []);
    return { branches: [], slots: null, coupons: coupons.filter((coupon) => coupon.is_applicable) };
  }
  return { branches: [], slots: null, coupons: [] };
}

export type CheckoutActionResult = {
  intent: string;
  ok: boolean;
  /** The server's message (spec §8 dialog), or a §5 prompt's text. */
  message: string | null;
  /** Info-styled (a coupon refusal, spec §8) rather than error-styled. */
  tone: 'error' | 'info';
  /** Field errors as the API named them (`recipient.phone_number`). */
  fields: Record<string, string>;
  /** The place-order key to reuse when the outcome of the attempt is unknown (network, 5xx). */
  idempotencyKey?: string;
  /** Signed out since the page was shown (another tab): the page asks to sign in again. */
  reason?: 'signed_out';
  at: number;
};

function answer(
  result: Omit<CheckoutActionResult, 'at' | 'fields' | 'tone'> & Partial<CheckoutActionResult>,
  status = 200,
) {
  return data<CheckoutActionResult>({ fields: {}, tone: 'error', ...result, at: Date.now() }, { status });
}

function refused(intent: string, error: unknown, extra: Partial<CheckoutActionResult> = {}) {
  if (isTokenExpired(error)) throw error;
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
    return answer(
      {
        intent,
        ok: false,
        message: error.message,
        fields: Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message])),
        ...extra,
      },
      error.statusCode,
    );
  }
  return answer({ intent, ok: false, message: null, ...extra }, 502);
}

/** The API with an `Idempotency-Key` on every request (place-order). */
function withIdempotencyKey(baseUrl: string, locale: Locale, session: RequestSession, key: string): ApiClient {
  return createApiClient({
    baseUrl,
    getLanguage: () => locale,
    responseSchemas: calls,
    onTokenExpired: () => session.expire(),
    fetch: (input, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('idempotency-key', key);
      return session.fetch(input, { ...init, headers });
    },
  });
}

interface ActionContext {
  api: ApiClient;
  cityId: number | undefined;
  locale: Locale;
  apiBaseUrl: string;
  session: RequestSession;
  isSignedIn: () => Promise<boolean>;
}

/** The `/cart` form posts, by `intent`. */
export async function checkoutAction(request: Request, context: ActionContext) {
  const { api, cityId } = context;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const query = { cities_id: cityId };
  const update = (body: CheckoutUpdateBody) => api.request('checkoutUpdate', { query, body });
  try {
    switch (intent) {
      case 'go-contact':
        await update({ step: 'contact' });
        throw redirect('/cart');
      case 'go-basket':
      case 'go-back': {
        const step = String(form.get('step') ?? 'basket');
        await update({ step: step === 'contact' ? 'contact' : 'basket' });
        throw redirect('/cart');
      }
      case 'contact': {
        const state = await api.request('checkoutRead', { query });
        // Each line's engraving text goes to its cart line (the server checks the product's limit).
        const engravings = engravingsOf(form);
        if (engravings.size > 0) {
          const cart = await api.request('cartRead', { query });
          for (const line of cart.items) {
            const text = engravings.get(line.id);
            if (text === undefined || text === line.engrave_text) continue;
            await api.request('cartUpdate', {
              params: { id: line.id },
              query: { cities_id: cityId as number },
              body: {
                product_id: line.product_id,
                product_qty: line.product_qty,
                product_color: line.product_color,
                addon_product_ids: line.addon_product_ids,
                engrave_text: text,
              },
            });
          }
        }
        // Saved first (a reload keeps what was typed), then the move to the next tab, which the
        // server refuses with §5's prompt while the step is incomplete.
        const asksSenderPhone = !state.is_guest && !state.profile?.phone_number;
        const saved = await update(contactBodyOf(form, { isGuest: state.is_guest, asksSenderPhone }));
        if (!saved.steps.contact.complete) {
          return answer({ intent, ok: false, message: saved.steps.contact.message ?? saved.prompt_message }, 400);
        }
        await update({ step: 'complete' });
        throw redirect('/cart');
      }
      case 'coupon-apply':
        await api.request('couponApply', { query, body: { code: String(form.get('code') ?? '') } });
        return answer({ intent, ok: true, message: null });
      case 'coupon-remove':
        await update({ coupon_code: null });
        return answer({ intent, ok: true, message: null });
      case 'wallet':
        await api.request('walletApply', { query, body: { use: form.get('use') === 'true' } });
        return answer({ intent, ok: true, message: null });
      case 'place-order':
        return await placeOrder(form, context);
      default:
        return answer({ intent, ok: false, message: null }, 400);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // Spec §8: a refused coupon shows the info-styled dialog.
    return refused(intent, error, intent === 'coupon-apply' ? { tone: 'info' } : {});
  }
}

const METHODS = ['card', 'applepay', 'stcpay', 'tabby', 'tamara', 'wallet'] as const;

/** A whole number of halalas the form carries, or undefined. */
function halalasIn(form: FormData, name: string): number | undefined {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw)) return undefined;
  return Number(raw);
}

async function placeOrder(form: FormData, { api, cityId, locale, apiBaseUrl, session, isSignedIn }: ActionContext) {
  const intent = 'place-order';
  const query = { cities_id: cityId };
  // Signed out in another tab since this page was shown: as a guest the order would find another
  // (empty) cart. The account's cart is intact; signing in again brings it back.
  if (form.get('placed_as') === 'user' && !(await isSignedIn())) {
    return answer({ intent, ok: false, message: null, reason: 'signed_out' }, 401);
  }
  const chosen = String(form.get('payment_method') ?? '');
  const method = METHODS.find((candidate) => candidate === chosen) ?? null;
  const state = await api.request('checkoutUpdate', {
    query,
    body: { terms_accepted: form.get('terms') === 'on', payment_method: method },
  });
  // Spec §5: the first prompt that stops the order (terms, delivery time, payment or wallet).
  if (state.prompt) return answer({ intent, ok: false, message: state.prompt_message }, 400);
  const key = String(form.get('idempotency_key') ?? '');
  if (!/^[A-Za-z0-9-]{8,100}$/.test(key)) return answer({ intent, ok: false, message: null }, 400);
  let placed: PlaceOrderResult;
  try {
    placed = await withIdempotencyKey(apiBaseUrl, locale, session, key).request('placeOrder', {
      query,
      body: {
        cities_id: cityId,
        idempotency_key: key,
        // The summary the shopper confirmed: the server refuses (409) when its figures now differ.
        expected_total: halalasIn(form, 'expected_total'),
        expected_amount_due: halalasIn(form, 'expected_amount_due'),
      },
    });
  } catch (error) {
    // The outcome is unknown (network, 5xx): the retry sends the same key, so at most one order.
    const isUnknown = !(error instanceof ApiError) || error.statusCode >= 500 || error.statusCode === 0;
    return refused(intent, error, isUnknown ? { idempotencyKey: key } : {});
  }
  const order = placed.order_uuid;
  try {
    return await startPayment(api, order, placed.amount_due === 0 ? 'wallet' : (method ?? 'card'), form);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isTokenExpired(error)) throw error;
    // A provider's refusal (Tabby pre-scoring, Tamara's limits): the pay page lists why, and the
    // others, with the method chosen here still chosen.
    throw redirect(`/checkout/pay/${order}${method ? `?method=${method}` : ''}`);
  }
}
