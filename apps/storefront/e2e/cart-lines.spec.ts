/**
 * One product twice in the cart, in two colours: the cart panel and the basket say which line is
 * which (its colour, add-ons and engraving), on screen and in the names of its buttons.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, openHydrated, rememberCity } from './support';

const words = {
  ar: {
    addToCart: 'أضف إلى السلة',
    cart: 'السلة',
    viewCart: 'عرض السلة',
    addons: 'أضف إلى هديتك',
    engraving: 'عبارة الحفر',
    silver: 'فولاذ فضي',
    gold: 'فولاذ ذهبي',
    colour: (name: string) => `اللون: ${name}`,
    addonsOf: 'الإضافات:',
    engraved: 'النقش: سارة',
    removeGold: 'إزالة ميدالية مفاتيح محفورة، فولاذ ذهبي',
  },
  en: {
    addToCart: 'Add to cart',
    cart: 'Cart',
    viewCart: 'View Cart',
    addons: 'Add to your gift',
    engraving: 'Engraving message',
    silver: 'Silver steel',
    gold: 'Gold steel',
    colour: (name: string) => `Colour: ${name}`,
    addonsOf: 'Add-ons:',
    engraved: 'Engraving: Sara',
    removeGold: 'Remove Engraved Keychain, Gold steel',
  },
} as const;

async function addAndClose(page: Page, language: 'ar' | 'en') {
  await page.getByRole('button', { name: words[language].addToCart }).click();
  const drawer = page.getByRole('dialog', { name: words[language].cart });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const language of ['ar', 'en'] as const) {
  test(`two colours of one product are two lines that say which is which, in the panel and on /cart (${language})`, async ({
    page,
  }) => {
    const w = words[language];
    await rememberCity(page, language);
    await openHydrated(page, '/product/engraved-keychain');
    // Silver with an add-on and an engraving…
    await page.getByRole('radio', { name: w.silver }).check();
    await page.getByRole('group', { name: w.addons }).getByRole('checkbox').first().check();
    await page.getByRole('textbox', { name: w.engraving }).fill(language === 'ar' ? 'سارة' : 'Sara');
    let drawer = await addAndClose(page, language);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // …then gold, plain.
    await page.getByRole('radio', { name: w.gold }).check();
    await page.getByRole('group', { name: w.addons }).getByRole('checkbox').first().uncheck();
    await page.getByRole('textbox', { name: w.engraving }).fill('');
    drawer = await addAndClose(page, language);

    const lines = drawer.locator('[data-slot="cart-drawer-item"]');
    await expect(lines).toHaveCount(2);
    const silver = lines.filter({ hasText: w.colour(w.silver) });
    const gold = lines.filter({ hasText: w.colour(w.gold) });
    await expect(silver).toHaveCount(1);
    await expect(gold).toHaveCount(1);
    await expect(silver.locator('[data-slot="cart-drawer-item-addons"]')).toContainText(w.addonsOf);
    await expect(silver.locator('[data-slot="cart-drawer-item-engraving"]')).toHaveText(w.engraved);
    await expect(gold.locator('[data-slot="cart-drawer-item-addons"]')).toHaveCount(0);
    await expect(gold.locator('[data-slot="cart-drawer-item-engraving"]')).toHaveCount(0);
    // A screen reader tells the two steppers apart too.
    await expect(gold.getByRole('button', { name: w.removeGold })).toBeVisible();
    await expectNoAxeViolations(page);

    await drawer.getByRole('link', { name: w.viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const basket = page.locator('[data-slot="basket-line"]');
    await expect(basket).toHaveCount(2);
    await expect(basket.filter({ hasText: w.colour(w.silver) })).toContainText(w.engraved);
    await expect(
      basket.filter({ hasText: w.colour(w.silver) }).locator('[data-slot="basket-line-addons"]'),
    ).toHaveCount(1);
    await expect(basket.filter({ hasText: w.colour(w.gold) })).toHaveCount(1);
    await expect(
      basket.filter({ hasText: w.colour(w.gold) }).getByRole('button', { name: w.removeGold }),
    ).toBeVisible();
  });
}
