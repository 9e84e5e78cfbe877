import { expect, test } from '@playwright/test';
import { baseURL, rememberCity } from './support';

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false });

  test('a deep link to a product has its title, price and JSON-LD in the HTML before any script runs', async ({
    page,
  }) => {
    await rememberCity(page);
    await page.goto('/product/areca-palm');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نخلة الأريكا');
    await expect(page).toHaveTitle(/نخلة الأريكا/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'نخلة الأريكا', offers: { priceCurrency: 'SAR' } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/product/areca-palm`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${baseURL}/product/areca-palm?lang=en`);
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeAttached();
    // The gallery's thumbnails sit in the first screen: they load with the page, at normal fetch importance.
    const thumbnails = page.locator('button[aria-pressed] img');
    expect(await thumbnails.count()).toBeGreaterThan(1);
    for (const thumbnail of await thumbnails.all()) {
      await expect(thumbnail).toHaveAttribute('loading', 'eager');
      await expect(thumbnail).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  test('the product options arrive in place and work before any script runs', async ({ page, request }) => {
    await rememberCity(page, 'en');
    await page.goto('/product/areca-palm');
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    await expect(colours).toBeVisible();
    const first = colours.getByRole('radio').nth(0);
    await expect(first).toBeChecked();
    await colours.getByRole('radio').nth(1).check();
    await expect(first).not.toBeChecked();
    // No boundary held back for a script to reveal after the first paint (it would push the page down).
    const html = await (await request.get('/product/areca-palm')).text();
    expect(html).not.toContain('<template id="B:');
  });

  test('?lang=en renders English left to right and remembers it', async ({ page, context }) => {
    await rememberCity(page);
    await page.goto('/product/areca-palm?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Areca Palm');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('en');
  });

  test('an unknown product or page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/product/no-such-gift');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  });

  test('sitemap.xml lists products in both languages and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/product/areca-palm</loc>`);
    expect(xml).toContain(`hreflang="en" href="${baseURL}/product/areca-palm?lang=en"`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('content pages render in both languages', async ({ page }) => {
    for (const [path, ar, en] of [
      ['/privacy-policy', 'سياسة الخصوصية', 'Privacy Policy'],
      ['/gifts-care', 'العناية', 'Care'],
      ['/terms', 'الشروط والأحكام', 'Terms and Conditions'],
    ] as const) {
      await page.goto(`${path}?lang=ar`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(ar);
      await page.goto(`${path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(en);
    }
  });
});
