/**
 * Validation rules of spec §5 as reusable zod schemas and plain functions. Every message is a
 * message id of `ruleMessages` (`messages.ts`), translated by the server and the storefront.
 */
import { z } from 'zod';
import { characterCount } from './characters';
import {
  ACCOUNT_NAME_MIN_LENGTH,
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_TEXT_PATTERN,
  engravingMaxLengthOf,
  LANGUAGES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
} from './constants';
import { type RuleMessageKey, ruleKeyOf } from './messages';
import { digitsOnly, normalizeDigits } from './normalize';
import { MESSAGE_CARD_MAX_LENGTH } from './orders';
import { normalizePhoneNumber, validatePhoneNumber } from './phone';

export {
  internationalPhoneNumber,
  normalizePhoneNumber,
  phoneDigitsFor,
  phoneInputValue,
  phoneLengthMessage,
  validatePhoneNumber,
} from './phone';

export const languageSchema = z.enum(LANGUAGES);

export const phoneCodeSchema = z
  .string()
  .trim()
  .max(6)
  .transform((v) => digitsOnly(v))
  .pipe(z.string().regex(/^\d{1,4}$/, 'phone_code_invalid'));

/**
 * A phone number as typed, before its country's rule (`phoneSchema`, `validatePhoneNumber`).
 * The profile's too: the spec's "at least 9 digits" would refuse an 8-digit Gulf number that signs
 * in, so the profile checks the number with the sign-in rule (README, "Choices").
 */
export const phoneNumberTextSchema = z.string({ error: requiredOr('phone_required') }).max(32, 'phone_invalid');

/** `{ phone_code, phone_number }` with the per-country length rule; normalises both. */
export const phoneSchema = z
  .object({
    phone_code: phoneCodeSchema,
    phone_number: phoneNumberTextSchema,
  })
  .transform((v) => ({ ...v, phone_number: normalizePhoneNumber(v.phone_code, v.phone_number) }))
  .superRefine((v, ctx) => {
    const issue = validatePhoneNumber(v.phone_code, v.phone_number);
    if (issue) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: issue.key, params: issue.params });
  });

/**
 * A missing field reports `key`; a value of the wrong type reports `invalid_type`. zod also falls
 * back on this map for the schema's checks without a message of their own (`.max(n)`): those
 * report their size rule (`too_long`, whose `{max}` the issue carries), never `invalid_type`.
 */
export function requiredOr(key: RuleMessageKey) {
  return (issue: { code?: string; input?: unknown; origin?: unknown }): RuleMessageKey => {
    if (issue.input === undefined || issue.input === null) return key;
    return issue.code === 'too_big' || issue.code === 'too_small'
      ? ruleKeyOf({ code: issue.code, origin: issue.origin })
      : 'invalid_type';
  };
}

export const EMAIL_MAX_LENGTH = 254;

/**
 * §5: e-mail valid, required, must end in .com (the spec's rule; `requireDotCom: false` relaxes it
 * where a deployment accepts every domain).
 */
export function emailRuleSchema({ requireDotCom = true }: { requireDotCom?: boolean } = {}) {
  const base = z
    .string({ error: requiredOr('email_required') })
    .trim()
    .toLowerCase()
    .min(1, 'email_required')
    .max(EMAIL_MAX_LENGTH, 'email_invalid')
    .pipe(z.email('email_invalid'));
  return requireDotCom ? base.refine((v) => v.endsWith('.com'), 'email_must_end_with_com') : base;
}

/** §5: e-mail valid, required, must end in .com. */
export const emailSchema = emailRuleSchema();

/** Forgot password accepts any valid e-mail (§5). */
export const anyEmailSchema = emailRuleSchema({ requireDotCom: false });

export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: requiredOr('password_required') })
  .min(1, 'password_required')
  .min(PASSWORD_MIN_LENGTH, 'password_min_length')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long');

export const confirmPasswordSchema = z
  .string({ error: requiredOr('confirm_password_required') })
  .min(1, 'confirm_password_required')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long');

export function withConfirmPassword<T extends z.ZodObject<{ password: z.ZodType<string> }>>(schema: T) {
  return schema.extend({ confirmPassword: confirmPasswordSchema }).refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'passwords_must_match',
  });
}

