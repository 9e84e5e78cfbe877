/**
 * Cart, favourites and notify-me (issue 13 §4) at 375 and 1280 px (the two projects), in Arabic
 * and English, with axe on the drawer and the pages. Codes and e-mails are read from the
 * sandboxes' outbox; stock comes back through the operator's restock endpoint.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  codeFor,
  existingEmailAccount,
  type Language,
  sentTo,
  startAt,
  texts,
  typeCode,
  uniquePhone,
} from './account-support';
import { baseURL, expectNoAxeViolations, openHydrated, operatorFile, rememberCity } from './support';

const words = {
  ar: {
    addToCart: 'أضف إلى السلة',
    cart: 'السلة',
    cartWithItems: 'السلة، فيها منتجات',
    increase: 'زيادة كمية',
    viewCart: 'عرض السلة',
    black: /أصيص أسود مطفي/,
    terracotta: /أصيص فخار/,
    addons: 'أضف إلى هديتك',
    engraving: 'عبارة الحفر',
    notDeliverable: 'المنتج غير متوفر لهذه المدينة',
    favourite: /تفضيل/,
    notifyMe: 'أعلمني عند التوفر',
    subscribed: 'سنخبرك عند توفره',
    emptyBag: 'حقيبتك فارغة',
  },
  en: {
    addToCart: 'Add to cart',
    cart: 'Cart',
    cartWithItems: 'Cart, has items',
    increase: 'Increase quantity',
    viewCart: 'View Cart',
    black: /Black matte pot/,
    terracotta: /Terracotta pot/,
    addons: 'Add to your gift',
    engraving: 'Engraving message',
    notDeliverable: 'Product is not available for this city',
    favourite: /Favourite/,
    notifyMe: 'Notify me when available',
    subscribed: 'We will let you know when it is back',
    emptyBag: 'Your bag is empty',
  },
} as const;

const drawerOf = (page: Page, language: Language) => page.getByRole('dialog', { name: words[language].cart });

/** Adds the product with its options through the form (after hydration the drawer opens). */
async function addToCart(page: Page, language: Language, slug: string, options: { color?: RegExp } = {}) {
  await openHydrated(page, `/product/${slug}`);
  if (options.color) await page.getByRole('radio', { name: options.color }).check();
  await page.getByRole('button', { name: words[language].addToCart }).click();
  const drawer = drawerOf(page, language);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The sign-in dialog is open (a guest tapped something for signed-in shoppers): sign in by mobile. */
async function signInFromDialog(page: Page, language: Language) {
  const signIn = page.locator('[data-account-dialog="signin"]');
  await expect(signIn).toBeVisible();
  const phone = uniquePhone();
  const seen = await sentTo(`966${phone}`);
  await signIn.getByRole('textbox', { name: texts[language].phone }).fill(phone);
  await typeCode(page, await codeFor(`966${phone}`, seen));
  const namePrompt = page.locator('[data-account-dialog="account-name"]');
  await expect(namePrompt).toBeVisible();
  await namePrompt.getByRole('textbox', { name: texts[language].yourName }).fill('Reem');
  await namePrompt.getByRole('button', { name: texts[language].save }).click();
  await expect(namePrompt).toBeHidden();
}

for (const language of ['ar', 'en'] as const) {
  test(`add with a colour, an add-on and engraving → drawer → the stepper stops at stock → minus at 1 removes → /cart (${language})`, async ({
    page,
  }) => {
    const w = words[language];
    await startAt(page, language, '/product/ficus-bonsai');
    // Spec §2: no dot while the cart is empty.
    await expect(page.getByRole('button', { name: w.cart, exact: true })).toBeVisible();
    await page.getByRole('radio', { name: w.black }).check();
    await page.getByRole('group', { name: w.addons }).getByRole('checkbox').first().check();
    await page.getByRole('textbox', { name: w.engraving }).fill(language === 'ar' ? 'سارة' : 'Sara');
    await page.getByRole('button', { name: w.addToCart }).click();

    const drawer = drawerOf(page, language);
    await expect(drawer).toBeVisible();
    const line = drawer.locator('[data-slot="cart-drawer-item"]');
    await expect(line).toHaveCount(1);
    await expect(page.locator('[data-slot="header-cart"]')).toHaveAttribute('aria-label', w.cartWithItems);
    await expectNoAxeViolations(page);

    // The black pot has 3 in stock: plus stops there (spec §5).
    const plus = line.getByRole('button', { name: w.increase });
    await plus.click();
    await expect(line).not.toHaveAttribute('aria-busy', 'true');
    await expect(plus).toBeEnabled();
    await plus.click();
    await expect(line).not.toHaveAttribute('aria-busy', 'true');
    await expect(plus).toBeDisabled();

    // The cart page, rendered for this shopper, shows the options and the server's totals.
    await drawer.getByRole('link', { name: w.viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const basketLine = page.locator('[data-slot="basket-line"]');
    await expect(basketLine).toHaveCount(1);
    await expect(basketLine).toContainText(language === 'ar' ? 'سارة' : 'Sara');
    await expect(page.locator('[data-slot="basket-vat"]')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: language === 'ar' ? 'خطوات إتمام الطلب' : 'Checkout steps' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Minus down to 1, then minus removes the line.
    // The basket names plus and minus after the product.
    const minus = basketLine.getByRole('button', {
      name: language === 'ar' ? /^إنقاص كمية / : /^Decrease quantity of /,
    });
    await minus.click();
    await expect(minus).toBeEnabled();
    await minus.click();
    await expect(basketLine.getByRole('button', { name: language === 'ar' ? /إزالة/ : /Remove/ })).toBeEnabled();
    await basketLine.getByRole('button', { name: language === 'ar' ? /إزالة/ : /Remove/ }).click();
    await expect(page.locator('[data-slot="basket-line"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: w.emptyBag })).toBeVisible();
    await expect(page.locator('[data-slot="header-cart"]')).toHaveAttribute('aria-label', w.cart);
  });
}

test('a city change re-checks the cart and marks the lines that no longer deliver (ar)', async ({ page }) => {
  const language: Language = 'ar';
  await startAt(page, language, '/');
  // The peace lily is delivered to big cities only; Al Kharj is not one.
  const drawer = await addToCart(page, language, 'peace-lily');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: /الرياض/ }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox').fill('الخرج');
  await picker.getByText('الخرج', { exact: true }).click();
  await picker.getByRole('button', { name: 'حفظ' }).click();
  // Al Kharj has no same-day delivery: the picker says so first.
  await picker.getByRole('button', { name: 'حسنًا' }).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('[data-slot="cart-drawer-item"]')).toHaveAttribute('data-state', 'unavailable');
  await expect(drawer.locator('[data-slot="cart-drawer-item-message"]')).toHaveText(words.ar.notDeliverable);
  await expect(drawer.locator('[data-slot="cart-drawer-notice"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest taps the heart, signs in by mobile, and the product is favourited (en)', async ({ page }) => {
  const language: Language = 'en';
  await startAt(page, language, '/product/snake-plant');
  const heart = page.locator('[data-slot="favourite-button"]');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await signInFromDialog(page, language);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await openHydrated(page, '/favourite');
  await expect(page.locator('main [data-slot="product-card"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Unfavouriting from the page leaves the empty state.
  await page.locator('main [data-slot="product-card-favourite"]').click();
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await openHydrated(page, '/favourite');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});

test('a guest taps a heart on a home card (its code loads with the tap), signs in, and it is pressed (ar)', async ({
  page,
}) => {
  const language: Language = 'ar';
  await startAt(page, language, '/');
  const heart = page.locator('main [data-slot="product-card-favourite"]').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await signInFromDialog(page, language);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await openHydrated(page, '/favourite');
  await expect(page.locator('main [data-slot="product-card"]')).toHaveCount(1);
});

test('notify-me on a sold-out colour, then a restock e-mails the shopper once (ar)', async ({ page }) => {
  const language: Language = 'ar';
  const { email, password } = await existingEmailAccount();
  await startAt(page, language, '/product/engraved-leather-wallet');
  // Sign in by e-mail (the notice goes to the account's address).
  await page.getByRole('button', { name: texts.ar.menu, exact: true }).click();
  await page.locator('[data-slot="side-menu"]').getByRole('button', { name: texts.ar.signIn }).click();
  await page.getByRole('button', { name: texts.ar.useEmail }).click();
  const emailDialog = page.locator('[data-account-dialog="signin-email"]');
  await emailDialog.getByRole('textbox', { name: texts.ar.email }).fill(email);
  await emailDialog.getByLabel(/^كلمة المرور/).fill(password);
  await emailDialog.getByRole('button', { name: texts.ar.signIn, exact: true }).click();
  await expect(emailDialog).toBeHidden();

  // The black leather is sold out: the button asks to be told instead of adding.
  await page.getByRole('radio', { name: /جلد أسود/ }).check();
  const notify = page.getByRole('button', { name: words.ar.notifyMe });
  await expect(page.getByRole('button', { name: words.ar.addToCart })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notify.click();
  await expect(page.getByRole('button', { name: words.ar.subscribed })).toBeDisabled();

  const seen = await sentTo(email);
  const operator = JSON.parse(readFileSync(operatorFile, 'utf8')) as { key: string };
  const product = (await (await fetch(`${baseURL}/api/products/product/engraved-leather-wallet`)).json()) as {
    data: { colors: { id: number; name: string }[] };
  };
  const black = product.data.colors.find((color) => /Black|أسود/.test(color.name));
  const restock = await fetch(`${baseURL}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': operator.key },
    body: JSON.stringify({ product: 'engraved-leather-wallet', color_id: black?.id, quantity: 5 }),
  });
  expect(restock.status).toBe(200);
  await expect
    .poll(async () => {
      const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const entries = ((await response.json()) as { data: { id: string; text: string }[] }).data;
      return entries.filter((entry) => !seen.has(entry.id) && entry.text.includes('/product/engraved-leather-wallet'))
        .length;
    })
    .toBe(1);
  // A second restock sends nothing more: the subscription closed.
  await fetch(`${baseURL}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': operator.key },
    body: JSON.stringify({ product: 'engraved-leather-wallet', color_id: black?.id, quantity: 1 }),
  });
  const after = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const all = ((await after.json()) as { data: { id: string; text: string }[] }).data;
  expect(
    all.filter((entry) => !seen.has(entry.id) && entry.text.includes('/product/engraved-leather-wallet')),
  ).toHaveLength(1);
  // Sold out again for the next run (the other viewport's project shares the database).
  await fetch(`${baseURL}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': operator.key },
    body: JSON.stringify({ product: 'engraved-leather-wallet', color_id: black?.id, quantity: -6 }),
  });
});

test("a guest's cart survives signing in (en)", async ({ page }) => {
  const language: Language = 'en';
  await startAt(page, language, '/');
  const drawer = await addToCart(page, language, 'golden-pothos');
  await expect(drawer.locator('[data-slot="cart-drawer-item"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: texts.en.menu, exact: true }).click();
  await page.locator('[data-slot="side-menu"]').getByRole('button', { name: texts.en.signIn }).click();
  await signInFromDialog(page, language);
  await openHydrated(page, '/cart');
  await expect(page.locator('[data-slot="basket-line"]')).toHaveCount(1);
  await expect(page.locator('[data-slot="header-cart"]')).toHaveAttribute('aria-label', words.en.cartWithItems);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product form adds before any script runs, and /cart is rendered with the lines (ar)', async ({ page }) => {
    await rememberCity(page, 'ar');
    await page.goto('/product/zz-plant');
    await page.getByRole('button', { name: words.ar.addToCart }).click();
    await expect(page.locator('[data-slot="add-to-cart-result"]')).toHaveAttribute('role', 'status');
    await page.goto('/cart');
    await expect(page.locator('[data-slot="basket-line"]')).toHaveCount(1);
    await expect(page.locator('[data-slot="basket-subtotal"]')).not.toBeEmpty();
    await expect(page.locator('[data-slot="header-cart"]')).toHaveAttribute('aria-label', words.ar.cartWithItems);
  });
});
