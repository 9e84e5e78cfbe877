/**
 * Helpers of the after-purchase end-to-end tests (issue 15 §7): a signed-in buyer set up through
 * the API as the storefront's own pages call it (session cookie, same-origin headers), a gift paid
 * from the wallet (the fastest sandbox path: no gateway page), the operator API that moves the
 * order along its state machine, and the recipient's link read from the dev outbox.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Language } from './account-support';
import { uniqueMobile, waitForMessage } from './checkout-support';
import { baseURL, operatorFile, rememberCity } from './support';

const sameOrigin = { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin' };

export const texts = {
  ar: {
    ordersTitle: 'طلباتي',
    allTab: 'كل الطلبات',
    deliveredTab: 'تم توصيلها',
    trackTitle: 'تتبع هديتك',
    trackNumber: 'رقم الطلب',
    trackPhone: 'رقم الجوال',
    trackSubmit: 'تتبع',
    walletTitle: 'المحفظة',
    giftOr: 'ليست لك؟',
    giftDecline: 'رفض الهدية',
    giftDeclined: 'لقد رفضت الهدية',
    saveCard: 'حفظ بطاقة الإهداء',
    cardSaved: 'تم حفظ بطاقة الإهداء.',
    rateSubmit: 'أرسل تقييمي',
    rateThanks: 'شكراً لتقييم طلبك!',
    great: 'رائع',
  },
  en: {
    ordersTitle: 'My orders',
    allTab: 'All orders',
    deliveredTab: 'Delivered',
    trackTitle: 'Track your gift',
    trackNumber: 'Order number',
    trackPhone: 'Mobile number',
    trackSubmit: 'Track',
    walletTitle: 'Wallet',
    giftOr: 'Not for you?',
    giftDecline: 'Decline the gift',
    giftDeclined: 'You declined the gift',
    saveCard: 'Save the message card',
    cardSaved: 'The message card is saved.',
    rateSubmit: 'Send my rating',
    rateThanks: 'Thank you for rating your order!',
    great: 'Great',
  },
} as const;

/** The operator API as the store's staff use it (the running server's operator key, from loopback). */
export async function operator<T>(method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<T> {
  const { port, key } = JSON.parse(readFileSync(operatorFile, 'utf8')) as { port: number; key: string };
  const response = await fetch(`http://127.0.0.1:${port}/api/operator${apiPath}`, {
    method,
    headers: { 'x-operator-key': key, 'content-type': 'application/json', language: 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; message: string };
  expect(response.status, `${apiPath}: ${payload.message}`).toBe(200);
  return payload.data;
}

/** Moves the order one step along its state machine, as the operator does. */
export async function moveOrder(uuid: string, to: string) {
  await operator('POST', `/orders/${uuid}/transition`, { to, reason: `e2e: ${to}` });
}

/** Cancels the order as the operator does: what was paid goes back to the payment. */
export async function cancelOrder(uuid: string) {
  await operator('POST', `/orders/${uuid}/cancel`, {
    status: 'cancelled',
    reason: 'e2e: cancelled',
    refund_to: 'original',
  });
}

async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown, language = 'en') {
  const response = await page.request.fetch(`${baseURL}/api${path}`, {
    method,
    headers: { ...sameOrigin, language },
    data,
  });
  const body = (await response.json()) as { data: T; message: string };
  expect(response.ok(), `${method} ${path}: ${body.message}`).toBe(true);
  return body.data;
}

export interface Buyer {
  phone: string;
  userId: number;
  cityId: number;
}

/**
 * A signed-in buyer (a mobile account, named) in the page's browser context: the city and
 * language chosen, the session cookie set by the sign-in call, and a wallet bonus to pay with.
 */
export async function signedInBuyer(page: Page, language: Language, bonusHalalas = 100_000): Promise<Buyer> {
  const region = await rememberCity(page, language);
  const phone = uniqueMobile();
  await call(page, 'POST', '/account/sendOtp', { phone_code: '966', phone_number: phone });
  const sms = await waitForMessage(`966${phone}`, (entry) => /(?<!\d)\d{4}(?!\d)/.test(entry.text), 'sms');
  const otp = /(?<!\d)\d{4}(?!\d)/.exec(sms.text)?.[0] ?? '';
  await call(page, 'POST', '/account/verifyOtp', { phone_code: '966', phone_number: phone, otp });
  await call(page, 'POST', '/user/update-name', { name: 'Noura' });
  const user = await call<{ id: number }>(page, 'GET', '/user');
  await operator('POST', '/wallet/bonus', { user_id: user.id, amount_halalas: bonusHalalas, reason: 'e2e bonus' });
  return { phone, userId: user.id, cityId: region.id };
}

/** The product's id and its first colour in stock. */
async function productOf(page: Page, slug: string, cityId: number) {
  const product = await call<{ id: number; colors: { id: number; is_sold_out: boolean }[] }>(
    page,
    'GET',
    `/products/product/${slug}?cities_id=${cityId}`,
  );
  const color = product.colors.find((candidate) => !candidate.is_sold_out);
  return { product_id: product.id, product_color: color?.id ?? null };
}

export interface PaidGift {
  uuid: string;
  number: string;
  recipientPhone: string;
  /** The recipient's private link (`/gift/{token}`), from the SMS in the outbox. */
  link: string;
  /** The delivery date the buyer chose (`YYYY-MM-DD`), when they gave the address themselves. */
  deliveryDate: string | null;
}

/** The first bookable delivery date and slot of the city, as the checkout's slot picker reads them. */
async function firstSlot(page: Page, cityId: number) {
  const slots = await call<{ dates: { date: string; slots: { id: number; is_available: boolean }[] }[] }>(
    page,
    'POST',
    '/delivery/available-time-slots',
    { cities_id: cityId },
  );
  const day = slots.dates.find((candidate) => candidate.slots.some((slot) => slot.is_available));
  expect(day, 'a bookable delivery slot').toBeTruthy();
  return { date: day?.date ?? '', slot: day?.slots.find((slot) => slot.is_available)?.id ?? 0 };
}

/**
 * A gift to a friend, paid entirely from the wallet (checkout's API, as the `/cart` tabs call it):
 * by default the friend supplies the address through the SMS link (paid at once, waiting for the
 * recipient); with `buyerChoosesSlot` the buyer gives the address, date and slot (accepted at once,
 * and the recipient's SMS at acceptance carries the link).
 */
export async function giftPaidByWallet(
  page: Page,
  buyer: Buyer,
  slug = 'snake-plant',
  { buyerChoosesSlot = false } = {},
): Promise<PaidGift> {
  const city = buyer.cityId;
  await call(page, 'POST', `/user/shopping-cart?cities_id=${city}`, {
    ...(await productOf(page, slug, city)),
    product_qty: 1,
  });
  const recipientPhone = uniqueMobile();
  const slot = buyerChoosesSlot ? await firstSlot(page, city) : null;
  await call(page, 'PUT', `/checkout?cities_id=${city}`, {
    delivery_type: 'friend_delivery',
    recipient: {
      name: 'Sara',
      phone_code: '966',
      phone_number: recipientPhone,
      ...(slot ? { city_id: city, address: '7 King Fahd Road, Riyadh' } : {}),
    },
    ...(slot ? { delivery_date: slot.date, slot_id: slot.slot } : { recipient_supplies_address: true }),
    message_card: 'Happy birthday!',
    terms_accepted: true,
  });
  await call(page, 'POST', `/wallet/apply?cities_id=${city}`, { use: true });
  const placed = await call<{ order_uuid: string; order_number: string; payment_status: string; status: string }>(
    page,
    'POST',
    `/orders/place-order?cities_id=${city}`,
    { idempotency_key: `e2e-${recipientPhone}-${Date.now()}` },
  );
  expect(placed).toMatchObject({ payment_status: 'paid', status: slot ? 'accepted' : 'waiting_for_recipient' });
  const sms = await waitForMessage(`966${recipientPhone}`, (entry) => /\/gift\/[A-Za-z0-9_-]+/.test(entry.text), 'sms');
  const link = /\/gift\/[A-Za-z0-9_-]+/.exec(sms.text)?.[0] ?? '';
  return {
    uuid: placed.order_uuid,
    number: placed.order_number,
    recipientPhone,
    link,
    deliveryDate: slot?.date ?? null,
  };
}

/** The buyer's wallet balance (halalas) as the API reports it. */
export async function walletBalance(page: Page): Promise<number> {
  return (await call<{ balance: number }>(page, 'GET', '/user/wallet')).balance;
}
