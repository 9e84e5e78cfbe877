import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, rememberCity, setMaintenance } from './support';

const pages = [
  '/',
  '/product/areca-palm',
  '/products?search=نخلة',
  '/privacy-policy',
  '/about-hadiya',
  '/gifts-care',
  '/terms',
  '/no-such-page',
];

for (const language of ['ar', 'en'] as const) {
  test(`every page has zero axe violations in ${language === 'ar' ? 'Arabic' : 'English'}`, async ({ page }) => {
    await rememberCity(page, language);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}

test('the city picker and the maintenance page have zero axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await setMaintenance(true);
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/maintenance-mode/);
    await expectNoAxeViolations(page);
  } finally {
    await setMaintenance(false);
  }
});
