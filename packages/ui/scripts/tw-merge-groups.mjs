#!/usr/bin/env node
/**
 * Writes `src/lib/tw-merge-groups.ts`: the tailwind-merge class groups the store's code uses, so
 * `cn` builds its class tables for those only. Building tailwind-merge's tables for every Tailwind
 * utility is the largest single task of hydration (~30 ms, ~120 ms at a phone's CPU speed);
 * most groups (grid templates, filters, tables, scroll snap …) never appear here.
 *
 * Reads every string in the design system's and the storefront's sources, parses each token as
 * tailwind-merge does (modifiers stripped), and records every class group a lookup passes
 * through (tailwind-merge's own tooling entry for build-time pruning, `unstable-do-not-import`: the
 * version is pinned, and the test below catches a change).
 * `pnpm --filter @hadiya/ui tw-merge-groups` rewrites the file; a unit test fails when a class in
 * the code needs a group the file lacks.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupLookup, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_ROOTS = [path.join(uiRoot, 'src'), path.resolve(uiRoot, '../../apps/storefront/app')];
const OUTPUT = path.join(uiRoot, 'src/lib/tw-merge-groups.ts');

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    // The workbench's own pages (docs, flows, stories, usage notes) keep `cn` with every group.
    if (entry.isDirectory()) {
      if (!['docs', 'flows', 'test'].includes(entry.name)) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories|usage)\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every whitespace-separated token of every string literal that could be a utility class. */
export function classTokens(roots = SOURCE_ROOTS) {
  const tokens = new Set();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8');
      for (const [, , body] of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
        for (const token of body.split(/\s+/)) {
          if (/^!?-?[a-z@[][\w@:/.[\]%()#,!*&>=~+-]*$/i.test(token)) tokens.add(token);
        }
      }
    }
  }
  return tokens;
}

/** The class groups the tokens' lookups pass through. */
export function usedClassGroups(tokens = classTokens()) {
  const config = getDefaultConfig();
  const lookup = createClassGroupLookup(config);
  const parse = createParseClassName(config);
  const groups = new Set();
  for (const token of tokens) {
    const { baseClassName, isExternal } = parse(token);
    if (isExternal) continue;
    for (const { classGroupId } of lookup(baseClassName)) groups.add(classGroupId);
  }
  return [...groups].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = usedClassGroups();
  writeFileSync(
    OUTPUT,
    `// Written by \`pnpm --filter @hadiya/ui tw-merge-groups\` (scripts/tw-merge-groups.mjs): the\n// tailwind-merge class groups the code uses. Do not edit by hand.\nexport const TW_MERGE_GROUPS: readonly string[] = ${JSON.stringify(groups, null, 2).replace(/"/g, "'")};\n`,
  );
  console.log(
    `${groups.length} of ${Object.keys(getDefaultConfig().classGroups).length} class groups → ${path.relative(process.cwd(), OUTPUT)}`,
  );
}
