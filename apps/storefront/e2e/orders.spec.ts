/**
 * After the purchase end to end (issue 15 §7): a gift paid from the wallet, the operator moving it
 * step by step through the operator API while the order page's timeline and the order list follow,
 * the recipient's SMS link (accept with an address, or decline → the buyer's wallet is credited),
 * the rating through `?order_id=`, track gift as a guest and the wallet page. Each test runs in one
 * language at one width (PLAN.md's CI budget spreads them); axe checks every page. State is set up
 * through the API and one paid order is shared by the steps of a test.
 */
import { intlLocaleOf } from '@hadiya/contract/format';
import { expect, type Page, test } from '@playwright/test';
import { onlyIn } from './checkout-support';
import { cancelOrder, giftPaidByWallet, moveOrder, signedInBuyer, texts, walletBalance } from './orders-support';
import { expectNoAxeViolations, openHydrated, rememberCity } from './support';

test.describe.configure({ timeout: 120_000 });

const timeline = (page: Page) => page.locator('[data-slot="order-view"] [data-slot="order-status-timeline"]');

test.describe('a signed-in buyer at 1280 px, in English', () => {
  onlyIn('desktop');

  test('follows the gift to delivery as the operator moves it; the recipient accepts; the buyer rates it', async ({
    page,
    browser,
  }) => {
    const w = texts.en;
    const buyer = await signedInBuyer(page, 'en');
    const gift = await giftPaidByWallet(page, buyer);

    // The recipient opens the SMS link on their own phone: no prices, the card, the timeline.
    const context = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 800 } });
    const recipient = await context.newPage();
    await rememberCity(recipient, 'en');
    await openHydrated(recipient, `${gift.link}?lang=en`);
    await expect(recipient.locator('[data-slot="gift-timeline"]')).toBeVisible();
    await expect(recipient.getByText('Happy birthday!')).toBeVisible();
    await expect(recipient.getByText(/SAR|ر\.س/)).toHaveCount(0);
    await expectNoAxeViolations(recipient);
    await recipient.getByRole('textbox', { name: 'Your address' }).fill('7 King Fahd Road, Riyadh');
    await recipient.getByRole('button', { name: 'Send my address' }).click();
    // They chose the date, and the timeline shows them as having accepted, not as still to come.
    await expect(recipient.locator('[data-slot="gift-done"]')).toHaveText(
      'Thank you! Your gift is on its way on the date you chose.',
    );
    await expect(recipient.locator('[data-slot="gift-status"]')).toHaveText('Status: Accepted');
    const recipientAccepted = recipient
      .locator('[data-slot="gift-timeline"] [data-slot="order-status-timeline-step"]')
      .filter({ hasText: 'Recipient accepted' });
    await expect(recipientAccepted).toHaveAttribute('data-state', 'current');
    await expect(recipientAccepted).not.toContainText('Not yet');
    await expect(recipientAccepted.locator('time')).toBeVisible();

    // The list, newest first, and the order's page.
    await openHydrated(page, '/my-orders?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: w.ordersTitle })).toBeVisible();
    const item = page.locator(`[data-slot="order-list-item"][data-order="${gift.uuid}"]`);
    await expect(page.locator('[data-slot="order-list-item"]').first()).toHaveAttribute('data-order', gift.uuid);
    await expect(item).toHaveAttribute('data-status', 'accepted');
    await expectNoAxeViolations(page);
    await item.getByRole('link', { name: `View order ${gift.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${gift.uuid}`));
    // Accepted by the recipient through the link: their step is the one reached.
    await expect(timeline(page)).toHaveAttribute('data-status', 'recipientAccepted');
    await expect(page.locator('[data-slot="order-invoice"]')).toBeVisible();
    const invoice = await page.request.get(
      (await page.locator('[data-slot="order-invoice"]').getAttribute('href')) ?? '',
    );
    expect(invoice.status()).toBe(200);
    await expectNoAxeViolations(page);

    // The message card changes until the gift is wrapped.
    await page.getByRole('textbox', { name: /Gift card message/ }).fill('Happy birthday, Sara!');
    await page.getByRole('button', { name: w.saveCard }).click();
    await expect(page.getByText(w.cardSaved)).toBeVisible();

    // The operator moves it step by step; the timeline follows.
    for (const [status, step] of [
      ['recipient_accepted', 'recipientAccepted'],
      ['wrap_gift', 'wrapGift'],
      ['on_the_way', 'onTheWay'],
      ['delivered', 'delivered'],
    ] as const) {
      await moveOrder(gift.uuid, status);
      await page.reload();
      await expect(timeline(page)).toHaveAttribute('data-status', step);
      if (status === 'wrap_gift') {
        // Wrapped: the card is shown, no longer a form.
        await expect(page.locator('[data-slot="message-card-form"]')).toHaveCount(0);
        await expect(page.locator('[data-slot="message-card-text"]')).toHaveText('Happy birthday, Sara!');
      }
    }
    // The recipient gave the address: 'waiting for the recipient' and the delivery flow's five steps.
    await expect(timeline(page).locator('[data-state="complete"]')).toHaveCount(6);
    await expectNoAxeViolations(page);
    // The recipient's page no longer says it is on its way: it was delivered.
    await recipient.reload();
    await expect(recipient.locator('[data-slot="gift-outcome"]')).toHaveAttribute('data-outcome', 'delivered');
    await expect(recipient.locator('[data-slot="gift-outcome"]')).toHaveText(
      'Your gift was delivered. We hope you love it!',
    );
    await context.close();

    // The delivered tab lists it; the rating_popup link opens the prompt.
    await openHydrated(page, '/my-orders?tab=delivered');
    await expect(page.locator(`[data-slot="order-list-item"][data-order="${gift.uuid}"]`)).toHaveAttribute(
      'data-status',
      'delivered',
    );
    await openHydrated(page, `/my-orders?order_id=${gift.uuid}`);
    const prompt = page.locator('[data-slot="rating-prompt"]');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('radio', { name: w.great }).click();
    await prompt.getByRole('button', { name: 'Delivery' }).click();
    await prompt.getByRole('textbox', { name: /Comment/ }).fill('Lovely plant, right on time.');
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: w.rateSubmit }).click();
    await expect(page.getByText(w.rateThanks)).toBeVisible();
    // Once per order: the link no longer opens the prompt.
    await openHydrated(page, `/my-orders?order_id=${gift.uuid}`);
    await expect(page.locator('[data-slot="rating-prompt"]')).toHaveCount(0);
  });
});

