import {
  ACCOUNT_NAME_MIN_LENGTH,
  type Language,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PHONE_MIN_DIGITS,
} from '@hadiya/contract/constants';
import { messageNumber } from '@hadiya/contract/format';
import { type RuleMessageKey, ruleMessages } from '@hadiya/contract/messages';
import type { MessageDescriptor } from 'react-intl';
import type { Translations } from '../../i18n/translations';

type RuleDescriptor = MessageDescriptor & { id: `rule.${RuleMessageKey}`; defaultMessage: string };

const keys = Object.keys(ruleMessages) as RuleMessageKey[];

/** The placeholders of `ruleMessages` that stand for numbers: formatted for the locale (Arabic-Indic digits in Arabic). */
export const NUMBER_PLACEHOLDERS = ['n', 'min', 'max'] as const;

/**
 * Limits the contract writes into its texts as digits (Arabic-Indic in the Arabic texts, as the
 * server answers with them). In the forms they become number arguments like `{min}`, formatted for
 * the locale.
 */
export const writtenInValues: Partial<Record<RuleMessageKey, Readonly<Record<string, number>>>> = {
  password_min_length: { min: PASSWORD_MIN_LENGTH },
  name_min_length: { min: ACCOUNT_NAME_MIN_LENGTH },
  profile_phone_invalid: { min: PROFILE_PHONE_MIN_DIGITS },
  otp_invalid: { n: OTP_LENGTH },
  // A percentage discount's limit (10000 basis points).
  percent_too_big: { max: 100 },
};

/** A contract text as an ICU message: numbers as `{name, number}`, the calling code an LTR island in Arabic. */
function icuOf(key: RuleMessageKey, lang: Language): string {
  let text: string = ruleMessages[key][lang];
  for (const [name, value] of Object.entries(writtenInValues[key] ?? {})) {
    // The value as the contract writes it in this language: `8` in English, `٨` in Arabic.
    const written = messageNumber(value, lang);
    const digits = new RegExp(`(?<![\\d\\u0660-\\u0669])${written}(?![\\d\\u0660-\\u0669])`, 'g');
    if (text.match(digits)?.length !== 1) throw new Error(`rule.${key} (${lang}) must name ${written} once`);
    text = text.replace(digits, `{${name}}`);
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
