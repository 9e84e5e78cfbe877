/**
 * What a shopper sees when a page fails: the store unreachable while a form is sent, a tap while
 * offline, pages the server does not know (their title), a page whose data fails (its title), and
 * an address that does not decode.
 * Always the store's own page, in the page's language, never the framework's or the API's.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { Language } from './account-support';
import { onlyIn, STEP_TIMEOUT, shopperWithBasket, words } from './checkout-support';
import { expectHydrated, expectNoAxeViolations, openHydrated, rememberCity } from './support';

const menuLabel = { ar: 'القائمة', en: 'Menu' } as const;

const texts = {
  ar: {
    unreachable: 'تعذّر الوصول إلى المتجر',
    offline: 'لا يوجد اتصال بالإنترنت',
    retry: 'حاول مرة أخرى',
    notFound: 'الصفحة غير موجودة',
    notFoundTitle: 'الصفحة غير موجودة | هدية',
    failed: 'حدث خطأ ما',
    failedTitle: 'حدث خطأ ما | هدية',
    dir: 'rtl',
  },
  en: {
    unreachable: 'Couldn’t reach the store',
    offline: 'You are offline',
    retry: 'Try again',
    notFound: 'Page not found',
    notFoundTitle: 'Page not found | Hadiya',
    failed: 'Something went wrong',
    failedTitle: 'Something went wrong | Hadiya',
    dir: 'ltr',
  },
} as const;

/** The page is the store's, in this language: never React Router's developer screen. */
async function expectStorePage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', texts[language].dir);
  await expect(page.getByText('Application Error')).toHaveCount(0);
}

for (const language of ['ar', 'en'] as const) {
  const t = texts[language];

  test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    // One width a language keeps the run short; both directions are covered.
    onlyIn(language === 'ar' ? 'mobile' : 'desktop');

    test('a form sent while the store is unreachable says so, with a retry that reloads the page', async ({ page }) => {
      await shopperWithBasket(page, language, [{ slug: 'snake-plant' }]);
      await expect(page.locator('[data-slot="basket-line"]').first()).toBeVisible();
      // The server goes away: every request fails as it would with the server killed, the error
      // screen's own code among them.
      await page.route('**/*', (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: words[language].continue }).click();

      await expect(page.getByRole('heading', { level: 1, name: t.unreachable })).toBeVisible({
        timeout: STEP_TIMEOUT,
      });
      await expectStorePage(page, language);
      await expectNoAxeViolations(page);

      // Back online, the retry brings the page back.
      await page.unroute('**/*');
      await page.getByRole('button', { name: t.retry }).click();
      await expect(page.locator('[data-slot="basket-line"]').first()).toBeVisible({ timeout: STEP_TIMEOUT });
    });

    test('a tap on a product while offline says the shopper is offline', async ({ page, context }) => {
      await rememberCity(page, language);
      await openHydrated(page, '/');
      // The product page's code already came once (as after any earlier visit): only its data is missing.
      const card = page.locator('a[data-slot="product-card-link"]').first();
      await card.click();
      await expect(page).toHaveURL(/\/product\//);
      await page.goBack();
      await expect(page).not.toHaveURL(/\/product\//);

      await context.setOffline(true);
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: t.offline })).toBeVisible();
      await expectStorePage(page, language);
      await expectNoAxeViolations(page);
      await expect(page.getByRole('button', { name: t.retry })).toBeVisible();
      await context.setOffline(false);
    });

    test('code the page can live without that cannot arrive leaves the page as it is', async ({ page }) => {
      // The connection drops before the page's idle-time code arrives: the push client and the
      // chat's loader (and the toast under them), the footer's code, the basket's message dialog.
      const optional = /\/assets\/(after-load-services|toast|footer|message-dialog)[-.]/;
      await page.route(optional, (route) => route.abort('connectionrefused'));
      const triedPushClient = page.waitForRequest(/\/assets\/after-load-services[-.]/, { timeout: STEP_TIMEOUT });
      await shopperWithBasket(page, language, [{ slug: 'snake-plant' }]);
      await triedPushClient;
      await page.waitForTimeout(1_000);
      // Still the basket, with the footer the server drew, not "Couldn't reach the store".
      await expect(page.getByRole('heading', { level: 1, name: t.unreachable })).toHaveCount(0);
      await expect(page.locator('[data-slot="basket-line"]').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      await expectStorePage(page, language);
      // The connection comes back: the waiting code is fetched again (within 5 s) and the next step
      // opens. (Until the footer's code has come, a page change waits for it: React cannot carry a
      // change into a part it has not hydrated.)
      await page.unroute(optional);
      await page.getByRole('button', { name: words[language].continue }).click();
      await expect(page.locator('[data-slot="contact-step"]')).toBeVisible({ timeout: STEP_TIMEOUT });
    });

    test('a tap on Menu while offline opens the menu once the connection is back', async ({ page, context }) => {
      await rememberCity(page, language);
      await openHydrated(page, '/');
      await context.setOffline(true);
      const menuButton = page.getByRole('button', { name: menuLabel[language], exact: true });
      await menuButton.click();
      const menu = page.locator('[data-slot="side-menu"]');
      // Its code could not come: the page stays as it was, and the menu waits.
      await page.waitForTimeout(1_000);
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: t.offline })).toHaveCount(0);
      await expect(page.locator('a[data-slot="product-card-link"]').first()).toBeVisible();
      await context.setOffline(false);
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // An unknown payment is not here: a guest opening a pay link that is not theirs is asked to sign
    // in (it may be their account's order, signed out in another tab; e2e/pay-session.spec.ts).
    test('an unknown product or order has the not-found title', async ({ page }) => {
      await rememberCity(page, language);
      for (const path of ['/product/no-such-slug', '/product/Hello%20World', `/order/${randomUUID()}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
        await expect(page, path).toHaveTitle(t.notFoundTitle);
        // Still there once the page is interactive (the browser renders the title again).
        await expectHydrated(page);
        await expect(page, path).toHaveTitle(t.notFoundTitle);
      }
    });

    test('a page whose data fails has the error page and its title, in the page’s language', async ({ page }) => {
      await rememberCity(page, language);
      await openHydrated(page, '/');
      // The product's data answers with a failure the store did not expect (not a 404, not the network).
      await page.route('**/product/*.data*', (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      );
      await page.locator('a[data-slot="product-card-link"]').first().click();
      await expect(page.getByRole('heading', { level: 1, name: t.failed })).toBeVisible();
      await expect(page).toHaveTitle(t.failedTitle);
      await expectStorePage(page, language);
      await expectNoAxeViolations(page);
    });

    test('an address that does not decode shows the store’s not-found page, not the API’s answer', async ({ page }) => {
      await rememberCity(page, language);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto('/product/%E0%A4%A');
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
      await expect(page).toHaveTitle(t.notFoundTitle);
      await expectHydrated(page);
      await expectStorePage(page, language);
      await expect(page.getByText('"success"')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
