import { expect, test } from '@playwright/test';
import { ownPorts } from './ports';
import { rememberCity } from './support';

const integrationsURL = `http://127.0.0.1:${ownPorts().integrations}`;
test.use({ baseURL: integrationsURL });

test('configured integrations: domain-move notice once, page views posted, chat script loaded late', async ({
  page,
}) => {
  const views: Array<{ path: string; locale: string }> = [];
  await page.route('**/__test/analytics', async (route) => {
    views.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.route('**/__test/chat-widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__chatWidgetLoaded = true;' }),
  );
  await rememberCity(page, 'en', integrationsURL);

  const response = await page.goto('/');
  // The chat script is not among the server-rendered page's scripts or preloads.
  expect(await response?.text()).not.toMatch(/<(script|link)[^>]+chat-widget/);

  const notice = page.getByRole('dialog', { name: 'We have moved' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to new.hadiya.example' })).toHaveAttribute(
    'href',
    'https://new.hadiya.example/',
  );
  await notice.getByRole('button', { name: 'Stay here for now' }).click();
  await expect(notice).toBeHidden();

  await expect
    .poll(() => page.evaluate(() => (window as { __chatWidgetLoaded?: boolean }).__chatWidgetLoaded))
    .toBe(true);
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(1);

  await page
    .locator('footer')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => views.map((view) => view.path)).toEqual(['/', '/privacy-policy']);
  expect(views[0]).toMatchObject({ locale: 'en' });

  // Seen once: the notice stays away on the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the landing page's view counts even when its code never runs, and only once when it does", async ({ page }) => {
  const views: Array<{ path: string; locale: string; cityId: number | null }> = [];
  await page.route('**/__test/analytics', async (route) => {
    views.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  const region = await rememberCity(page, 'ar', integrationsURL);
  // A shopper who leaves before the page's code has run: none of it ever arrives.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/faq?from=ad');
  await expect
    .poll(() => views)
    .toEqual([expect.objectContaining({ path: '/faq?from=ad', locale: 'ar', cityId: region.id })]);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  await page.unroute('**/assets/**/*.js');
  // The domain-move notice was seen on an earlier visit.
  await page.evaluate(() => localStorage.setItem('domainMoveSeen', 'https://new.hadiya.example/'));
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page
    .locator('footer')
    .getByRole('link', { name: /الخصوصية/ })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => views.map((view) => view.path)).toEqual(['/faq?from=ad', '/faq', '/privacy-policy']);
});
