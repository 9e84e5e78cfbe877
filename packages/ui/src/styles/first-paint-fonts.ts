/**
 * The font files every page's first paint draws with, by language (see fonts.css for what each
 * holds). The storefront preloads them: found by the first layout instead, they start a round
 * trip after the stylesheet and hold back the first paint on a slow phone. A file listed here that
 * a page does not use costs a wasted download, so the end-to-end tests check that each one is used.
 */
import type { Locale } from '../lib/direction';
import arabicText400 from './fonts/ibm-plex-sans-arabic-arabic-text-400.woff2?url';
import arabicText500 from './fonts/ibm-plex-sans-arabic-arabic-text-500.woff2?url';
import arabicText700 from './fonts/ibm-plex-sans-arabic-arabic-text-700.woff2?url';
import latin400 from './fonts/ibm-plex-sans-arabic-latin-400.woff2?url';
import latin500 from './fonts/ibm-plex-sans-arabic-latin-500.woff2?url';
import latin700 from './fonts/ibm-plex-sans-arabic-latin-700.woff2?url';

export const firstPaintFonts: Record<Locale, readonly string[]> = {
  ar: [arabicText400, arabicText500, arabicText700],
  en: [latin400, latin500, latin700],
};
