import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { classTokens, usedClassGroups } from '../../scripts/tw-merge-groups.mjs';
import { cn, provideMergeConfig } from './cn';
import { configOfUsedGroups } from './cut-merge-config';
import { TW_MERGE_GROUPS } from './tw-merge-groups';

// As the browser does (entry.client.tsx): the cut configuration, before the first call.
provideMergeConfig(configOfUsedGroups);

describe('cn', () => {
  it('knows every class group a class in the code needs (else run `pnpm --filter @hadiya/ui tw-merge-groups`)', () => {
    const missing = (usedClassGroups() as string[]).filter((group) => !TW_MERGE_GROUPS.includes(group));
    expect(missing).toEqual([]);
  });

  it('classes every token of the code and lists its conflicts exactly as tailwind-merge with all of its groups', () => {
    const tokens = [...(classTokens() as Set<string>)];
    expect(tokens.length).toBeGreaterThan(500);
    const full = getDefaultConfig();
    const cut = configOfUsedGroups();
    const [fullGroups, cutGroups] = [full, cut].map(createClassGroupUtils);
    const parse = createParseClassName(full);
    const differences: string[] = [];
    for (const token of tokens) {
      const { baseClassName, maybePostfixModifierPosition } = parse(token);
      const hasPostfix = maybePostfixModifierPosition !== undefined;
      const [fullId, cutId] = [fullGroups, cutGroups].map((utils) => utils?.getClassGroupId(baseClassName));
      const conflicts = (utils: typeof fullGroups, id: string | undefined) =>
        id ? utils?.getConflictingClassGroupIds(id, hasPostfix).filter((group) => TW_MERGE_GROUPS.includes(group)) : [];
      if (fullId !== cutId || String(conflicts(fullGroups, fullId)) !== String(conflicts(cutGroups, cutId))) {
        differences.push(`${token}: ${fullId} → ${cutId}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('lets the last utility of a group win, with variants and logical properties', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('rounded-md', false, 'rounded-full')).toBe('rounded-full');
    expect(cn('text-ink hover:text-leaf-800', 'text-clay-700')).toBe('hover:text-leaf-800 text-clay-700');
    expect(cn('ms-2 start-2', 'ms-4')).toBe('start-2 ms-4');
  });
});
