import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { switchRunningServer } from '@hadiya/api/operator';
import type { City } from '@hadiya/contract';
import { toSelectedRegion } from '@hadiya/contract/region';
import { expect, type Page } from '@playwright/test';

const port = process.env.E2E_PORT ?? 4173;

/** The test server (playwright.config.ts starts it). */
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

/** Zero axe violations (WCAG 2.1 AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}

/**
 * Opens a page and waits until it is interactive. The page arrives server-rendered and its scripts
 * start after the page's content has loaded (app/lib/deferred-hydration.server.ts), so a click
 * straight after `goto` could land before React is listening.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
