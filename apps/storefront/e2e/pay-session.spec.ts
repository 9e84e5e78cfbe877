/**
 * The pay page when the shopper's session ends under it (signed out in another tab): the card is
 * not sent to the gateway, the page says why in its language and opens the sign-in dialog, and
 * once signed in the shopper pays the same order. A form post (STC Pay) and a reload say so too.
 */
import { expect, type Page, test } from '@playwright/test';
import { signedInEmailAccount, texts } from './account-support';
import {
  CARDS,
  fillFriend,
  fillSenderPhone,
  onlyIn,
  payByCard,
  placeOrder,
  STEP_TIMEOUT,
  shopperWithBasket,
  toComplete,
  toContact,
  uniqueMobile,
  words,
} from './checkout-support';
import { baseURL, expectNoAxeViolations } from './support';

type Language = 'ar' | 'en';

const sameOrigin = { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin' };

const signedOut = {
  ar: 'تم تسجيل خروجك – سجّل الدخول لمتابعة هذا الطلب',
  en: 'You were signed out – sign in to continue with this order',
} as const;

test.describe.configure({ timeout: 150_000 });

/** A placed order, on its pay page with the method chosen at checkout. */
async function toPayPage(page: Page, language: Language, method: RegExp) {
  await shopperWithBasket(page, language, [{ slug: 'snake-plant' }], { isGuest: false });
  await toContact(page, language);
  await fillFriend(page, language, { phone: uniqueMobile() });
  await fillSenderPhone(page, language, uniqueMobile());
  await toComplete(page, language);
  await placeOrder(page, language, method);
  await page.waitForURL(/\/checkout\/pay\/[0-9a-f-]{36}/, { timeout: STEP_TIMEOUT });
  return page.url().split('?')[0] as string;
}

/** Signed out elsewhere: the API revokes the session and clears its cookie in this browser. */
async function signOutElsewhere(page: Page) {
  const logout = await page.request.get(`${baseURL}/api/account/logout`, { headers: sameOrigin });
  expect(logout.ok(), await logout.text()).toBe(true);
}

/** Signs in through the dialog the page opened (e-mail and password). */
async function signInThroughDialog(page: Page, language: Language, email: string, password: string) {
  const signIn = page.locator('[data-account-dialog="signin"]');
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: texts[language].useEmail }).click();
  const emailDialog = page.locator('[data-account-dialog="signin-email"]');
  await emailDialog.getByRole('textbox', { name: texts[language].email }).fill(email);
  await emailDialog.getByLabel(new RegExp(`^${texts[language].password}`)).fill(password);
  await emailDialog.getByRole('button', { name: texts[language].submitSignIn, exact: true }).click();
  await expect(emailDialog).toBeHidden({ timeout: STEP_TIMEOUT });
}

test.describe('an e-mail account at 375 px, in Arabic', () => {
  onlyIn('mobile');

  test('signed out in another tab: Pay creates no gateway payment, says so, and the same order is paid after signing in', async ({
    page,
  }) => {
    const w = words.ar;
    const { email, password } = await signedInEmailAccount(page, 'ar');
    const payUrl = await toPayPage(page, 'ar', /بطاقة/);
    const form = page.locator('[data-slot="card-payment"]');
    await expect(form).toBeVisible({ timeout: STEP_TIMEOUT });

    // Every payment the browser asks the gateway for.
    const gatewayPayments: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v1\/payments$/.test(new URL(request.url()).pathname)) {
        gatewayPayments.push(request.url());
      }
    });

    await form.getByRole('textbox', { name: w.cardName }).fill('Noura Saleh');
    await form.getByRole('textbox', { name: w.cardNumber }).fill(CARDS.approved);
    await form.getByRole('textbox', { name: w.cardExpiry }).fill('12/30');
    await form.getByRole('textbox', { name: w.cardCvc }).fill('123');
    await signOutElsewhere(page);
    await form.getByRole('button', { name: w.pay }).click();

    // Told in the page's language, on the same page, with the sign-in dialog open.
    const notice = page.locator('[data-slot="pay-sign-in"]');
    await expect(notice.getByRole('alert')).toHaveText(signedOut.ar);
    await expect(page.locator('[data-account-dialog="signin"]')).toBeVisible();
    expect(page.url().split('?')[0]).toBe(payUrl);
    expect(gatewayPayments).toEqual([]);
    await expectNoAxeViolations(page);

    // Signed in again: the same order's pay page, and the card pays it.
    await signInThroughDialog(page, 'ar', email, password);
    await expect(notice).toBeHidden();
    expect(page.url().split('?')[0]).toBe(payUrl);
    await payByCard(page, 'ar', CARDS.approved);
    expect(gatewayPayments).toHaveLength(1);
    await expect(page.getByRole('heading', { name: w.success })).toBeVisible();
  });
});

test.describe('an e-mail account at 1280 px, in English', () => {
  onlyIn('desktop');

  test('signed out in another tab: a form post (STC Pay) and a reload ask for a sign-in, then the order is back', async ({
    page,
  }) => {
    const w = words.en;
    const { email, password } = await signedInEmailAccount(page, 'en');
    const payUrl = await toPayPage(page, 'en', /STC Pay/);
    await page.getByRole('textbox', { name: w.stcMobile }).fill(`05${uniqueMobile().slice(1)}`);
    await signOutElsewhere(page);
    await page.getByRole('button', { name: w.stcSend }).click();

    const notice = page.locator('[data-slot="pay-sign-in"]');
    await expect(notice.getByRole('alert')).toHaveText(signedOut.en);
    await expect(page.locator('[data-account-dialog="signin"]')).toBeVisible();
    expect(page.url().split('?')[0]).toBe(payUrl);
    // The method's own form shows no second, generic error.
    await expect(page.locator('[data-slot="payment-method-list"] ~ section [role="alert"]')).toHaveCount(0);

    // A reload as the new guest: not a 404, not the home page, but the sign-in.
    await page.reload();
    expect(page.url().split('?')[0]).toBe(payUrl);
    await expect(page.locator('[data-slot="pay-sign-in"]').getByRole('alert')).toHaveText(
      'Sign in to continue with this order',
    );
    await signInThroughDialog(page, 'en', email, password);
    await expect(page.locator('[data-slot="payment-method-list"]')).toBeVisible({ timeout: STEP_TIMEOUT });
    await expect(page.locator('[data-slot="amount-due"]')).toBeVisible();
    expect(page.url().split('?')[0]).toBe(payUrl);
  });
});
