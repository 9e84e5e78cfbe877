import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openHydrated } from './support';

test('a first visit: pick a city, browse, search in Arabic, open a product and switch to English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The city picker opens by itself and refuses to close until a city is chosen.
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(picker).toBeVisible();
  // A tap on the menu button that reaches it (one made before the page hydrated, replayed then)
  // does not open the menu under the picker.
  await page.locator('[data-slot="header-menu"]').dispatchEvent('click');
  await expect(page.locator('[data-slot="side-menu"]')).toHaveCount(0);

  await picker.getByRole('searchbox').fill('الرياض');
  // Typing wakes the page's code. A Save before it has hydrated posts the form instead (the test
  // without scripts below): this one follows the hydrated picker.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await picker.getByText('الرياض', { exact: true }).click();
  await picker.getByRole('button', { name: 'حفظ' }).click();
  await expect(picker).toBeHidden();
  // Nothing opened the picker: focus goes to the button that reopens it, not to the page's body.
  await expect(page.locator('[data-slot="header-city"]')).toBeFocused();

  // Home shows the chosen city and its products.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('الرياض');
  // 'Deliver to {city}' reopens the picker, which now closes like any dialog.
  await page.getByRole('button', { name: /الرياض/ }).click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedRegion') ?? 'null'));
  expect(stored).toMatchObject({ city_name: 'Riyadh', city_name_ar: 'الرياض', delivery_service: 'barq' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_user_id'))).not.toBeNull();

  // Search with tashkeel and a hamza variant still finds the palm.
  const search = page.getByRole('combobox');
  await search.fill('نَخْلَه الاريكا');
  const suggestion = page.getByRole('option', { name: 'نخلة الأريكا' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/product\/areca-palm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نخلة الأريكا');

  // Enter opens the results page.
  await search.fill('صبار');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();

  // Back to the product, then switch to English from the menu: the page reloads LTR in English.
  await openHydrated(page, '/product/areca-palm');
  await page.getByRole('button', { name: 'القائمة' }).click();
  const toldServer = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/account/update-current-language'),
  );
  await page.getByRole('button', { name: /English/ }).click();
  expect((await toldServer).postDataJSON()).toMatchObject({ current_language: 'en' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Areca Palm');
  await expect(page.getByRole('button', { name: /Riyadh/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await expectNoAxeViolations(page);
});

test('a city without same-day delivery gets the 2-5 business days notice; a search with no match says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/');
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox').fill('Abha');
  await picker.getByText('Abha', { exact: true }).click();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toContainText('2-5 business days');
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: /Abha/ })).toBeVisible();
  const search = page.getByRole('combobox');
  await search.fill('zzzzqqq');
  // Shown under the box and announced to screen readers.
  await expect(page.locator('[data-slot="search-box-empty"]')).toHaveText('No product found');
  await expect(page.getByRole('status').filter({ hasText: 'No product found' })).toBeAttached();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("a first visit chooses its city in the picker's form, and gets the delivery notice", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/products?search=palm');
    const picker = page.getByRole('dialog', { name: 'Select your city' });
    await expect(picker).toBeVisible();
    // Modal without scripts: the page under it is inert.
    await expect(page.locator('[data-slot="header-menu"]')).toBeVisible();
    expect(await page.locator('[data-slot="header-menu"]').evaluate((menu) => menu.closest('[inert]') !== null)).toBe(
      true,
    );
    await picker.getByText('Abha', { exact: true }).click();
    await picker.getByRole('button', { name: 'Save' }).click();

    // Back on the same page, with the city stored and the notice for a city without same-day delivery.
    await expect(page).toHaveURL(/\/products\?search=palm$/);
    const notice = page.getByRole('dialog', { name: 'Delivery to Abha' });
    await expect(notice).toContainText('2-5 business days');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/products\?search=palm$/);
    await expect(page.getByRole('button', { name: /Abha/ })).toBeVisible();
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    const stored = (await context.cookies()).find((cookie) => cookie.name === 'selectedRegion');
    expect(JSON.parse(decodeURIComponent(stored?.value ?? 'null'))).toMatchObject({ city_name: 'Abha' });

    // The notice shows once: the next page has neither picker nor notice.
    await page.goto('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a city form naming no listed city is refused in the shopper's language and stores nothing", async ({
    page,
    baseURL,
  }) => {
    for (const [language, text] of [
      ['ar', 'لم يتم العثور على المدينة'],
      ['en', 'Does not find city'],
    ] as const) {
      const refused = await page.request.post('/city', {
        headers: { cookie: `language=${language}` },
        form: { city_id: '999999', return_to: '/' },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toBe(text);
      expect(refused.headers()['set-cookie']).toBeUndefined();
    }
    // Another site's form is refused; only a path on this site is a way back.
    const crossSite = await page.request.post('/city', {
      headers: { cookie: 'language=en', 'sec-fetch-site': 'cross-site' },
      form: { city_id: '1', return_to: '/' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toBe("Your city can only be changed from the store's own pages.");
    expect(crossSite.headers()['set-cookie']).toBeUndefined();
    const elsewhere = await page.request.post(`${baseURL}/city`, {
      form: { return_to: '//elsewhere.example/' },
      maxRedirects: 0,
    });
    expect(elsewhere.status()).toBe(303);
    expect(elsewhere.headers().location).toBe('/');
  });
});
