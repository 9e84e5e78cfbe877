#!/usr/bin/env node
/**
 * Checks the BUILT workbench (`pnpm build-storybook` first) the way a designer meets it: every docs
 * page, in each toolbar locale, renders each example inside its own `lang`/`dir` root (pinned
 * `Arabic`/`English` stories keep theirs, the others follow the toolbar), leaves `<html>` left to
 * right, and opens no overlay on the page itself (overlays open inside their own frame).
 *
 *   node .storybook/check-docs.mjs [storybook-static] [filter]
 *
 * With `--stories` it instead opens every story (whose id contains `filter`) alone in the built
 * workbench with the toolbar on Arabic and on English, and fails on any story whose play function
 * or axe check fails there — what a designer sees in the Interactions panel.
 *
 *   node .storybook/check-docs.mjs storybook-static cart-cartdrawer --stories
 *
 * Serves the folder on a free port, drives Debian's Chromium (CHROME_PATH) with Playwright, prints
 * one line per failing page and exits 1 if any failed.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';

const [folder, filterArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const isStoriesMode = process.argv.includes('--stories');
const root = path.resolve(folder ?? 'storybook-static');
const filter = filterArgument ?? '';
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`${root}/index.json not found: run pnpm build-storybook first`);
  process.exit(2);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root)) return response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const docs = Object.values(index.entries).filter(
  (entry) => entry.type === 'docs' && entry.id.includes(filter) && !isStoriesMode,
);
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(filter) && isStoriesMode,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const failures = [];
let checked = 0;
for (const entry of docs) {
  for (const locale of ['ar', 'en']) {
    const url = `http://127.0.0.1:${port}/iframe.html?id=${entry.id}&viewMode=docs&globals=locale:${locale}`;
    await page.goto(url);
    await page.waitForSelector('.sbdocs-content', { timeout: 20_000 }).catch(() => {});
    // Inline stories render one after another; give them a moment to settle.
    await page.waitForTimeout(400);
    const result = await page.evaluate((toolbar) => {
      const problems = [];
      const html = document.documentElement;
      if (html.dir && html.dir !== 'ltr') problems.push(`<html dir="${html.dir}">`);
      const roots = [...document.querySelectorAll('[data-story-root]')];
      for (const element of roots) {
        const lang = element.getAttribute('lang');
        const expected = lang === 'ar' ? 'rtl' : 'ltr';
        if (element.getAttribute('dir') !== expected)
          problems.push(`a ${lang} example with dir="${element.getAttribute('dir')}"`);
      }
      // Unpinned stories follow the toolbar: at least one root in the toolbar's locale on a page with examples.
      if (roots.length > 0 && !roots.some((element) => element.getAttribute('lang') === toolbar))
        problems.push(`no example in the toolbar's locale (${toolbar})`);
      const open = document.querySelectorAll('[role="dialog"],[role="alertdialog"],[data-slot="dialog-overlay"]');
      if (open.length > 0) problems.push(`${open.length} overlay element(s) open on the page`);
      return { problems, roots: roots.length };
    }, locale);
    checked += 1;
    if (result.problems.length > 0) failures.push(`${entry.id} [${locale}]: ${result.problems.join('; ')}`);
  }
}
// Stories alone, as in the Interactions panel: wait for Storybook's own "story finished" event.
const storyPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await storyPage.addInitScript(() => {
  const timer = setInterval(() => {
    const channel = /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    channel.on('storyFinished', (/** @type {any} */ event) => {
      /** @type {any} */ (window).__storyFinished = event;
    });
  }, 5);
});
for (const entry of stories) {
  for (const locale of ['ar', 'en']) {
    await storyPage.goto(`http://127.0.0.1:${port}/iframe.html?id=${entry.id}&viewMode=story&globals=locale:${locale}`);
    const finished = await storyPage
      .waitForFunction(() => /** @type {any} */ (window).__storyFinished, undefined, { timeout: 20_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => ({ status: 'timeout', reporters: [] }));
    checked += 1;
    if (finished.status !== 'success') {
      const failed = (finished.reporters ?? [])
        .filter((report) => report.status === 'failed')
        .map((report) => report.type);
      const error = await storyPage.evaluate(
        () => document.querySelector('#error-stack')?.textContent?.slice(0, 200) ?? '',
      );
      failures.push(`${entry.id} [${locale}]: ${finished.status} ${failed.join(', ')} ${error}`.trim());
    }
  }
}
await browser.close();
server.close();
for (const failure of failures) console.log(`✗ ${failure}`);
const what = isStoriesMode ? `story runs (${stories.length} stories` : `docs page renders (${docs.length} pages`;
console.log(`${checked - failures.length}/${checked} ${what} × ar, en)`);
process.exit(failures.length > 0 ? 1 : 0);
