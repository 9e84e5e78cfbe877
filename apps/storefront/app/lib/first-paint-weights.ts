import { type FontWeight, fontWeights } from '@hadiya/ui';
import type { UIMatch } from 'react-router';

/**
 * A route whose first paint draws with fewer than the three weights says so in its `handle`, so
 * the root layout preloads only the fonts the page uses (a preloaded font left unused is a wasted
 * download; e2e/fonts.spec.ts checks both ways).
 */
export interface FirstPaintHandle {
  firstPaintWeights: readonly FontWeight[];
}

export function firstPaintWeights(matches: readonly UIMatch[]): readonly FontWeight[] {
  const handle = matches.at(-1)?.handle as Partial<FirstPaintHandle> | undefined;
  return handle?.firstPaintWeights ?? fontWeights;
}
