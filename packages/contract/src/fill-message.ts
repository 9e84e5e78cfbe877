/**
 * Filling the store's message templates (zod-free: the browser imports it). Apart from `format.ts`,
 * whose number formatting every page's first scripts carry: only forms, the server and the
 * contract's rule messages fill templates, and the storefront's build keeps this module out of the
 * first wave.
 */
import type { Language } from './constants';
import { formatNumber, intlLocaleOf, messageNumber } from './format';

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

const PLURAL_START = /\{(\w+), plural,\s*/g;

// One Intl.PluralRules a language, made on first use.
const pluralRules = new Map<Language, Intl.PluralRules>();

/** The CLDR plural category of a count in a language (`ar`: zero, one, two, few, many, other). */
export function pluralCategoryOf(count: number, lang: Language): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocaleOf(lang));
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * ICU's `{n, plural, one {…} other {…}}` (the subset react-intl's messages use: `=N` and the
 * CLDR categories, chosen by `Intl.PluralRules` for the language), replaced by the branch `n`
 * selects; `{n}` inside it is filled afterwards like any placeholder. A missing count, or one
 * that is not a number, takes `other`. The storefront's react-intl reads the same messages, so a
 * count agrees with its noun alike on both sides (Arabic: «حرف واحد», «حرفين», «٥ أحرف», «٢٥٠ حرفًا»,
 * «٣٠٠ حرف»).
 */
export function selectPlurals(
  template: string,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  let result = '';
  let from = 0;
  const start = new RegExp(PLURAL_START);
  for (let match = start.exec(template); match; match = start.exec(template)) {
    const branches = new Map<string, string>();
    let at = start.lastIndex;
    while (template[at] !== '}') {
      const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(template.slice(at));
      if (!selector?.[1]) throw new Error(`Malformed plural in message: ${template}`);
      at += selector[0].length;
      const end = closingBrace(template, at);
      branches.set(selector[1], template.slice(at, end));
      at = end + 1;
      while (template[at] === ' ') at += 1;
    }
    const value = params?.[match[1] as string];
    const count = value === undefined || value === '' ? Number.NaN : Number(value);
    const category = Number.isFinite(count) ? pluralCategoryOf(count, lang) : 'other';
    const branch = branches.get(`=${count}`) ?? branches.get(category) ?? branches.get('other') ?? '';
    result += template.slice(from, match.index) + selectPlurals(branch, lang, params);
    from = at + 1;
    start.lastIndex = from;
  }
  return result + template.slice(from);
}

/** The index of the `}` closing the branch that starts at `from` (after its `{`). */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}') depth -= 1;
    if (depth === 0) return at;
  }
  throw new Error(`Unclosed brace in message: ${text}`);
}

/**
 * A message template in a language with its plurals chosen (`selectPlurals`) and its `{name}`
 * placeholders filled from `params` (a missing one stays as it is). Numbers are written for the
 * language (`messageNumber`: Arabic-Indic digits in Arabic, `100,000` in English), identifiers as
 * they are, and in Arabic a calling code `+{code}` in a left-to-right isolate (U+2066…U+2069) so it
 * reads `+966`, not `966+`, as the storefront's forms write it.
 */
export function fillMessage(
  template: string,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  const chosen = selectPlurals(template, lang, params);
  const text = lang === 'ar' ? chosen.replaceAll('+{code}', '\u2066+{code}\u2069') : chosen;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined || !Object.hasOwn(params, name) ? match : placeholderText(name, value, lang);
  });
}
