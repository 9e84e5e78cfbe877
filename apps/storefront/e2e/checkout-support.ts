/**
 * Helpers of the checkout end-to-end tests: a shopper with a filled basket (added through the
 * cart API as the storefront's own pages do, with the session cookie), the steps of `/cart`, the
 * card form and the sandboxes' pages. Codes and e-mails come from the dev outbox, never a backdoor.
 */
import { expect, type Page, test } from '@playwright/test';
import type { Language } from './account-support';
import { baseURL, expectNoAxeViolations, openHydrated, rememberCity } from './support';

/** Runs the test only in one project (spreads languages and widths, PLAN.md's CI budget). */
export function onlyIn(project: 'mobile' | 'desktop') {
  test.skip(({ isMobile }) => isMobile !== (project === 'mobile'), `runs at the ${project} width only`);
}

export const words = {
  ar: {
    continue: 'متابعة',
    buyer: 'بياناتك',
    recipient: 'المستلم',
    guestName: 'الاسم',
    guestPhone: 'الهاتف',
    senderPhone: 'رقم جوالك',
    guestEmail: 'البريد الإلكتروني',
    friend: 'توصيل إلى صديق',
    cafe: 'الاستلام من المقهى',
    recipientMobile: 'الجوال',
    address: 'العنوان',
    supplies: /دع صديقي يكتب العنوان/,
    hideName: 'إخفاء اسمي عن المستلم',
    pickupName: 'من سيستلمها',
    terms: 'أوافق على الشروط والأحكام',
    termsLink: 'الشروط والأحكام',
    placeOrder: 'تأكيد الطلب',
    coupon: 'رمز الخصم',
    apply: 'تطبيق',
    useWallet: 'استخدم رصيد محفظتي',
    cardName: 'الاسم على البطاقة',
    cardNumber: 'رقم البطاقة',
    cardExpiry: 'تاريخ الانتهاء',
    cardCvc: 'رمز الأمان (CVC)',
    saveCard: /احفظ هذه البطاقة/,
    pay: /^ادفع /,
    approve: 'الموافقة على الدفع',
    success: 'شكراً لك! تم تأكيد طلبك',
    failed: 'فشلت عملية الدفع',
    cancelled: 'تم إلغاء عملية الدفع',
    retry: 'جرّب طريقة دفع أخرى',
    stcMobile: 'رقم جوال STC Pay',
    stcSend: 'أرسل الرمز',
    stcOtp: 'رمز STC Pay',
    stcConfirm: 'تأكيد الدفع',
    inProgress: 'جارٍ معالجة عملية الدفع',
    emptyBag: 'حقيبتك فارغة',
    steps: 'خطوات إتمام الطلب',
    giftAddress: 'عنوانك',
    giftSubmit: 'أرسل عنواني',
    giftDone: /شكرا لك! هديتك في طريقها/,
    giftExpired: /انتهت صلاحية هذا الرابط/,
  },
  en: {
    continue: 'Continue',
    buyer: 'Your details',
    recipient: 'Recipient',
    guestName: 'Name',
    guestPhone: 'Phone',
    senderPhone: 'Your mobile number',
    guestEmail: 'Email',
    friend: 'Deliver to a friend',
    cafe: 'Pick up at a cafe',
    recipientMobile: 'Mobile',
    address: 'Address',
    supplies: /Let my friend fill in the address/,
    hideName: 'Hide my name from the recipient',
    pickupName: 'Who picks it up',
    terms: 'I accept the terms and conditions',
    termsLink: 'terms and conditions',
    placeOrder: 'Place order',
    coupon: 'Promo code',
    apply: 'Apply',
    useWallet: 'Use my wallet balance',
    cardName: 'Name on card',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry date',
    cardCvc: 'Security code (CVC)',
    saveCard: /Save this card/,
    pay: /^Pay /,
    approve: 'Approve the payment',
    success: 'Thank you! Your order is confirmed',
    failed: 'Your payment is Failed',
    cancelled: 'Your payment is Canceled',
    retry: 'Try another payment method',
    stcMobile: 'STC Pay mobile number',
    stcSend: 'Send the code',
    stcOtp: 'STC Pay code',
    stcConfirm: 'Confirm payment',
    inProgress: 'Your payment is being processed',
    emptyBag: 'Your bag is empty',
    steps: 'Checkout steps',
    giftAddress: 'Your address',
    giftSubmit: 'Send my address',
    giftDone: /Thank you! Your gift is on its way/,
    giftExpired: /This link has expired/,
  },
} as const;

