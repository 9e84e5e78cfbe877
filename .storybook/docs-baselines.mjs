/**
 * Visual baselines of a few docs pages of the BUILT workbench: the parts a designer reads first
 * (colour swatches, the right-to-left guide, a component's usage notes). These parts show Arabic
 * and English side by side whatever the toolbar says (their examples pin both), so one picture per
 * page, with the toolbar on the store's default, Arabic.
 * A screenshot that differs from its baseline in more than `maxDiffRatio` of its pixels fails, and
 * its actual picture and a diff are written next to the baseline (`*-actual.png`, `*-diff.png`,
 * ignored by git). `--update-baselines` writes the baselines instead; a missing baseline fails, so a
 * new page's baseline is made on purpose and committed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__');

/** Which part of which docs page is kept as a picture. */
export const docsBaselines = [
  { name: 'colours', id: 'foundations-colours--docs', selector: '.sbdocs-content' },
  { name: 'right-to-left', id: 'foundations-right-to-left--docs', selector: '.sbdocs-content' },
  { name: 'button-usage', id: 'primitives-button--docs', selector: '[data-usage-notes]' },
  { name: 'quantity-stepper-usage', id: 'cart-quantitystepper--docs', selector: '[data-usage-notes]' },
];

/** Anti-aliasing moves a few pixels between runs of the same build; a real change moves many. */
const maxDiffRatio = 0.002;

/**
 * Screenshots every baseline's part and compares (or, with `update`, stores) it. Returns the problems found.
 * @param {import('playwright').Browser} browser
 * @param {string} base the static server's address
 * @param {{ update?: boolean, known: Set<string> }} options `known`: the ids in the built index
 * @returns {Promise<string[]>}
 */
export async function checkDocsBaselines(browser, base, { update = false, known }) {
  mkdirSync(folder, { recursive: true });
  const problems = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const baseline of docsBaselines) {
    if (!known.has(baseline.id)) {
      problems.push(`baseline ${baseline.name}: no docs page ${baseline.id} in the workbench`);
      continue;
    }
    const name = `docs-${baseline.name}`;
    const file = path.join(folder, `${name}.png`);
    await page.goto(`${base}/iframe.html?id=${baseline.id}&viewMode=docs&globals=locale:ar`);
    const part = page.locator(baseline.selector).first();
    await part.waitFor({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    // Inline stories render one after another; let the page settle before the picture.
    await page.waitForTimeout(500);
    const actual = await part.screenshot({ animations: 'disabled', caret: 'hide' });
    if (update) {
      writeFileSync(file, actual);
      continue;
    }
    if (!existsSync(file)) {
      writeFileSync(file.replace(/\.png$/, '-actual.png'), actual);
      problems.push(
        `baseline ${name}: none stored (node .storybook/check-built.mjs --no-build --filter=docs --update-baselines makes it)`,
      );
      continue;
    }
    const problem = compare(readFileSync(file), actual, file);
    if (problem) problems.push(`baseline ${name}: ${problem}`);
  }
  await context.close();
  return problems;
}

/** @returns {string | null} why `actual` does not match `expected` */
function compare(expectedBytes, actualBytes, file) {
  const expected = PNG.sync.read(expectedBytes);
  const actual = PNG.sync.read(actualBytes);
  for (const stale of ['-actual.png', '-diff.png']) rmSync(file.replace(/\.png$/, stale), { force: true });
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(file.replace(/\.png$/, '-actual.png'), actualBytes);
    return `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: 0.1,
  });
  const ratio = different / (expected.width * expected.height);
  if (ratio <= maxDiffRatio) return null;
  writeFileSync(file.replace(/\.png$/, '-actual.png'), actualBytes);
  writeFileSync(file.replace(/\.png$/, '-diff.png'), PNG.sync.write(diff));
  return `${different} pixels differ (${(ratio * 100).toFixed(2)} %)`;
}
