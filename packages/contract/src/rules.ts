/** Validation rules of spec §5 as reusable zod schemas and plain functions. */
import { z } from 'zod';
import {
  ACCOUNT_NAME_MIN_LENGTH,
  ENGRAVING_MAX_LENGTH,
  engravingMaxLengthOf,
  LANGUAGES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PHONE_MIN_DIGITS,
  SEARCH_MAX_LENGTH,
} from './constants';
import { digitsOnly, normalizeDigits } from './normalize';
import { normalizePhoneNumber, validatePhoneNumber } from './phone';

export {
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
  .pipe(z.string().regex(/^\d{1,4}$/, 'Invalid phone code'));

/** `{ phone_code, phone_number }` with the per-country length rule; normalises both. */
export const phoneSchema = z
  .object({
    phone_code: phoneCodeSchema,
    phone_number: z.string().max(32),
  })
  .transform((v) => ({ ...v, phone_number: normalizePhoneNumber(v.phone_code, v.phone_number) }))
  .superRefine((v, ctx) => {
    const message = validatePhoneNumber(v.phone_code, v.phone_number);
    if (message) ctx.addIssue({ code: 'custom', path: ['phone_number'], message });
  });

/** §5: e-mail valid, required, must end in .com. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Email is invalid'))
  .refine((v) => v.endsWith('.com'), 'Email must end with .com');

/** Forgot password accepts any valid e-mail (§5). */
export const anyEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Email is invalid'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128);

export function withConfirmPassword<T extends z.ZodObject<{ password: z.ZodType<string> }>>(schema: T) {
  return schema
    .extend({ confirmPassword: z.string().min(1, 'Confirm password is required') })
    .refine((v) => v.confirmPassword === v.password, {
      path: ['confirmPassword'],
      message: 'Passwords must match',
    });
}

/** §5: OTP of 4 single digits, submitted as a number. Accepts Arabic digits. */
export const otpSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => digitsOnly(String(v)).padStart(typeof v === 'number' ? OTP_LENGTH : 0, '0'))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`));

export const accountNameSchema = z
  .string()
  .trim()
  .min(ACCOUNT_NAME_MIN_LENGTH, `Name must be at least ${ACCOUNT_NAME_MIN_LENGTH} characters`)
  .max(80);

/** §5 profile: digits only, at least 9 digits. */
export const profilePhoneSchema = z
  .string()
  .transform((v) => normalizeDigits(v).trim())
  .pipe(z.string().regex(new RegExp(`^\\d{${PROFILE_PHONE_MIN_DIGITS},15}$`), 'Phone number is invalid'));

/**
 * What a laser can cut: letters and marks of any script, digits, spaces and plain punctuation
 * (Arabic's too). Emoji and symbols have no engraving form, so they are refused up front rather
 * than dropped at the workshop.
 */
export const ENGRAVING_TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’"!?&@#()\-،؛؟]*$/u;

/** An engraving message up to `maxLength` (the product's, never above the store's ENGRAVING_MAX_LENGTH). */
export function engravingTextSchema(maxLength: number = ENGRAVING_MAX_LENGTH) {
  const max = engravingMaxLengthOf(maxLength);
  return z
    .string()
    .trim()
    .max(max, `Engraving must be at most ${max} characters`)
    .regex(ENGRAVING_TEXT_PATTERN, 'Engraving can use letters, digits, spaces and simple punctuation');
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
      .refine((ids) => new Set(ids).size === ids.length, 'Add-ons must not repeat'),
    engrave_text: engraveMaxLength ? engravingTextSchema(engraveMaxLength) : z.string().trim().max(0),
  });
}
export type ProductSelection = z.input<ReturnType<typeof productSelectionSchema>>;

/** Search text as sent by the storefront: non-empty, bounded. */
export const searchTextSchema = z.string().trim().min(1, 'Search text is required').max(SEARCH_MAX_LENGTH);

/**
 * A positive integer id given as number or numeric string (query strings, Arabic digits allowed).
 */
export const idSchema = z
  .union([z.number(), z.string().max(12)])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : normalizeDigits(v).trim();
    if (!/^\d{1,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a positive integer' });
      return z.NEVER;
    }
    return Number(text);
  })
  .pipe(z.number().int().positive().max(2_147_483_647));

/** A product reference in a path: numeric id or slug. */
export const productRefSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .transform((v) => normalizeDigits(v).toLowerCase())
  .pipe(z.string().regex(/^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'Must be a product id or slug'));

export function boundedIntSchema(min: number, max: number) {
  return z
    .union([z.number(), z.string().max(12)])
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? String(v) : normalizeDigits(v).trim();
      if (!/^-?\d{1,9}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Must be an integer' });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(z.number().int().min(min).max(max));
}
