#!/usr/bin/env node
/**
 * `pnpm test:workbench`: what a designer meets in the BUILT workbench, checked in Chromium.
 *
 * 1. Builds `storybook-static` (`pnpm build-storybook`) unless a build newer than every source of
 *    the workbench (packages/ui/src, packages/contract/src, .storybook) is already there (`--build` always builds, `--no-build` never does).
 * 2. Every docs page, with the toolbar on Arabic and on English: each example in its own direction,
 *    no overlay opened on the page, a component's usage notes, no axe violation (what
 *    `check-docs.mjs` checks).
 * 3. Every story alone, with the toolbar on Arabic and on English, exactly as the Interactions panel
 *    runs it: render, play function, axe. A story fails when its play throws, it errors, axe finds a
 *    violation or it never finishes.
 * 4. A few docs pages against their visual baselines (`docs-baselines.mjs`; `--update-baselines`
 *    writes them).
 *
 *   node .storybook/check-built.mjs [--build|--no-build] [--filter=<id part>] [--pages=3] [--update-baselines]
 *
 * A story that pins its locale (`globals.locale`, or `parameters.playLocale` outside docs) renders
 * the same whatever the toolbar says, so it runs once, with the toolbar on that locale.
 *
 * One browser, at most three pages at a time (`--pages`); each page loads the preview once per
 * locale and then selects story after story as the sidebar does. A failing story is run once more
 * alone on a freshly loaded page, and one that then passes is printed as flaky. Exits 1 on any
 * failure.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocsPage, launchChromium, listenToStories, runPool, runStory, serveFolder } from './built-workbench.mjs';
import { checkDocsBaselines } from './docs-baselines.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(repository, 'storybook-static');
const option = (name) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1];
const filter = option('filter') ?? '';
const size = Math.min(3, Number(option('pages') ?? 3));
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/** Newest modification time under `dir` (sources of the workbench). */
function newest(dir) {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__screenshots__') continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    latest = Math.max(latest, stat.isDirectory() ? newest(full) : stat.mtimeMs);
  }
  return latest;
}

const indexFile = path.join(root, 'index.json');
// The workbench is built from the design system, the contract (screens' fixtures) and .storybook.
const sources = ['packages/ui/src', 'packages/contract/src', '.storybook'];
const isStale =
  !existsSync(indexFile) ||
  statSync(indexFile).mtimeMs < Math.max(...sources.map((source) => newest(path.join(repository, source))));
if (process.argv.includes('--build') || (isStale && !process.argv.includes('--no-build'))) {
  console.log('building the workbench (pnpm build-storybook)…');
  try {
    // Vite's chunk list and warnings only matter when the build fails.
    execFileSync('pnpm', ['build-storybook'], { cwd: repository, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    process.exit(2);
  }
  console.log(`built in ${seconds()}`);
} else if (!existsSync(indexFile)) {
  console.error(`${indexFile} not found: run pnpm build-storybook first`);
  process.exit(2);
} else {
  console.log('reusing storybook-static (newer than its sources)');
}

const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const entries = Object.values(index.entries).filter((entry) => entry.id.includes(filter));
const locales = ['ar', 'en'];
// Grouped by locale: a page reloads the preview only when the toolbar locale changes.
const jobs = (type) =>
  locales.flatMap((locale) => entries.filter((entry) => entry.type === type).map((entry) => ({ entry, locale })));

const server = await serveFolder(root);
const browser = await launchChromium();
const failures = [];
const flaky = [];

const docsJobs = jobs('docs');
await runPool(
  browser,
  docsJobs,
  async (page, { entry, locale }) => {
    const problems = await checkDocsPage(page, server.base, entry, locale);
    if (problems.length > 0) failures.push(`docs ${entry.id} [${locale}]: ${problems.join('; ')}`);
  },
  { size, setup: listenToStories },
);
console.log(`docs pages: ${docsJobs.length} renders (${docsJobs.length / 2} pages × ar, en) in ${seconds()}`);

if (filter === '' || process.argv.includes('--update-baselines')) {
  const update = process.argv.includes('--update-baselines');
  const known = new Set(Object.keys(index.entries));
  failures.push(...(await checkDocsBaselines(browser, server.base, { update, known })));
  console.log(`docs baselines ${update ? 'written' : 'compared'} in ${seconds()}`);
}

const storyJobs = jobs('story');
const failed = [];
let done = 0;
let skipped = 0;
await runPool(
  browser,
  storyJobs,
  async (page, job) => {
    const { problem, isSkipped } = await runStory(page, server.base, job.entry, job.locale);
    if (isSkipped) skipped += 1;
    if (problem) {
      failed.push({ ...job, problem });
      console.log(`  first run failed: ${job.entry.id} [${job.locale}]: ${problem}`);
    }
    done += 1;
    if (done % 100 === 0) console.log(`  ${done}/${storyJobs.length} story runs (${seconds()})`);
  },
  { size, setup: listenToStories },
);
// A second chance, one at a time, on a fresh page: a failure here is the story's, not the machine's.
await runPool(
  browser,
  failed,
  async (page, job) => {
    const { problem } = await runStory(page, server.base, job.entry, job.locale, { timeout: 60_000, isFresh: true });
    const name = `${job.entry.id} [${job.locale}]`;
    if (problem) failures.push(`story ${name}: ${problem}`);
    else flaky.push(`${name} (first run: ${job.problem})`);
  },
  { size: 1, setup: listenToStories },
);
console.log(
  `stories: ${storyJobs.length - skipped} runs (${storyJobs.length / 2} stories × ar, en; ${skipped} pinned to ` +
    `the other locale, so the same run) in ${seconds()}`,
);

await browser.close();
server.close();
for (const name of flaky) console.log(`~ flaky (failed once, passed alone): ${name}`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(
  `${failures.length === 0 ? '✓' : '✗'} built workbench: ${failures.length} failure(s), ${flaky.length} flaky, in ${seconds()}`,
);
process.exit(failures.length > 0 ? 1 : 0);
