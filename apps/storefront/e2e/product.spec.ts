import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, rememberCity } from './support';

test('the product options form checks the engraving with the contract rules, in Arabic and English', async ({
  page,
}) => {
  await rememberCity(page, 'ar');
  await openHydrated(page, '/product/ficus-bonsai');
  // The check is the contract's zod-free rule, in the page already: typing loads no script (once
  // the page's own idle-time scripts have arrived).
  await page.waitForLoadState('networkidle');
  const scriptsLoadedByTyping: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsLoadedByTyping.push(request.url());
  });

  // The design system's engraving field at the product's limit (20 here, spec §5), its counter read with it.
  const engraving = page.getByRole('textbox', { name: 'عبارة الحفر' });
  await expect(page.locator('[data-slot="engraving-field"]')).toHaveCount(1);
  await expect(engraving).toHaveAttribute('maxlength', '20');
  await expect(engraving).toHaveAccessibleDescription(/تبقّى ٢٠ حرفاً/);
  await engraving.fill('سارة 🌿');
  await expect(engraving).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('يحفر الليزر الحروف والأرقام والمسافات')).toBeVisible();
  expect(scriptsLoadedByTyping).toEqual([]);
  await expectNoAxeViolations(page);

  await engraving.fill('سارة و عمر، ٢٠٢٦');
  await expect(engraving).not.toHaveAttribute('aria-invalid', 'true');
  await expect(engraving).toHaveAccessibleDescription(/تبقّى ٤ أحرف/);
  await expect(page.getByText('يحفر الليزر الحروف والأرقام والمسافات')).toBeHidden();

  // The colour and add-ons are fields of the same form: the sold-out pot says so.
  await page.getByRole('radio', { name: /فخار/ }).check();
  await expect(page.getByText('اللون المختار غير متوفر')).toBeVisible();
  const addon = page.getByRole('checkbox').first();
  await addon.check();
  await expect(addon).toBeChecked();

  await rememberCity(page, 'en');
  await openHydrated(page, '/product/ficus-bonsai');
  const english = page.getByRole('textbox', { name: 'Engraving message' });
  await english.fill('Sara ❤');
  await expect(page.getByText('The laser can cut letters, digits, spaces and simple punctuation')).toBeVisible();
  await english.fill('Sara & Omar');
  await expect(english).not.toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription(/9 characters left/);
});
