/** Mobile-number rules of spec §5 as plain functions (no zod: the browser uses them too). */
import { DEFAULT_PHONE_CODE, type Language, PHONE_DIGITS_BY_CODE, SAUDI_PHONE_CODE } from './constants';
import { type RuleIssue, ruleMessage } from './messages';
import { digitsOnly } from './normalize';

/** Required national-number length for a calling code, or undefined when the code has no rule. */
export function phoneDigitsFor(phoneCode: string): number | undefined {
  return PHONE_DIGITS_BY_CODE[digitsOnly(phoneCode)];
}

/**
 * A stored mobile number in its international form, as text messages are addressed: the calling
 * code then the national number, digits only and no `+` (`966501234567`). A number saved without a
 * code is `DEFAULT_PHONE_CODE`'s. Both parts are taken as stored (already normalised): no `+` or
 * zero is added or removed.
 */
export function internationalPhoneNumber(countryCode: string | null | undefined, number: string): string {
  return `${countryCode ?? DEFAULT_PHONE_CODE}${number}`;
}

/**
 * Normalises a typed mobile number: digits converted and non-digits removed (§5). For +966 a
 * local `05XXXXXXXX` entry becomes `5XXXXXXXX`: §5 gives both 9 and 10 digits for Saudi numbers;
 * we accept the 9-digit national number and the 10-digit local form with its trunk zero.
 */
export function normalizePhoneNumber(phoneCode: string, input: string): string {
  const code = digitsOnly(phoneCode);
  let digits = digitsOnly(input);
  if (digits.startsWith(`00${code}`)) digits = digits.slice(2 + code.length);
  else if (digits.startsWith(code) && digits.length > (phoneDigitsFor(code) ?? Infinity)) {
    digits = digits.slice(code.length);
  }
  if (code === SAUDI_PHONE_CODE && digits.length === 10 && digits.startsWith('05')) digits = digits.slice(1);
  return digits;
}

/**
 * For an input box, as it is typed: the normalised number cut at the required length ('Extra
 * input is ignored'). A Saudi number typed in its local form keeps its trunk zero, and one more
 * digit, until it is complete (`05XXXXXXXX` → `5XXXXXXXX`).
 */
export function phoneInputValue(phoneCode: string, input: string, max = phoneDigitsFor(phoneCode)): string {
  const digits = normalizePhoneNumber(phoneCode, input);
  if (max === undefined) return digits.slice(0, 15);
  if (digitsOnly(phoneCode) === SAUDI_PHONE_CODE && digits.startsWith('0')) {
    const local = digits.slice(0, max + 1);
    return local.length === max + 1 && local.startsWith('05') ? local.slice(1) : local;
  }
  return digits.slice(0, max);
}

/** §5: 'Phone number must be exactly {n} digits for country code +{code}.' in a language. */
export function phoneLengthMessage(phoneCode: string, lang: Language = 'en'): string {
  return ruleMessage('phone_length', lang, phoneLengthParams(phoneCode));
}

function phoneLengthParams(phoneCode: string) {
  return { n: phoneDigitsFor(phoneCode) ?? 0, code: digitsOnly(phoneCode) };
}

/**
 * Checks a national number against its country code; returns the broken rule (a message id of
 * `ruleMessages` and its parameters) or null.
 */
export function validatePhoneNumber(phoneCode: string, input: string): RuleIssue | null {
  const digits = normalizePhoneNumber(phoneCode, input);
  const required = phoneDigitsFor(phoneCode);
  if (digits.length === 0) return { key: 'phone_required' };
  if (required === undefined) {
    return digits.length >= 6 && digits.length <= 15 ? null : { key: 'phone_invalid' };
  }
  if (digits.length !== required) return { key: 'phone_length', params: phoneLengthParams(phoneCode) };
  if (digitsOnly(phoneCode) === SAUDI_PHONE_CODE && !digits.startsWith('5')) return { key: 'phone_invalid' };
  return null;
}
