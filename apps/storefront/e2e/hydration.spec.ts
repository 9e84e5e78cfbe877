import { expect, test } from '@playwright/test';
import { openHydrated, rememberCity } from './support';

test('scripts wait for the page content, then hydrate it', async ({ page, request }) => {
  await rememberCity(page);
  const html = await (await request.get('/product/areca-palm')).text();
  // No script or module preload the browser would fetch before the page itself has loaded.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain('data-deferred-rel="modulepreload"');

  await openHydrated(page, '/product/areca-palm');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    // At load, or 2.5 s after the HTML was parsed if the page's pictures take longer than that.
    const earliest = Math.min(navigation.loadEventStart, navigation.domContentLoadedEventStart + 2500);
    return { earliest, scriptStarts: scripts };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.earliest);
  // The module script ran, and the page answers clicks.
  await expect(page.locator('script[data-deferred-module]')).toHaveCount(0);
  await page.getByRole('button', { name: 'القائمة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a picture stuck on the network does not keep the page from hydrating', async ({ page }) => {
  await rememberCity(page);
  // The product pictures never arrive, so the window's load event never fires.
  await page.route('**/api/media/**', () => {});
  await page.goto('/product/areca-palm', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await page.getByRole('button', { name: 'القائمة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