test.describe('a signed-in buyer at 375 px, in Arabic', () => {
  onlyIn('mobile');

  test('the recipient declines: the wallet page shows the refund; a guest tracks the gift', async ({
    page,
    browser,
  }) => {
    const w = texts.ar;
    const buyer = await signedInBuyer(page, 'ar');
    const before = await walletBalance(page);
    const gift = await giftPaidByWallet(page, buyer, 'zz-plant');
    expect(await walletBalance(page)).toBeLessThan(before);

    const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
    const context = await browser.newContext({ locale: 'ar-SA', ...phone });
    const recipient = await context.newPage();
    // A new phone with no city chosen: the city picker does not cover the gift.
    await openHydrated(recipient, `${gift.link}?lang=ar`);
    await expect(recipient.locator('[data-slot="gift-timeline"]')).toBeVisible();
    await recipient.getByText(w.giftOr).click();
    await expectNoAxeViolations(recipient);
    await expect(recipient.locator('[data-slot="city-picker"]')).toHaveCount(0);
    await recipient.getByRole('button', { name: w.giftDecline }).click();
    await expect(recipient.locator('[data-slot="gift-declined"]')).toContainText(w.giftDeclined);
    await context.close();

    // The buyer is refunded to the wallet: the balance is back, the ledger says why.
    await expect.poll(() => walletBalance(page)).toBe(before);
    await openHydrated(page, '/wallet');
    await expect(page.getByRole('heading', { level: 1, name: w.walletTitle })).toBeVisible();
    await expect(page.locator('[data-slot="wallet-transaction"]')).toHaveCount(3);
    await expect(page.locator('[data-slot="wallet-transaction"]').first()).toHaveAttribute(
      'data-type',
      /refund|refunded/,
    );
    await expectNoAxeViolations(page);

    // Track gift from the footer, as a guest on another phone.
    const guestContext = await browser.newContext({ locale: 'ar-SA', ...phone });
    const guest = await guestContext.newPage();
    await rememberCity(guest, 'ar');
    await openHydrated(guest, '/?lang=ar');
    await guest.getByRole('contentinfo').getByRole('link', { name: w.trackTitle }).click();
    await expect(guest).toHaveURL(/\/my-orders/);
    const form = guest.locator('[data-slot="track-gift-form"]');
    await expect(form).toBeVisible();
    await expectNoAxeViolations(guest);
    await form.getByRole('textbox', { name: w.trackNumber }).fill(gift.number);
    await form.getByRole('textbox', { name: w.trackPhone }).fill(buyer.phone);
    await form.getByRole('button', { name: w.trackSubmit }).click();
    const tracked = guest.locator('[data-slot="tracked-order"]');
    await expect(tracked).toHaveAttribute('data-status', 'recipient_rejected');
    await expectNoAxeViolations(guest);
    await guestContext.close();
  });
});

test.describe('a recipient whose gift the buyer scheduled, at 375 px, in Arabic', () => {
  onlyIn('mobile');

  test('the page gives the date the buyer chose, never "the date you chose"; cancelled, it says so', async ({
    page,
    browser,
  }) => {
    const buyer = await signedInBuyer(page, 'ar');
    const gift = await giftPaidByWallet(page, buyer, 'snake-plant', { buyerChoosesSlot: true });
    const date = new Intl.DateTimeFormat(intlLocaleOf('ar'), {
      dateStyle: 'medium',
      timeZone: 'Asia/Riyadh',
      calendar: 'gregory',
      numberingSystem: 'arab',
    }).format(new Date(gift.deliveryDate ?? ''));

    const context = await browser.newContext({
      locale: 'ar-SA',
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const recipient = await context.newPage();
    await openHydrated(recipient, `${gift.link}?lang=ar`);
    const outcome = recipient.locator('[data-slot="gift-outcome"]');
    await expect(outcome).toHaveAttribute('data-outcome', 'arrives');
    await expect(outcome).toHaveText(`تصلك هديتك يوم ${date}.`);
    await expect(recipient.getByText('في التاريخ الذي اخترته')).toHaveCount(0);
    await expect(recipient.locator('[data-slot="gift-address-form"]')).toHaveCount(0);
    await expectNoAxeViolations(recipient);

    // The store cancels it: the page says so, not that it is on its way.
    await cancelOrder(gift.uuid);
    await recipient.reload();
    await expect(outcome).toHaveAttribute('data-outcome', 'cancelled');
    await expect(outcome).toHaveText('تم إلغاء هذه الهدية ولن يتم توصيلها.');
    await expect(recipient.locator('[data-slot="gift-done"]')).toHaveCount(0);
    await expectNoAxeViolations(recipient);
    await context.close();
  });
});
