/**
 * The font files every page's first paint draws with, by language (body, headings, prices,
 * header, footer; see fonts.css for what each holds). The storefront preloads them: found by the
 * first layout instead, they start a round trip after the stylesheet and hold back the first
 * paint on a slow phone. A file listed here that a page does not use costs a wasted download, so
 * the end-to-end tests check that each one is used.
 */
import type { Locale } from '../lib/direction';
import core400 from './fonts/ibm-plex-sans-arabic-core-400.woff2?url';
import core500 from './fonts/ibm-plex-sans-arabic-core-500.woff2?url';
import core700 from './fonts/ibm-plex-sans-arabic-core-700.woff2?url';
import latin400 from './fonts/ibm-plex-sans-arabic-latin-400.woff2?url';
import latin500 from './fonts/ibm-plex-sans-arabic-latin-500.woff2?url';
import latin700 from './fonts/ibm-plex-sans-arabic-latin-700.woff2?url';
import punctuation400 from './fonts/ibm-plex-sans-arabic-punctuation-400.woff2?url';
import punctuation700 from './fonts/ibm-plex-sans-arabic-punctuation-700.woff2?url';

export const firstPaintFonts: Record<Locale, readonly string[]> = {
  ar: [core400, core500, core700, punctuation400, punctuation700],
  en: [latin400, latin500, latin700],
};
