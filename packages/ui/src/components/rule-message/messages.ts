import type { Language } from '@hadiya/contract/constants';
import { type RuleMessageKey, ruleMessages, ruleValues } from '@hadiya/contract/messages';
import type { MessageDescriptor } from 'react-intl';
import type { Translations } from '../../i18n/translations';

type RuleDescriptor = MessageDescriptor & { id: `rule.${RuleMessageKey}`; defaultMessage: string };

const keys = Object.keys(ruleMessages) as RuleMessageKey[];

/** The placeholders of `ruleMessages` that stand for numbers: formatted for the locale (Arabic-Indic digits in Arabic). */
export const NUMBER_PLACEHOLDERS = ['n', 'min', 'max'] as const;

/** The placeholders a contract text fills (`{max}`, and the count of a `{max, plural, …}`). */
const placeholdersIn = (text: string) =>
  new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1] as string));

/**
 * A contract text as an ICU message: numbers as `{name, number}` (a plural's branches too, so they
 * read as the server writes them), the calling code an LTR island in Arabic. The contract's plurals
 * (`{max, plural, …}`) are react-intl's own, chosen by the same CLDR rules as the server's.
 */
function icuOf(key: RuleMessageKey, lang: Language): string {
  let text: string = ruleMessages[key][lang];
  // A limit the contract fixes is a placeholder with its value in `ruleValues`, never digits written
  // into one language's text: each language writes the number and agrees its noun with it.
  if (/[0-9\u0660-\u0669]/.test(text)) throw new Error(`rule.${key} (${lang}) must name its numbers as placeholders`);
  const names = placeholdersIn(text);
  for (const name of Object.keys(ruleValues[key] ?? {})) {
    if (!names.has(name)) throw new Error(`rule.${key} (${lang}) must name {${name}}`);
  }
  for (const name of NUMBER_PLACEHOLDERS) text = text.replaceAll(`{${name}}`, `{${name}, number}`);
  // `+966` would read `966+` inside Arabic text without an isolate (as in PhoneInput's own message).
  return lang === 'ar' ? text.replaceAll('+{code}', '\u2066+{code}\u2069') : text;
}

/**
 * The contract's validation messages (`ruleMessages`, spec §5) as react-intl messages with ids
 * `rule.<key>`: the same ids the server's 400 envelopes name and the storefront's forms show.
 */
export const messages = Object.fromEntries(
  keys.map((key) => [key, { id: `rule.${key}`, defaultMessage: icuOf(key, 'en') }]),
) as Record<RuleMessageKey, RuleDescriptor>;

export const arabic = Object.fromEntries(keys.map((key) => [key, icuOf(key, 'ar')])) as Translations<typeof messages>;
