import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

type MergeConfig = ReturnType<typeof getDefaultConfig>;
let makeConfig: () => MergeConfig = getDefaultConfig;
let config: MergeConfig | undefined;

/**
 * Gives `cn` a smaller configuration, before its first call: the browser gives it the one cut to
 * the code's class groups (cut-merge-config.ts), since building tailwind-merge's tables for every
 * Tailwind utility was the longest task of hydration. Elsewhere `cn` knows every group, with the
 * same results.
 */
export function provideMergeConfig(make: () => MergeConfig): void {
  makeConfig = make;
}

/** Makes the configuration now, so that the first `cn` call only builds the tables: one task apiece. */
export function prepareClassMerge(): void {
  config ??= makeConfig();
}

const mergeClasses = createTailwindMerge(() => {
  prepareClassMerge();
  return config as MergeConfig;
});

/** Joins class names and lets the last Tailwind utility of a group win. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
