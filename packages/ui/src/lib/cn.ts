import { type ClassValue, clsx } from 'clsx';
import { type Config, createTailwindMerge } from 'tailwind-merge';
import { usedMergeConfig } from './used-merge-config';

type MergeConfig = Config<string, string>;
let makeConfig: () => MergeConfig = usedMergeConfig;
let config: MergeConfig | undefined;

/**
 * `cn` knows the class groups of the store's code only (`used-merge-config.ts`, written with
 * `tw-merge-groups.ts`): building tailwind-merge's tables for every Tailwind utility was the
 * longest task of hydration, and its whole configuration ~6 KiB of the first scripts. For the
 * classes of the code it merges exactly as the whole configuration (cn.test.ts). The workbench,
 * whose stories and docs use classes the code does not, gives it the whole one before the first
 * call.
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
