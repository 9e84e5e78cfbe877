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

/**
 * Placeholders whose value is an identifier, never a quantity: written as they are, in Latin digits,
 * as the storefront writes them (a calling code, an order or ticket number, a phone number, a link).
 */
const LITERAL_PLACEHOLDERS: ReadonlySet<string> = new Set(['code', 'number', 'mobile', 'phone', 'url']);

/**
 * Placeholders that hold a quantity even when given as text (a coupon's minimum order "150.50", a
 * receipt's total): a plain decimal there is written like a number, its decimals kept.
 */
const QUANTITY_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'n',
  'min',
  'max',
  'count',
  'seconds',
  'minutes',
  'amount',
  'total',
  'vat',
]);

const PLAIN_DECIMAL = /^\d+(?:\.(\d+))?$/;

function placeholderText(name: string, value: string | number, lang: Language): string {
  if (LITERAL_PLACEHOLDERS.has(name)) return String(value);
  if (typeof value === 'number') return messageNumber(value, lang);
  const decimal = QUANTITY_PLACEHOLDERS.has(name) ? PLAIN_DECIMAL.exec(value) : null;
  if (!decimal) return value;
  const fractionDigits = decimal[1]?.length ?? 0;
  return formatNumber(Number(value), lang, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * A message template in a language with its `{name}` placeholders filled from `params` (a missing
 * one stays as it is). Numbers are written for the language (`messageNumber`: Arabic-Indic digits
 * in Arabic, `100,000` in English), identifiers as they are, and in Arabic a calling code `+{code}`
 * in a left-to-right isolate (U+2066…U+2069) so it reads `+966`, not `966+`, as the storefront's
 * forms write it.
 */
export function fillMessage(
  template: string,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  const text = lang === 'ar' ? template.replaceAll('+{code}', '\u2066+{code}\u2069') : template;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined || !Object.hasOwn(params, name) ? match : placeholderText(name, value, lang);
  });
}
