#!/usr/bin/env node
// Fails on physical direction utilities (ml-, pr-, left-, text-right, border-l …) in packages/
// and apps/: the store is right-to-left first, so only logical utilities are allowed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['packages', 'apps'];
const extensions = new Set(['.ts', '.tsx', '.css', '.html', '.mdx']);
const skipped = new Set([
  'node_modules',
  'dist',
  'build',
  '.data',
  '__screenshots__',
  'storybook-static',
  'migrations',
  'playwright-report',
  'test-results',
  '.react-router',
  '.e2e',
  '.bench',
]);
export const physicalUtility =
  /(?<![\w-])(?:[a-z0-9]+:)*-?(?:(?:m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right)-[\w./[\]%-]+|(?:border-[lr]|rounded-(?:[lr]|[tb][lr])|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(?:-[\w./[\]%-]+)?(?=["'`\s]|$))/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (skipped.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (extensions.has(path.extname(name))) yield full;
  }
}

/** Only class-like strings count: quoted strings and @apply lines. */
export function findPhysicalUtilities(source) {
  const hits = [];
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    const classLike = line.match(/(["'`])(?:(?!\1).)*\1|@apply[^;]*/g) ?? [];
    for (const chunk of classLike) {
      for (const match of chunk.matchAll(physicalUtility)) hits.push({ line: index + 1, utility: match[0] });
    }
  });
  return hits;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failures = 0;
  for (const root of roots) {
    let files;
    try {
      files = [...walk(root)];
    } catch {
      continue;
    }
    for (const file of files) {
      for (const hit of findPhysicalUtilities(readFileSync(file, 'utf8'))) {
        failures += 1;
        console.error(
          `${file}:${hit.line}  ${hit.utility}  → use the logical form (ms/me, ps/pe, inset-s/inset-e, border-s/e, rounded-s/e, text-start/end)`,
        );
      }
    }
  }
  if (failures > 0) {
    console.error(`\n${failures} physical direction utilit${failures === 1 ? 'y' : 'ies'} found.`);
    process.exit(1);
  }
  console.log('logical-css: no physical direction utilities');
}
