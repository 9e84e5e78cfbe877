import { expect, test } from '@playwright/test';
import { rememberCity, setMaintenance } from './support';

test.afterEach(async () => {
  await setMaintenance(false);
});

test('maintenance sends every route to /maintenance-mode without header or footer, and back after', async ({
  page,
}) => {
  await rememberCity(page);
  await setMaintenance(true);
  for (const path of ['/', '/product/areca-palm', '/products?search=palm', '/privacy-policy', '/gifts-care']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/maintenance-mode/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  }
  await setMaintenance(false);
  // Leaving maintenance brings the shopper back to where they were going.
  await page.goto('/maintenance-mode?from=%2Fgifts-care');
  await expect(page).toHaveURL(/\/gifts-care$/);
  // …but never to another site.
  for (const from of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/']) {
    await page.goto(`/maintenance-mode?from=${encodeURIComponent(from)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});
