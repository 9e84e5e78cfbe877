import { type FontWeight, firstPaintFonts, fontWeights, type Locale, otherScriptFonts } from '@hadiya/ui';
import type { UIMatch } from 'react-router';

/**
 * A route whose first paint draws with fewer than the three weights says so in its `handle`, so
 * the root layout preloads only the fonts the page uses (a preloaded font left unused is a wasted
 * download; e2e/fonts.spec.ts checks both ways).
 *
 * A route whose first paint draws a text the shopper typed (the search results' title) names it:
 * a Latin word on an Arabic page, or an Arabic word on an English page, is drawn from another
 * file (`otherScriptFonts`), which the first layout would otherwise find only after the
 * stylesheet, a round trip before the largest text can be painted.
 */
export interface FirstPaintHandle {
  firstPaintWeights?: readonly FontWeight[];
  firstPaintShopperText?: { textOf: (loaderData: unknown) => string | undefined; weights: readonly FontWeight[] };
}

/** Letters each language's file draws that the other language's file does not. */
const LETTERS_OF: Record<Locale, RegExp> = { ar: /[\u0621-\u064a]/, en: /[a-z]/i };

export function firstPaintFontFiles(matches: readonly UIMatch[], locale: Locale): string[] {
  const match = matches.at(-1);
  const handle = match?.handle as FirstPaintHandle | undefined;
  const files = (handle?.firstPaintWeights ?? fontWeights).map((weight) => firstPaintFonts[locale][weight]);
  const otherLocale: Locale = locale === 'ar' ? 'en' : 'ar';
  const shopperText = handle?.firstPaintShopperText;
  if (shopperText && LETTERS_OF[otherLocale].test(shopperText.textOf(match?.loaderData) ?? '')) {
    files.push(...shopperText.weights.map((weight) => otherScriptFonts[locale][weight]));
  }
  return files;
}
