#!/usr/bin/env node
/**
 * Writes `src/lib/tw-merge-groups.ts`: the tailwind-merge class groups the store's code uses, and
 * `src/lib/used-merge-config.ts`: tailwind-merge's configuration cut to those groups, written out
 * as code, so `cn` builds its class tables for those only and the browser never loads the whole
 * configuration (~6 KiB gzip of the first scripts). Building tailwind-merge's tables for every Tailwind
 * utility is the largest single task of hydration (~30 ms, ~120 ms at a phone's CPU speed);
 * most groups (grid templates, filters, tables, scroll snap …) never appear here.
 *
 * Reads every string in the design system's and the storefront's sources (string literals, JSX
 * attribute strings and template-literal text, as TypeScript's parser reads them: comments never
 * count), parses each token as tailwind-merge does (modifiers stripped), and records every class
 * group a lookup passes through (tailwind-merge's own tooling entry for build-time pruning,
 * `unstable-do-not-import`: the version is pinned, and the test below catches a change).
 * `pnpm --filter @hadiya/ui tw-merge-groups` rewrites the file; a unit test fails when a class in
 * the code needs a group the file lacks.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { createClassGroupLookup, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import ts from 'typescript';

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_ROOTS = [path.join(uiRoot, 'src'), path.resolve(uiRoot, '../../apps/storefront/app')];
const OUTPUT = path.join(uiRoot, 'src/lib/tw-merge-groups.ts');
const CONFIG_OUTPUT = path.join(uiRoot, 'src/lib/used-merge-config.ts');

function* sourceFiles(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    // The workbench's own pages (docs, flows, stories, usage notes) keep `cn` with every group.
    if (entry.isDirectory()) {
      if (!['docs', 'flows', 'test'].includes(entry.name)) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories|usage)\.tsx?$/.test(entry.name)) {
      // This script's own output holds group names and tailwind-merge's class values, not classes
      // of the code: read, it would keep every group it lists.
      if (full !== OUTPUT && full !== CONFIG_OUTPUT) yield full;
    }
  }
}

const CLASS_TOKEN = /^!?-?[a-z@[][\w@:/.[\]%()#,!*&>=~+-]*$/i;

/**
 * The text of every string in one source file: string literals (JSX attribute strings among them)
 * and template literals, found by TypeScript's parser, so an apostrophe in a comment or in JSX text
 * never shifts what reads as a string. A template's substitutions become `${}`, so a token touching
 * one (`px-${size}`) is no class; the strings inside a substitution are read on their own.
 */
export function stringTexts(source, fileName = 'source.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const texts = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** Every whitespace-separated token of one source file's strings that could be a utility class. */
export function stringTokens(source, fileName) {
  const tokens = new Set();
  for (const text of stringTexts(source, fileName)) {
    for (const token of text.split(/\s+/)) {
      if (CLASS_TOKEN.test(token)) tokens.add(token);
    }
  }
  return tokens;
}

/** Every whitespace-separated token of every string literal that could be a utility class. */
export function classTokens(roots = SOURCE_ROOTS) {
  const tokens = new Set();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      for (const token of stringTokens(readFileSync(file, 'utf8'), file)) tokens.add(token);
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

/**
 * tailwind-merge's default configuration with only `groups`, as the source of a TypeScript module:
 * its validators and theme getters written as `v.<name>` and `t('<theme key>')`, and only the
 * theme keys the kept groups read.
 */
export function usedMergeConfigSource(groups = new Set(usedClassGroups())) {
  const whole = getDefaultConfig();
  const keep = (byGroup) => Object.fromEntries(Object.entries(byGroup).filter(([group]) => groups.has(group)));
  const validatorNames = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));
  // A theme getter reads one key of the theme: ask it which.
  const themeKeyOf = (getter) => getter(new Proxy({}, { get: (_, key) => [key] }))[0];
  const themeKeys = new Set();
  const write = (value) => {
    if (typeof value === 'function') {
      if (value.isThemeGetter) {
        const key = themeKeyOf(value);
        themeKeys.add(key);
        return `t(${JSON.stringify(key)})`;
      }
      const name = validatorNames.get(value);
      if (!name)
        throw new Error(`tailwind-merge's configuration holds a function that is not one of its validators: ${value}`);
      return `v.${name}`;
    }
    if (Array.isArray(value)) return `[${value.map(write).join(', ')}]`;
    if (value && typeof value === 'object') {
      return `{ ${Object.entries(value)
        .map(([key, entry]) => `${JSON.stringify(key)}: ${write(entry)}`)
        .join(', ')} }`;
    }
    return JSON.stringify(value);
  };
  const classGroups = Object.entries(keep(whole.classGroups)).map(
    ([group, definitions]) => `    ${JSON.stringify(group)}: ${write(definitions)},`,
  );
  // Theme values may read other theme keys: write keys until no new one appears.
  const theme = new Map();
  for (let pending = [...themeKeys]; pending.length > 0; pending = [...themeKeys].filter((key) => !theme.has(key))) {
    for (const key of pending) theme.set(key, write(whole.theme[key] ?? []));
  }
  const keptList = (groupIds) => groupIds.filter((group) => groups.has(group));
  const conflicts = (byGroup) =>
    Object.entries(keep(byGroup)).map(
      ([group, ids]) => `    ${JSON.stringify(group)}: ${JSON.stringify(keptList(ids))},`,
    );
  return `// Written by \`pnpm --filter @hadiya/ui tw-merge-groups\` (scripts/tw-merge-groups.mjs): tailwind-merge's
// default configuration cut to the class groups the code uses. Do not edit by hand.
import { type Config, fromTheme as t, validators as v } from 'tailwind-merge';

export const usedMergeConfig = (): Config<string, string> => ({
  cacheSize: ${whole.cacheSize},
  theme: {
${[...theme]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, value]) => `    ${JSON.stringify(key)}: ${value},`)
  .join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${conflicts(whole.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${conflicts(whole.conflictingClassGroupModifiers).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(keptList(whole.postfixLookupClassGroups ?? []))},
  orderSensitiveModifiers: ${JSON.stringify(whole.orderSensitiveModifiers)},
});
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = usedClassGroups();
  writeFileSync(
    OUTPUT,
    `// Written by \`pnpm --filter @hadiya/ui tw-merge-groups\` (scripts/tw-merge-groups.mjs): the\n// tailwind-merge class groups the code uses. Do not edit by hand.\nexport const TW_MERGE_GROUPS: readonly string[] = ${JSON.stringify(groups, null, 2).replace(/"/g, "'")};\n`,
  );
  writeFileSync(CONFIG_OUTPUT, usedMergeConfigSource(new Set(groups)));
  console.log(
    `${groups.length} of ${Object.keys(getDefaultConfig().classGroups).length} class groups → ${path.relative(process.cwd(), OUTPUT)}, ${path.relative(process.cwd(), CONFIG_OUTPUT)}`,
  );
}
