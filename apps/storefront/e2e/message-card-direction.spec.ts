/**
 * The gift's message card is the buyer's own words: on an Arabic page an English card reads left
 * to right, and on an English page an Arabic card right to left (walk of the after-purchase
 * pages: the Arabic order and gift pages showed "!Happy birthday"). So does the address typed for it.
 */
import { expect, type Locator, test } from '@playwright/test';
import { onlyIn } from './checkout-support';
import { giftPaidByWallet, moveOrder, signedInBuyer } from './orders-support';
import { openHydrated, rememberCity } from './support';

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

test.describe('the message card at 375 px', () => {
  onlyIn('mobile');

  test('an English card on the Arabic order and gift pages reads left to right', async ({ page, browser }) => {
    const buyer = await signedInBuyer(page, 'ar');
    const gift = await giftPaidByWallet(page, buyer, 'snake-plant', { buyerChoosesSlot: true });
    await moveOrder(gift.uuid, 'wrap_gift');
    await openHydrated(page, `/my-orders/${gift.uuid}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.locator('[data-slot="message-card-text"]');
    await expect(card).toHaveText('Happy birthday!');
    expect(await direction(card)).toBe('ltr');
    // The address the buyer typed too ('King Fahd Road, Riyadh 7' otherwise).
    const address = page.locator('[data-slot="order-recipient-address"]');
    await expect(address).toHaveText('7 King Fahd Road, Riyadh');
    expect(await direction(address)).toBe('ltr');

    const context = await browser.newContext({ locale: 'ar', viewport: { width: 375, height: 740 } });
    const recipient = await context.newPage();
    await rememberCity(recipient, 'ar');
    await openHydrated(recipient, `${gift.link}?lang=ar`);
    const giftCard = recipient.locator('[data-slot="gift-message-card"]');
    await expect(giftCard).toHaveText('Happy birthday!');
    expect(await direction(giftCard)).toBe('ltr');
    await context.close();
  });

  test('an Arabic card on the English order page reads right to left', async ({ page }) => {
    const buyer = await signedInBuyer(page, 'en');
    const gift = await giftPaidByWallet(page, buyer, 'snake-plant', { buyerChoosesSlot: true });
    const saved = await page.request.put(`/api/orders/${gift.uuid}/message-card`, {
      headers: { 'x-hadiya-client': 'web', 'sec-fetch-site': 'same-origin', language: 'en' },
      data: { message_card: 'كل عام وأنت بخير!' },
    });
    expect(saved.ok()).toBe(true);
    await moveOrder(gift.uuid, 'wrap_gift');
    await openHydrated(page, `/my-orders/${gift.uuid}?lang=en`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const card = page.locator('[data-slot="message-card-text"]');
    await expect(card).toHaveText('كل عام وأنت بخير!');
    expect(await direction(card)).toBe('rtl');
  });
});
