/**
 * What the checks of the BUILT workbench share (`check-docs.mjs`, `check-built.mjs`): a static
 * server for `storybook-static`, Debian's Chromium, the docs-page check, one story run as the
 * Interactions panel shows it, and a small pool of pages.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Serves `root` on a free loopback port, as any static server would (the workbench must open from
 * one). Hashed assets may be cached, so each page of a run parses the bundle once from cache.
 * @param {string} root
 * @returns {Promise<{ base: string, close: () => void }>}
 */
export async function serveFolder(root) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404).end();
    const isAsset = url.pathname.includes('/assets/') || path.extname(file) === '.woff2';
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'max-age=3600' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-background-networking'],
  });
}

/** The toolbar locale a page of the pool has loaded the workbench in. */
const loadedLocale = new WeakMap();

/** axe-core's script, the version `@axe-core/playwright` pins. */
const axeSource = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/**
 * axe on `include`, without `disabledRules`. The preview keeps its document from one docs page to
 * the next, so axe is put into it once and run there: `AxeBuilder` injected it again on every
 * check (~0.8 s a docs page on the 2-core machine, against ~0.25 s).
 * @param {import('playwright').Page} page
 * @param {string} include
 * @param {string[]} disabledRules
 * @returns {Promise<{ violations: { id: string, nodes: { target: string[] }[] }[] }>}
 */
async function runAxe(page, include, disabledRules) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ({ include, disabledRules }) =>
      /** @type {any} */ (window).axe.run(
        { include: [include] },
        { iframes: false, rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])) },
      ),
    { include, disabledRules },
  );
}

/**
 * A docs page in one toolbar locale: each example inside its own `lang`/`dir` root (pinned stories
 * keep theirs, the others follow the toolbar), `<html>` left to right, no overlay open on the page,
 * a component's page with its usage notes (when to use it, do and don't, keyboard, screen readers),
 * and no axe violation in what the page itself shows (the examples, the notes, the foundations).
 * Like `runStory`, a page loads the preview once per locale, then switches docs pages as the sidebar
 * does. The page must have `listenToStories` installed.
 * @param {import('playwright').Page} page
 * @returns {Promise<string[]>} the problems found
 */