/** A step crosses an action, a loader and the step's own chunk: slower than one expect on a busy machine. */
export const STEP_TIMEOUT = 30_000;

/** Moyasar's test cards (reference §1.8). */
export const CARDS = { approved: '4111111111111111', declined: '4201321234411220' } as const;

const sameOrigin = { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin' };

/** The product's id and its first colour in stock (a product with colours needs one). */
export async function productOf(
  slug: string,
  cityId: number,
): Promise<{ product_id: number; product_color: number | null }> {
  const response = await fetch(`${baseURL}/api/products/product/${slug}?cities_id=${cityId}`, {
    headers: { language: 'en' },
  });
  const body = (await response.json()) as { data: { id: number; colors: { id: number; is_sold_out: boolean }[] } };
  const color = body.data.colors.find((candidate) => !candidate.is_sold_out);
  return { product_id: body.data.id, product_color: color?.id ?? null };
}

/**
 * A guest (or the signed-in shopper of the page's context) with the city chosen and these
 * products in the basket, on `/cart`.
 */
export async function shopperWithBasket(
  page: Page,
  language: Language,
  lines: { slug: string; quantity?: number; engrave?: string }[],
  { isGuest = true, isOpened = true } = {},
) {
  const region = await rememberCity(page, language);
  if (isGuest) {
    const guest = await page.request.post(`${baseURL}/api/account/login-as-guest`, {
      headers: sameOrigin,
      data: { device_id: 'Web', device_token: 'web_token' },
    });
    expect(guest.ok()).toBe(true);
  }
  for (const line of lines) {
    const added = await page.request.post(`${baseURL}/api/user/shopping-cart?cities_id=${region.id}`, {
      headers: sameOrigin,
      data: {
        ...(await productOf(line.slug, region.id)),
        product_qty: line.quantity ?? 1,
        ...(line.engrave ? { engrave_text: line.engrave } : {}),
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  if (isOpened) await openHydrated(page, '/cart');
  return region;
}

/** Basket → contact information. */
export async function toContact(page: Page, language: Language) {
  await expect(page.locator('[data-slot="basket-line"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words[language].continue }).click();
  await expect(page.locator('[data-slot="contact-step"]')).toBeVisible({ timeout: STEP_TIMEOUT });
}

/** The guest's own name and phone (and the optional e-mail, which Tabby and Tamara need). */
export async function fillGuest(page: Page, language: Language, phone: string, { email }: { email?: string } = {}) {
  const buyer = page.getByRole('group', { name: words[language].buyer });
  await buyer.getByRole('textbox', { name: new RegExp(`^${words[language].guestName}`) }).fill('Noura');
  await buyer.getByRole('textbox', { name: new RegExp(`^${words[language].guestPhone}`) }).fill(phone);
  if (email) await buyer.getByRole('textbox', { name: new RegExp(`^${words[language].guestEmail}`) }).fill(email);
}

/** A signed-in shopper whose account has no mobile gives one at the contact step. */
export async function fillSenderPhone(page: Page, language: Language, phone: string) {
  const buyer = page.getByRole('group', { name: words[language].buyer });
  await buyer.getByRole('textbox', { name: new RegExp(`^${words[language].senderPhone}`) }).fill(phone);
}

/** Deliver to a friend with their address (or only their mobile when they supply it). */
export async function fillFriend(
  page: Page,
  language: Language,
  {
    phone,
    suppliesAddress = false,
    hideName = false,
  }: { phone: string; suppliesAddress?: boolean; hideName?: boolean },
) {
  const w = words[language];
  await page.getByRole('radio', { name: w.friend }).check();
  const recipient = page.getByRole('group', { name: w.recipient });
  await recipient.getByRole('textbox', { name: new RegExp(`^${w.guestName}`) }).fill('Sara');
  await recipient.getByRole('textbox', { name: new RegExp(`^${w.recipientMobile}`) }).fill(phone);
  if (suppliesAddress) await recipient.getByRole('checkbox', { name: w.supplies }).check();
  else await recipient.getByRole('textbox', { name: new RegExp(`^${w.address}`) }).fill('12 Olaya Street, Riyadh');
  if (hideName) await recipient.getByRole('checkbox', { name: w.hideName }).check();
}

/** Contact information → complete order (axe on the filled step first). */
export async function toComplete(page: Page, language: Language) {
  await expectNoAxeViolations(page);
  await page.locator('[data-slot="contact-step"]').getByRole('button', { name: words[language].continue }).click();
  await expect(page.locator('[data-slot="complete-step"]')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expectNoAxeViolations(page);
}

/** Picks the method, accepts the terms and places the order. */
export async function placeOrder(page: Page, language: Language, method: RegExp | null) {
  const w = words[language];
  // The radio sits under its label (which checks it); the click lands on the label.
  if (method)
    await page.locator('[data-slot="place-order"]').getByRole('radio', { name: method }).check({ force: true });
  // The terms are one tap away, in a new tab so the checkout stays.
  const termsLink = page.locator('[data-slot="place-order"]').getByRole('link', { name: w.termsLink });
  await expect(termsLink).toHaveAttribute('href', '/terms');
  await expect(termsLink).toHaveAttribute('target', '_blank');
  await page.getByRole('checkbox', { name: w.terms }).check({ force: true });
  await page.getByRole('button', { name: w.placeOrder }).click();
}

/** The card form on the pay page → the gateway's 3-D Secure page → approve. */
export async function payByCard(
  page: Page,
  language: Language,
  card: string,
  { hasThreeDs = true, saveCard = false } = {},
) {
  const w = words[language];
  const form = page.locator('[data-slot="card-payment"]');
  await expect(form).toBeVisible({ timeout: STEP_TIMEOUT });
  await expectNoAxeViolations(page);
  await form.getByRole('textbox', { name: w.cardName }).fill('Noura Saleh');
  await form.getByRole('textbox', { name: w.cardNumber }).fill(card);
  await form.getByRole('textbox', { name: w.cardExpiry }).fill('12/30');
  await form.getByRole('textbox', { name: w.cardCvc }).fill('123');
  if (saveCard) await form.getByRole('checkbox', { name: w.saveCard }).check({ force: true });
  await form.getByRole('button', { name: w.pay }).click();
  // The gateway's issuer page (the sandbox's), then back through our callback.
  // A card the gateway declines at once never reaches the issuer's page.
  if (hasThreeDs) {
    await page.waitForURL(/\/sandbox\/moyasar\//, { timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: w.approve }).click();
  }
  await page.waitForURL(/\/order-result\//, { timeout: STEP_TIMEOUT });
}

interface OutboxEntry {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

export async function outbox(to: string, channel?: 'sms' | 'email'): Promise<OutboxEntry[]> {
  const query = new URLSearchParams({ to, ...(channel ? { channel } : {}) });
  const response = await fetch(`${baseURL}/api/dev/outbox?${query}`);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/** The newest message to `to` that matches, waiting for it. */
export async function waitForMessage(to: string, matches: (entry: OutboxEntry) => boolean, channel?: 'sms' | 'email') {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(to, channel)).find(matches);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxEntry;
}

let sequence = 0;
/** A Saudi mobile number (5 and eight digits) no other test uses. */
export function uniqueMobile(): string {
  sequence += 1;
  return `5${String((Date.now() * 10 + sequence) % 100_000_000).padStart(8, '0')}`;
}
