import { expect, test } from '@playwright/test';
import { openHydrated, rememberCity } from './support';

// The store's pictures come in several widths (`@hadiya/contract/media`); each slot names its
// width (`sizes`), so the browser fetches the narrowest copy that fills it at the screen's ratio.
test('product cards fetch the narrowest copy of their picture that fills the card, not the full picture', async ({
  page,
}, testInfo) => {
  await rememberCity(page, 'en');
  await openHydrated(page, '/');
  const firstCard = page.locator('[data-slot="product-grid"] img').first();
  await expect(firstCard).toHaveJSProperty('complete', true);
  const picture = await firstCard.evaluate((image: HTMLImageElement) => ({
    cssWidth: image.getBoundingClientRect().width,
    pixelRatio: window.devicePixelRatio,
    currentSrc: image.currentSrc,
    naturalWidth: image.naturalWidth,
  }));
  // 375 px phone: a card ~170 px wide takes the 256 px copy; 1280 px desktop: ~265 px takes 400.
  const expected = testInfo.project.name === 'mobile' ? 256 : 400;
  expect(picture.cssWidth * picture.pixelRatio).toBeLessThanOrEqual(expected);
  expect(picture.currentSrc).toMatch(new RegExp(`/api/media/[\\w-]+/\\d+\\.webp\\?w=${expected}$`));
  // Decoded (a srcset picture reports its size in CSS pixels: the file's width over its density).
  expect(picture.naturalWidth).toBeGreaterThan(0);
});
