import { createRequire } from 'node:module';
import path from 'node:path';
import { switchRunningServer } from '@hadiya/api/operator';
import type { City } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { expect, type Page } from '@playwright/test';
import { ownPorts } from './ports';

const port = ownPorts().store;

/** This worker's test server (playwright.config.ts starts it; e2e/ports.ts). */
export const baseURL = `http://127.0.0.1:${port}`;

/** Where the test server writes its operator key: inside its DATA_DIR (per port: playwright.config.ts). */
export const operatorFile = path.resolve(process.env.E2E_OPERATOR_FILE ?? `.e2e/store-${port}/pglite/operator.json`);

/** Switches maintenance on the running test server, as the operator command does. */
export async function setMaintenance(on: boolean) {
  expect(await switchRunningServer(operatorFile, on)).toBe(true);
}

/** A shopper who already chose a city (Riyadh) and a language, as cookies the server reads. */
export async function rememberCity(page: Page, language: 'ar' | 'en' = 'ar', origin = baseURL) {
  const cities = (await (await fetch(`${origin}/api/common/saudi-cities?search=Riyadh`)).json()) as { data: City[] };
  const city = cities.data[0];
  if (!city) throw new Error('no Riyadh in the demo data');
  const region = toSelectedRegion(city);
  await page.context().addCookies([
    { name: 'selectedRegion', value: encodeURIComponent(JSON.stringify(region)), url: origin },
    { name: 'language', value: language, url: origin },
  ]);
  return region;
}

/** axe-core's script, the version `@axe-core/playwright` pins. */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;

/**
 * Zero axe violations (WCAG 2.1 AA) on the page as it is now. axe is put into each document once
 * and run there: `AxeBuilder` injects it again on every check and finishes each one in a new blank
 * page, about a second a check on the 2-core machine. Evaluated, not added as a script tag, so the
 * page's Content-Security-Policy does not block it. The store's pages have no frames of their own.
 */
export async function expectNoAxeViolations(page: Page) {
  // What is still fading in (a toast, a dialog) is checked as it ends, not at half its contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) => {
      type Violation = { id: string; nodes: { target: string[] }[] };
      type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      const { axe } = window as unknown as { axe: Axe };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, iframes: false });
      return results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  expect(violations).toEqual([]);
}

/**
 * Opens a page and waits until it is interactive. The page arrives server-rendered and its scripts
 * start after the page's content has loaded (app/lib/deferred-hydration.server.ts), so a click
 * straight after `goto` could land before React is listening.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}

/**
 * Waits until the page is interactive. A page that hydrates on intent (app/lib/hydration-mode.ts)
 * waits for the shopper: the mouse moves over it, as a shopper's would, until it has hydrated (a
 * move made while the page was still being replaced reached the old one).
 */
export async function expectHydrated(page: Page, timeout = 15_000) {
  let offset = 0;
  await expect(async () => {
    offset = (offset % 20) + 1;
    await page.mouse.move(offset, offset);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 1000 });
  }).toPass({ timeout });
}
