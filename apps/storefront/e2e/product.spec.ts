import { readFileSync } from 'node:fs';
import type { City } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { expect, type Page, test } from '@playwright/test';
import { baseURL, expectNoAxeViolations, openHydrated, operatorFile, rememberCity } from './support';

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
  // The error is on the chosen colour only: the colours in stock are the way out, not at fault.
  const colourOptions = page.locator('[data-slot="radio-group-option"]');
  await expect(colourOptions.filter({ hasText: 'فخار' })).toHaveAttribute('data-invalid', 'true');
  await expect(colourOptions.filter({ hasNotText: 'فخار' })).toHaveCount(2);
  for (const option of await colourOptions.filter({ hasNotText: 'فخار' }).all()) {
    await expect(option).toHaveAttribute('data-invalid', 'false');
  }
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

/** A shopper whose city is `search` (a name as the city list shows it in English). */
async function rememberCityNamed(page: Page, search: string, language: 'ar' | 'en') {
  const found = (await (
    await fetch(`${baseURL}/api/common/saudi-cities?search=${encodeURIComponent(search)}`)
  ).json()) as {
    data: City[];
  };
  const city = found.data[0];
  if (!city) throw new Error(`no ${search} in the demo data`);
  await page.context().addCookies([
    { name: 'selectedRegion', value: encodeURIComponent(JSON.stringify(toSelectedRegion(city))), url: baseURL },
    { name: 'language', value: language, url: baseURL },
  ]);
}

/** Adds `quantity` units of a colour through the operator's restock call (negative takes them away). */
async function restock(slug: string, colorName: RegExp, quantity: number) {
  const operator = JSON.parse(readFileSync(operatorFile, 'utf8')) as { key: string };
  const product = (await (await fetch(`${baseURL}/api/products/product/${slug}`)).json()) as {
    data: { colors: { id: number; name: string }[] };
  };
  const color = product.data.colors.find((candidate) => colorName.test(candidate.name));
  const response = await fetch(`${baseURL}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': operator.key },
    body: JSON.stringify({ product: slug, color_id: color?.id, quantity }),
  });
  expect(response.status).toBe(200);
}

const soldOut = {
  ar: { addons: 'أضف إلى هديتك', engraving: 'عبارة الحفر', notifyMe: 'أعلمني عند التوفر', addToCart: 'أضف إلى السلة' },
  en: {
    addons: 'Add to your gift',
    engraving: 'Engraving message',
    notifyMe: 'Notify me when available',
    addToCart: 'Add to cart',
  },
} as const;

for (const language of ['ar', 'en'] as const) {
  test(`a product sold out in every colour offers no add-ons or engraving, only notify-me (${language})`, async ({
    page,
  }) => {
    const w = soldOut[language];
    await rememberCity(page, language);
    // The fiddle-leaf fig has no pot in stock.
    await openHydrated(page, '/product/fiddle-leaf-fig');
    await expect(page.getByRole('button', { name: w.notifyMe })).toBeVisible();
    await expect(page.getByRole('button', { name: w.addToCart })).toHaveCount(0);
    await expect(page.getByRole('group', { name: w.addons })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // The colours stay: notify-me is per colour.
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // The engraved mug with its last colour sold out too: no engraving field either.
    await restock('engraved-coffee-mug', /Matte black|أسود مطفي/, -18);
    try {
      // Each server reads stock changes once a second (STOCK_POLL_MS).
      await expect(async () => {
        await openHydrated(page, '/product/engraved-coffee-mug');
        await expect(page.getByRole('button', { name: w.notifyMe })).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(page.getByRole('textbox', { name: w.engraving })).toHaveCount(0);
      await expect(page.locator('[data-slot="engraving-field"]')).toHaveCount(0);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
    } finally {
      await restock('engraved-coffee-mug', /Matte black|أسود مطفي/, 18);
    }
    // In stock again, it offers them again.
    await expect(async () => {
      await openHydrated(page, '/product/engraved-coffee-mug');
      await expect(page.getByRole('textbox', { name: w.engraving })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('group', { name: w.addons }).getByRole('checkbox').first()).toBeEnabled();
  });
}

test('a product not sold in the city offers no add-ons (ar)', async ({ page }) => {
  // The peace lily goes to big cities only; Al Kharj is not one.
  await rememberCityNamed(page, 'Al Kharj', 'ar');
  await openHydrated(page, '/product/peace-lily');
  await expect(page.getByText('المنتج غير متوفر لهذه المدينة').first()).toBeVisible();
  await expect(page.getByRole('button', { name: soldOut.ar.addToCart })).toBeDisabled();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
