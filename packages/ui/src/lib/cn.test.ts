import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { classTokens, stringTokens, usedClassGroups } from '../../scripts/tw-merge-groups.mjs';
import { cn, provideMergeConfig } from './cn';
import { TW_MERGE_GROUPS } from './tw-merge-groups';
import { usedMergeConfig } from './used-merge-config';

// As the storefront does: the cut configuration (the tests' setup gives every other test the whole one).
provideMergeConfig(usedMergeConfig);

describe('cn', () => {
  it('knows every class group a class in the code needs (else run `pnpm --filter @hadiya/ui tw-merge-groups`)', () => {
    const missing = (usedClassGroups() as string[]).filter((group) => !TW_MERGE_GROUPS.includes(group));
    expect(missing).toEqual([]);
  });

  it('classes every token of the code and lists its conflicts exactly as tailwind-merge with all of its groups', () => {
    const tokens = [...(classTokens() as Set<string>)];
    expect(tokens.length).toBeGreaterThan(500);
    const full = getDefaultConfig();
    const cut = usedMergeConfig();
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

  it('holds exactly the class groups the code uses, with the whole configuration’s theme and rules for them (else run `pnpm --filter @hadiya/ui tw-merge-groups`)', () => {
    const cut = usedMergeConfig();
    const whole = getDefaultConfig();
    // Arbitrary properties (`[content-visibility:auto]`) are groups tailwind-merge makes as it reads them.
    const configured = TW_MERGE_GROUPS.filter((group) => Object.hasOwn(whole.classGroups, group));
    expect(Object.keys(cut.classGroups).sort()).toEqual([...configured].sort());
    // The written-out definitions read as the whole configuration's: validators by identity, theme
    // getters by the key they read.
    const themeKeyOf = (getter: (theme: object) => unknown) =>
      (getter(new Proxy({}, { get: (_, key) => [key] })) as string[])[0];
    const comparable = (value: unknown): unknown =>
      typeof value === 'function'
        ? 'isThemeGetter' in value
          ? `theme:${themeKeyOf(value as unknown as (theme: object) => unknown)}`
          : value
        : Array.isArray(value)
          ? value.map(comparable)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, comparable(entry)]))
            : value;
    for (const group of configured) {
      const name = group as keyof typeof whole.classGroups;
      expect(comparable(cut.classGroups[group]), group).toEqual(comparable(whole.classGroups[name]));
    }
    for (const key of Object.keys(cut.theme ?? {})) {
      expect(comparable(cut.theme?.[key]), key).toEqual(comparable(whole.theme[key as keyof typeof whole.theme]));
    }
  });

  it('reads the classes of strings only, whatever the comments around them say', () => {
    // Apostrophes in comments and JSX text once shifted which text the scan read as strings, so
    // 'scale' and 'font-smoothing' came and went with unrelated comment edits.
    const source = `
      // The picture's frame grows on hover; was invisible before, and \`transform\` is a prop.
      /** The server's copy, 'visible' once loaded. */
      export const Card = ({ isOpen, size }: Props) => (
        <figure className="scale-105 antialiased" title={\`flex \${isOpen ? 'block' : 'hidden'} px-\${size}\`}>
          <p>Don't</p>
          <img className='shadow-card' alt="" />
        </figure>
      );
    `;
    const tokens = stringTokens(source, 'card.tsx') as Set<string>;
    for (const token of ['scale-105', 'antialiased', 'shadow-card', 'flex', 'block', 'hidden']) {
      expect(tokens, token).toContain(token);
    }
    for (const token of ['invisible', 'transform', 'visible', "picture's", 'px-']) {
      expect(tokens, token).not.toContain(token);
    }
    const groups = usedClassGroups(tokens) as string[];
    expect(groups).toEqual(expect.arrayContaining(['scale', 'font-smoothing', 'display']));
    expect(groups).not.toContain('visibility');
    expect(groups).not.toContain('transform');
  });

  it('lets the last utility of a group win, with variants and logical properties', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('rounded-md', false, 'rounded-full')).toBe('rounded-full');
    expect(cn('text-ink hover:text-leaf-800', 'text-clay-700')).toBe('hover:text-leaf-800 text-clay-700');
    expect(cn('ms-2 start-2', 'ms-4')).toBe('start-2 ms-4');
  });
});
