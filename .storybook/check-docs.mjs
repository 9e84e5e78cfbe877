#!/usr/bin/env node
/**
 * Checks the BUILT workbench (`pnpm build-storybook` first) the way a designer meets it: every docs
 * page, in each toolbar locale, renders each example inside its own `lang`/`dir` root (pinned
 * `Arabic`/`English` stories keep theirs, the others follow the toolbar), leaves `<html>` left to
 * right, and opens no overlay on the page itself (overlays open inside their own frame).
 *
 *   node .storybook/check-docs.mjs [storybook-static] [filter]
 *
 * With `--stories` it instead runs every story (whose id contains `filter`) in the built workbench
 * with the toolbar on Arabic and on English, and fails on any story whose play function or axe
 * check fails there — what a designer sees in the Interactions panel.
 *
 *   node .storybook/check-docs.mjs storybook-static cart-cartdrawer --stories
 *
 * `pnpm test:workbench` (check-built.mjs) runs both over the whole workbench, building it first;
 * this script is for one part of it. Prints one line per failing page and exits 1 if any failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDocsPage, launchChromium, listenToStories, runPool, runStory, serveFolder } from './built-workbench.mjs';

const [folder, filterArgument] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const isStoriesMode = process.argv.includes('--stories');
const root = path.resolve(folder ?? 'storybook-static');
const filter = filterArgument ?? '';
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`${root}/index.json not found: run pnpm build-storybook first`);
  process.exit(2);
}

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const type = isStoriesMode ? 'story' : 'docs';
const jobs = ['ar', 'en'].flatMap((locale) =>
  Object.values(index.entries)
    .filter((entry) => entry.type === type && entry.id.includes(filter))
    .map((entry) => ({ entry, locale })),
);

const server = await serveFolder(root);
const browser = await launchChromium();
const failures = [];
let checked = 0;
await runPool(
  browser,
  jobs,
  async (page, { entry, locale }) => {
    if (isStoriesMode) {
      const { problem, isSkipped } = await runStory(page, server.base, entry, locale);
      if (!isSkipped) checked += 1;
      if (problem) failures.push(`${entry.id} [${locale}]: ${problem}`);
    } else {
      const problems = await checkDocsPage(page, server.base, entry, locale);
      checked += 1;
      if (problems.length > 0) failures.push(`${entry.id} [${locale}]: ${problems.join('; ')}`);
    }
  },
  { size: 2, setup: listenToStories },
);
await browser.close();
server.close();
for (const failure of failures) console.log(`✗ ${failure}`);
const what = isStoriesMode ? `story runs (${jobs.length / 2} stories` : `docs page renders (${jobs.length / 2} pages`;
console.log(`${checked - failures.length}/${checked} ${what} × ar, en)`);
process.exit(failures.length > 0 ? 1 : 0);
