/**
 * Numbers in the store's texts (zod-free: the browser imports it). The storefront writes numbers
 * with `Intl` for its locale (react-intl's `{n, number}`, the design system's `formatNumber`):
 * Arabic-Indic digits in Arabic, Latin in English. The server's messages (`t`, `ruleMessage`) write
 * them the same way, so a shopper never reads "3" from the server next to "٢٠" from the page.
 */
import type { Language } from './constants';

/** The Intl locale tag of a language: Arabic and English as written in Saudi Arabia. */
export function intlLocaleOf(lang: Language): string {
  return lang === 'ar' ? 'ar-SA' : 'en-SA';
}

/** The digits a language writes (named, not left to the runtime's CLDR, where `ar` alone is Latin). */
export const numberingSystemOf = (lang: Language): 'arab' | 'latn' => (lang === 'ar' ? 'arab' : 'latn');

// Building an Intl.NumberFormat costs far more than formatting with one: one per language and
// style, made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The shared number formatter of a language and style (prices, counts, limits). */
export function numberFormatOf(lang: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(lang), { ...options, numberingSystem: numberingSystemOf(lang) });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the language's digits, as the storefront writes it (`١٬٢٣٤` in Arabic, `1,234` in English). */
export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormatOf(lang, options).format(value);
}

/**
 * A number as the store's messages write it, as the storefront's `{n, number}` does: Arabic-Indic
 * digits in Arabic (`١٠٠٬٠٠٠`), Latin digits with a thousands separator in English (`100,000`).
 */
export function messageNumber(value: number, lang: Language): string {
  return Number.isFinite(value) ? formatNumber(value, lang) : String(value);
}
