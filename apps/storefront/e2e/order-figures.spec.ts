/**
 * The order page's payment figures add up (walk of the after-purchase pages): the total is
 * subtotal + add-ons + delivery − discount, and the wallet, which pays part or all of that total
 * rather than lowering it, is listed after it, followed by what was left for the other method.
 * The page used to list the wallet before the total, so a gift paid from the wallet read
 * "Subtotal 129 · Delivery 25 · From your wallet −154 · Total 154".
 */
import { expect, type Page, test } from '@playwright/test';
import { onlyIn } from './checkout-support';
import { giftPaidByWallet, signedInBuyer } from './orders-support';
import { baseURL, expectNoAxeViolations, openHydrated } from './support';

const words = {
  ar: {
    subtotal: 'المجموع الفرعي',
    total: 'الإجمالي (شامل الضريبة)',
    wallet: 'من محفظتك',
    left: 'المتبقي بعد المحفظة',
  },
  en: {
    subtotal: 'Subtotal',
    total: 'Total (VAT included)',
    wallet: 'From your wallet',
    left: 'Left after the wallet',
  },
} as const;

/** The payment section's rows, in reading order, as [label, figure] pairs. */
async function paymentRows(page: Page) {
  const section = page.locator('[data-slot="order-payment"] dl');
  const terms = await section.locator('dt').allInnerTexts();
  const figures = await section.locator('dd').allInnerTexts();
  return terms.map((term, index) => [term.trim(), figures[index]?.trim() ?? '']);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`the order page in ${language === 'ar' ? 'Arabic at 375 px' : 'English at 1280 px'}`, () => {
    onlyIn(language === 'ar' ? 'mobile' : 'desktop');
    test(`a gift paid from the wallet lists the wallet after the total (${language})`, async ({ page }) => {
      const w = words[language];
      const buyer = await signedInBuyer(page, language);
      const gift = await giftPaidByWallet(page, buyer);
      await openHydrated(page, `/my-orders/${gift.uuid}?lang=${language}`);
      const rows = await paymentRows(page);
      const labels = rows.map(([label]) => label);
      const total = labels.indexOf(w.total);
      expect(total).toBeGreaterThan(labels.indexOf(w.subtotal));
      expect(labels.indexOf(w.wallet)).toBe(total + 1);
      // Paid in full by the wallet: nothing was left for another method.
      expect(labels).not.toContain(w.left);
      expect(rows[total]?.[1]).toBe(rows[total + 1]?.[1]?.replace('−', ''));
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('a partly wallet-paid order at 375 px', () => {
  onlyIn('mobile');
  test('a gift paid partly from the wallet says what was left for the other method (en)', async ({ page }) => {
    const w = words.en;
    // 50 SAR of wallet against a 154 SAR gift: 104 SAR left for the card.
    const buyer = await signedInBuyer(page, 'en', 5_000);
    const headers = { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin', language: 'en' };
    const city = buyer.cityId;
    const product = (await (
      await page.request.get(`${baseURL}/api/products/product/snake-plant?cities_id=${city}`, { headers })
    ).json()) as { data: { id: number; colors: { id: number; is_sold_out: boolean }[] } };
    const color = product.data.colors.find((candidate) => !candidate.is_sold_out)?.id ?? null;
    const call = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
      const response = await page.request.fetch(`${baseURL}/api${path}`, { method, headers, data });
      const body = (await response.json()) as { message: string; data: Record<string, unknown> };
      expect(response.ok(), `${path}: ${body.message}`).toBe(true);
      return body.data;
    };
    await call('POST', `/user/shopping-cart?cities_id=${city}`, {
      product_id: product.data.id,
      product_color: color,
      product_qty: 1,
    });
    await call('PUT', `/checkout?cities_id=${city}`, {
      delivery_type: 'friend_delivery',
      recipient: { name: 'Sara', phone_code: '966', phone_number: '512345678' },
      recipient_supplies_address: true,
      message_card: 'Happy birthday!',
      terms_accepted: true,
      payment_method: 'card',
    });
    await call('POST', `/wallet/apply?cities_id=${city}`, { use: true });
    const placed = await call('POST', `/orders/place-order?cities_id=${city}`, {
      idempotency_key: `figures-${Date.now()}`,
    });
    await openHydrated(page, `/my-orders/${placed.order_uuid}?lang=en`);
    const rows = await paymentRows(page);
    const labels = rows.map(([label]) => label);
    const total = labels.indexOf(w.total);
    expect(labels.slice(total)).toEqual([w.total, w.wallet, w.left]);
    expect(rows.slice(total).map(([, figure]) => figure?.replace(/[^\dA-Z.−]/g, ''))).toEqual([
      'SAR154.00',
      '−SAR50.00',
      'SAR104.00',
    ]);
  });
});