/** §5: OTP of 4 single digits, submitted as a number. Accepts Arabic digits. */
export const otpSchema = z
  .union([z.string().max(16), z.number().int().nonnegative().max(9999)], { error: requiredOr('otp_invalid') })
  .transform((v) => digitsOnly(String(v)).padStart(typeof v === 'number' ? OTP_LENGTH : 0, '0'))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'otp_invalid'));

export const ACCOUNT_NAME_MAX_LENGTH = 80;

/**
 * A name: at least `ACCOUNT_NAME_MIN_LENGTH` characters as a reader counts them (`characterCount`:
 * one emoji, or a letter with its tashkeel, is one character, not the two UTF-16 units it takes),
 * and at most `ACCOUNT_NAME_MAX_LENGTH` UTF-16 units, the field's `maxlength` and what is stored.
 */
export const accountNameSchema = z
  .string({ error: requiredOr('name_required') })
  .trim()
  .min(1, 'name_required')
  .refine((name) => name.length === 0 || characterCount(name) >= ACCOUNT_NAME_MIN_LENGTH, 'name_min_length')
  .max(ACCOUNT_NAME_MAX_LENGTH, 'name_too_long');

/**
 * The gift message card's text: at most `MESSAGE_CARD_MAX_LENGTH` characters as the shopper sees
 * them (`characterCount`: an emoji is one), the count the field's counter and limit use. The card
 * is optional: '' (the buyer emptied the box) means no card, and clears one. A text must be sent
 * (`message_card_required` when it is missing); a value that is not text is `invalid_type`.
 */
export const messageCardTextSchema = z
  .string({ error: requiredOr('message_card_required') })
  .trim()
  .refine((text) => characterCount(text) <= MESSAGE_CARD_MAX_LENGTH, {
    message: 'message_card_too_long',
    params: { max: MESSAGE_CARD_MAX_LENGTH },
  });

export { ENGRAVING_TEXT_PATTERN };

/** An engraving message up to `maxLength` (the product's, never above the store's ENGRAVING_MAX_LENGTH). */
export function engravingTextSchema(maxLength: number = ENGRAVING_MAX_LENGTH) {
  const max = engravingMaxLengthOf(maxLength);
  return z.string().trim().max(max, 'engraving_too_long').regex(ENGRAVING_TEXT_PATTERN, 'engraving_characters');
}

/**
 * The options a shopper picks on a product page, as the cart's add call takes them: a colour,
 * add-on ids and, where the product and city allow it (`engraveMaxLength` not null), an
 * engraving message; otherwise the message must be empty.
 */
export function productSelectionSchema(engraveMaxLength: number | null) {
  return z.object({
    product_color: z.number().int().positive().nullable(),
    addon_product_ids: z
      .array(z.number().int().positive())
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, 'addons_must_not_repeat'),
    engrave_text: engraveMaxLength
      ? engravingTextSchema(engraveMaxLength)
      : z.string().trim().max(0, 'engraving_not_offered'),
  });
}
export type ProductSelection = z.input<ReturnType<typeof productSelectionSchema>>;

/** Search text as sent by the storefront: non-empty, bounded. */
export const searchTextSchema = z
  .string({ error: requiredOr('search_required') })
  .trim()
  .min(1, 'search_required')
  .max(SEARCH_MAX_LENGTH);

/**
 * A positive integer id given as number or numeric string (query strings, Arabic digits allowed).
 */
export const idSchema = z
  .union([z.number(), z.string().max(12)])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : normalizeDigits(v).trim();
    if (!/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'must_be_positive_integer' });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(z.number().int().positive('must_be_positive_integer').max(2_147_483_647, 'must_be_positive_integer'));

/** A product reference in a path: numeric id or slug. */
export const productRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .transform((v) => normalizeDigits(v).toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'product_ref_invalid')
      // An all-digit reference is an id: never past the int4 column (no slug is all digits).
      .refine((v) => !/^\d+$/.test(v) || (v.length <= 10 && Number(v) <= 2_147_483_647), 'product_ref_invalid'),
  );

export function boundedIntSchema(min: number, max: number) {
  return z
    .union([z.number(), z.string().max(12)])
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : normalizeDigits(v).trim();
      if (!/^-?\d{1,9}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'must_be_integer' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int().min(min).max(max));
}
