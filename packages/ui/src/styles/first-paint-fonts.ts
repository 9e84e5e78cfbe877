/**
 * The font file each language's text is drawn with, by weight (see fonts.css for what each holds).
 * The storefront preloads the weights a page's first paint uses: found by the first layout instead,
 * they start a round trip after the stylesheet and hold back the first paint on a slow phone.
 */
import type { Locale } from '../lib/direction';
import type { FontWeight } from './font-weights';
import arabicText400 from './fonts/ibm-plex-sans-arabic-arabic-text-400.woff2?url';
import arabicText500 from './fonts/ibm-plex-sans-arabic-arabic-text-500.woff2?url';
import arabicText700 from './fonts/ibm-plex-sans-arabic-arabic-text-700.woff2?url';
import latin400 from './fonts/ibm-plex-sans-arabic-latin-400.woff2?url';
import latin500 from './fonts/ibm-plex-sans-arabic-latin-500.woff2?url';
import latin700 from './fonts/ibm-plex-sans-arabic-latin-700.woff2?url';
import latinLetters400 from './fonts/ibm-plex-sans-arabic-latin-letters-400.woff2?url';
import latinLetters500 from './fonts/ibm-plex-sans-arabic-latin-letters-500.woff2?url';
import latinLetters700 from './fonts/ibm-plex-sans-arabic-latin-letters-700.woff2?url';

export const firstPaintFonts: Record<Locale, Record<FontWeight, string>> = {
  ar: { 400: arabicText400, 500: arabicText500, 700: arabicText700 },
  en: { 400: latin400, 500: latin500, 700: latin700 },
};

/**
 * The file a word in the other language's letters is drawn with on a page of each language: Latin
 * letters on an Arabic page come from their own small cut, Arabic words on an English page from
 * the Arabic text cut.
 */
export const otherScriptFonts: Record<Locale, Record<FontWeight, string>> = {
  ar: { 400: latinLetters400, 500: latinLetters500, 700: latinLetters700 },
  en: firstPaintFonts.ar,
};
