import { getDefaultConfig } from 'tailwind-merge';
import { TW_MERGE_GROUPS } from './tw-merge-groups';

/**
 * tailwind-merge's default configuration cut to the class groups the code uses (about a third of
 * Tailwind's, `tw-merge-groups.ts`). For the classes of the code it merges exactly as the whole
 * configuration does (cn.test.ts), and it builds its tables far sooner. The browser loads it
 * beside the page's texts and hands it to `cn` (entry.client.tsx).
 */
export function configOfUsedGroups(groups: ReadonlySet<string> = new Set(TW_MERGE_GROUPS)) {
  const whole = getDefaultConfig();
  const keepUsed = <T extends object>(byGroup: T): T =>
    Object.fromEntries(Object.entries(byGroup).filter(([group]) => groups.has(group))) as T;
  return {
    ...whole,
    classGroups: keepUsed(whole.classGroups),
    conflictingClassGroups: keepUsed(whole.conflictingClassGroups),
    conflictingClassGroupModifiers: keepUsed(whole.conflictingClassGroupModifiers),
  };
}
