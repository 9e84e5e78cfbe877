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
    return { loadEventStart: navigation.loadEventStart, scriptStarts: scripts };
  });
  expect(timing.scriptStarts.length).toBeGreaterThan(0);
  for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
  // The module script ran, and the page answers clicks.
  await expect(page.locator('script[data-deferred-module]')).toHaveCount(0);
  await page.getByRole('button', { name: 'القائمة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
