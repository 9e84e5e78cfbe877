/** Validation rules of spec §5 as reusable zod schemas and plain functions. */
import { z } from 'zod';
import {
  ACCOUNT_NAME_MIN_LENGTH,
  ENGRAVING_MAX_LENGTH,
  LANGUAGES,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS_BY_CODE,
  PROFILE_PHONE_MIN_DIGITS,
  SEARCH_MAX_LENGTH,
} from './constants';
import { digitsOnly, normalizeDigits } from './normalize';

export const languageSchema = z.enum(LANGUAGES);

/** Required national-number length for a calling code, or undefined when the code has no rule. */
export function phoneDigitsFor(phoneCode: string): number | undefined {
  return PHONE_DIGITS_BY_CODE[digitsOnly(phoneCode)];
}

/**
 * Normalises a typed mobile number: digits converted and non-digits removed (§5). For +966 a
 * local `05XXXXXXXX` entry becomes `5XXXXXXXX`: §5 gives both 9 and 10 digits for Saudi numbers;
 * we accept the 9-digit national number and the 10-digit local form with its trunk zero.
 */
export function normalizePhoneNumber(phoneCode: string, input: string): string {
  const code = digitsOnly(phoneCode);
  let digits = digitsOnly(input);
  if (digits.startsWith('00' + code)) digits = digits.slice(2 + code.length);
  else if (digits.startsWith(code) && digits.length > (phoneDigitsFor(code) ?? Infinity)) {
    digits = digits.slice(code.length);
  }
  if (code === '966' && digits.length === 10 && digits.startsWith('05')) digits = digits.slice(1);
  return digits;
}

/** For an input box: the normalised number cut at the required length ('Extra input is ignored'). */
export function phoneInputValue(phoneCode: string, input: string): string {
  const max = phoneDigitsFor(phoneCode);
  const digits = normalizePhoneNumber(phoneCode, input);
  return max === undefined ? digits.slice(0, 15) : digits.slice(0, max);
}

export function phoneLengthMessage(phoneCode: string): string {
  const n = phoneDigitsFor(phoneCode) ?? 0;
  return `Phone number must be exactly ${n} digits for country code +${digitsOnly(phoneCode)}.`;
}

/** Checks a national number against its country code; returns an error message or null. */
export function validatePhoneNumber(phoneCode: string, input: string): string | null {
  const digits = normalizePhoneNumber(phoneCode, input);
  const required = phoneDigitsFor(phoneCode);
  if (digits.length === 0) return 'Phone number is required';
  if (required === undefined) {
    return digits.length >= 6 && digits.length <= 15 ? null : 'Phone number is invalid';
  }
  if (digits.length !== required) return phoneLengthMessage(phoneCode);
  if (digitsOnly(phoneCode) === '966' && !digits.startsWith('5')) return 'Phone number is invalid';
  return null;
}

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

export const engravingTextSchema = z.string().trim().min(1).max(ENGRAVING_MAX_LENGTH);

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