export async function checkDocsPage(page, base, entry, locale) {
  if (loadedLocale.get(page) !== locale) {
    loadedLocale.set(page, locale);
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs&globals=locale:${locale}`);
  } else {
    await page.evaluate((id) => {
      /** @type {any} */ (window).__workbenchRun.docsRendered = null;
      /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'docs',
      });
    }, entry.id);
  }
  await page
    .waitForFunction((id) => /** @type {any} */ (window).__workbenchRun?.docsRendered === id, entry.id, {
      timeout: 20_000,
      polling: 50,
    })
    .catch(() => loadedLocale.delete(page));
  await page.waitForSelector('.sbdocs-content', { timeout: 20_000 }).catch(() => {});
  // Inline stories render one after another; give them a moment to settle.
  await page.waitForTimeout(400);
  const isComponentPage = entry.tags?.includes('autodocs') ?? false;
  const problems = await page.evaluate(
    ({ toolbar, isComponentPage }) => {
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
      if (!document.querySelector('.sbdocs-content')) problems.push('the docs page did not render');
      if (isComponentPage) {
        const notes = document.querySelector('[data-usage-notes]');
        if (!notes) problems.push('no usage notes (parameters.docs.usage)');
        else {
          const headings = [...notes.querySelectorAll('h2, h3')].map((heading) => heading.id);
          for (const id of ['usage', 'do-and-dont', 'keyboard', 'screen-readers'])
            if (!headings.includes(id)) problems.push(`usage notes without #${id}`);
          if (!notes.querySelector('[data-usage="do"]') || !notes.querySelector('[data-usage="dont"]'))
            problems.push('usage notes without both a do and a don’t');
        }
      }
      return problems;
    },
    { toolbar: locale, isComponentPage },
  );
  // Axe on what only the docs page shows: a component's usage notes with their examples, or a
  // foundations page (each story is checked whole by its own axe run, in both languages). The
  // page-structure rules — one main, unique landmark names, heading order — do not apply to a
  // page of notes beside many examples.
  const axe = await runAxe(page, isComponentPage ? '[data-usage-notes]' : '.sbdocs-content', [
    'landmark-unique',
    'landmark-one-main',
    'landmark-no-duplicate-main',
    'landmark-no-duplicate-banner',
    'landmark-no-duplicate-contentinfo',
    'page-has-heading-one',
    'heading-order',
    'region',
    'scrollable-region-focusable',
  ]).catch((error) => ({ violations: [{ id: `axe did not run: ${describe(error)}`, nodes: [] }] }));
  for (const violation of axe.violations)
    problems.push(
      `axe ${violation.id} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
    );
  return problems;
}

/**
 * Records what the preview tells the Interactions panel about the story it renders (Storybook 10's
 * channel events; `storyFinished` closes every run, with the reports of play and axe).
 * @param {import('playwright').Page} page
 */
export async function listenToStories(page) {
  await page.addInitScript(() => {
    const record = /** @type {any} */ ({ events: [], finished: null, docsRendered: null });
    /** @type {any} */ (window).__workbenchRun = record;
    let channel;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(next) {
        channel = next;
        for (const name of [
          'playFunctionThrewException',
          'storyErrored',
          'storyThrewException',
          'storyMissing',
          'unhandledErrorsWhilePlaying',
        ]) {
          next.on(name, (/** @type {any} */ payload) => record.events.push({ name, payload }));
        }
        next.on('docsRendered', (/** @type {any} */ id) => {
          record.docsRendered = id;
        });
        next.on('storyFinished', (/** @type {any} */ event) => {
          record.finished = event;
        });
      },
    });
  });
}

/** @param {any} value */
function describe(value) {
  if (!value) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(describe).join(' | ');
  return String(value.message ?? value.description ?? value.title ?? JSON.stringify(value)).split('\n')[0];
}

/**
 * Loads the preview (`iframe.html`, no story yet) with the toolbar on `locale`, unless the page
 * already has it.
 * @param {import('playwright').Page} page
 */
async function loadPreview(page, base, locale, isFresh) {
  if (!isFresh && loadedLocale.get(page) === locale) return;
  loadedLocale.delete(page);
  await page.goto(`${base}/iframe.html?viewMode=story&globals=locale:${locale}`);
  await page.waitForFunction(() => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
    timeout: 60_000,
    polling: 50,
  });
  loadedLocale.set(page, locale);
}

/**
 * One story in the built workbench, with the toolbar on `locale`, as the Interactions panel runs it:
 * render, play, axe. A page loads the preview once per locale and then selects story after story
 * the way the sidebar does (`setCurrentStory` on the channel), which spares reloading the preview
 * each time; `isFresh` loads it anew first. The page takes the size of the story's viewport
 * (`globals.viewport`), as the manager sizes the preview frame. A story that pins its locale
 * (`globals.locale`, or `parameters.playLocale`, see preview.tsx) renders the same whatever the
 * toolbar says: it runs only with the toolbar on that locale and is skipped with the other. The
 * page must have `listenToStories` installed.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ problem: string | null, isSkipped: boolean }>} why it failed, or null
 */
export async function runStory(page, base, entry, locale, { timeout = 30_000, isFresh = false } = {}) {
  await loadPreview(page, base, locale, isFresh);
  const story = await page.evaluate(async (storyId) => {
    const loaded = await /** @type {any} */ (window).__STORYBOOK_PREVIEW__.loadStory({ storyId });
    const viewport = loaded.storyGlobals?.viewport ?? loaded.globals?.viewport;
    const styles = viewport?.value ? loaded.parameters?.viewport?.options?.[viewport.value]?.styles : undefined;
    const size = styles
      ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) }
      : null;
    return {
      pinnedLocale: loaded.storyGlobals?.locale ?? loaded.parameters?.playLocale ?? null,
      size: size && viewport.isRotated ? { width: size.height, height: size.width } : size,
    };
  }, entry.id);
  if (story.pinnedLocale && story.pinnedLocale !== locale) return { problem: null, isSkipped: true };
  const size = story.size ?? { width: 1280, height: 800 };
  const current = page.viewportSize();
  if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);

  await page.evaluate((storyId) => {
    const record = /** @type {any} */ (window).__workbenchRun;
    record.events = [];
    record.finished = null;
    /** @type {any} */ (window).__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, entry.id);
  const run = await page
    .waitForFunction(
      (storyId) => {
        const record = /** @type {any} */ (window).__workbenchRun;
        return record?.finished?.storyId === storyId && record;
      },
      entry.id,
      { timeout, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => page.evaluate(() => ({ .../** @type {any} */ (window).__workbenchRun, finished: null })));
  const problems = [];
  for (const event of run?.events ?? []) problems.push(`${event.name}: ${describe(event.payload)}`);
  if (!run?.finished) {
    problems.push(`no storyFinished within ${timeout / 1000} s`);
    // Whatever is stuck there must not hold the next story.
    loadedLocale.delete(page);
  } else {
    for (const report of run.finished.reporters ?? []) {
      if (report.status !== 'failed') continue;
      const violations = report.result?.violations?.map((violation) => violation.id) ?? [];
      problems.push(`${report.type} failed${violations.length > 0 ? `: ${violations.join(', ')}` : ''}`);
    }
    if (run.finished.status !== 'success' && problems.length === 0) problems.push(`status ${run.finished.status}`);
  }
  return { problem: problems.length > 0 ? problems.join('; ') : null, isSkipped: false };
}

/**
 * Runs `task(page, job)` over `jobs` on `size` pages of one browser.
 * @template T
 * @param {import('playwright').Browser} browser
 * @param {T[]} jobs
 * @param {(page: import('playwright').Page, job: T) => Promise<void>} task
 * @param {{ size: number, setup?: (page: import('playwright').Page) => Promise<void> }} options
 */
export async function runPool(browser, jobs, task, { size, setup }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, jobs.length) }, async () => {
      const page = await context.newPage();
      if (setup) await setup(page);
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        await task(page, job);
      }
      await page.close();
    }),
  );
  await context.close();
}
