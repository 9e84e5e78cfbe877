/**
 * Account and user calls of spec §7 (routes in `routes.ts` → `accountRoutes`). Every rule message
 * is a message id of `ruleMessages`.
 */
import { z } from 'zod';
import {
  DELETE_ACCOUNT_PHRASE,
  FALLBACK_DEVICE_TOKEN,
  LOGIN_METHODS,
  SOCIAL_LOGIN_METHODS,
  WEB_DEVICE_ID,
} from '../constants';
import {
  deviceTokenResultSchema,
  loginDataSchema,
  otpSentSchema,
  passwordResetTokenSchema,
  sessionInfoSchema,
  socialConfigSchema,
  updateInfoResultSchema,
  userProfileSchema,
} from '../entities';
import { accountRoutes } from '../routes';
import {
  accountNameSchema,
  anyEmailSchema,
  confirmPasswordSchema,
  emailSchema,
  idSchema,
  normalizePhoneNumber,
  otpSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  phoneCodeSchema,
  phoneNumberTextSchema,
  requiredOr,
  validatePhoneNumber,
} from '../rules';
import { defineCall } from './define';

export const deviceIdSchema = z.string().trim().min(1).max(64);
export const deviceTokenSchema = z.string().trim().min(1).max(4096);

/** device_id, device_token and the guest whose cart and favourites the sign-in takes over. */
const signInFields = {
  device_id: deviceIdSchema.default(WEB_DEVICE_ID),
  device_token: deviceTokenSchema.default(FALLBACK_DEVICE_TOKEN),
  guest_user_id: idSchema.nullish(),
};

interface PhonePair {
  phone_code: string;
  phone_number: string;
}

/** Adds the phone pair to `shape` with §5's per-country rule; the number comes out normalised. */
function withPhone<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ phone_code: phoneCodeSchema, phone_number: phoneNumberTextSchema })
    .extend(shape)
    .transform((v) => {
      const phone = v as unknown as PhonePair;
      return { ...v, phone_number: normalizePhoneNumber(phone.phone_code, phone.phone_number) };
    })
    .superRefine((v, ctx) => {
      const phone = v as unknown as PhonePair;
      const issue = validatePhoneNumber(phone.phone_code, phone.phone_number);
      if (issue) ctx.addIssue({ code: 'custom', path: ['phone_number'], message: issue.key, params: issue.params });
    });
}

export const sendOtpBodySchema = withPhone({ guest_user_id: idSchema.nullish() });

export const verifyOtpBodySchema = withPhone({
  otp: otpSchema,
  ...signInFields,
  /** Mobile sign-in keeps the long-lived session by default. */
  remember_me: z.boolean().default(true),
});

/**
 * POST /account/login. `email_password` takes email and password (and remember_me); `google` and
 * `apple` take the provider's `id_token` and the `nonce` the storefront put in the request;
 * `facebook` takes the user `access_token`. The spec's social_id, name and email are accepted
 * and ignored: the server trusts only what the provider's token says.
 */
export const loginBodySchema = z
  .object({
    login_type: z.enum(LOGIN_METHODS),
    email: z.string().max(254).optional(),
    password: z.string().max(PASSWORD_MAX_LENGTH, 'password_too_long').optional(),
    remember_me: z.boolean().default(false),
    id_token: z.string().min(1).max(8192).optional(),
    access_token: z.string().min(1).max(4096).optional(),
    nonce: z.string().min(1).max(256).optional(),
    social_id: z.unknown().optional(),
    name: z.unknown().optional(),
    ...signInFields,
  })
  .superRefine((v, ctx) => {
    if (v.login_type === 'email_password') {
      const email = emailSchema.safeParse(v.email);
      if (!email.success) {
        for (const issue of email.error.issues)
          ctx.addIssue({ code: 'custom', path: ['email'], message: issue.message });
      }
      const password = passwordSchema.safeParse(v.password);
      if (!password.success) {
        const first = password.error.issues[0];
        ctx.addIssue({ code: 'custom', path: ['password'], message: first?.message ?? 'password_required' });
      }
    } else if (v.login_type === 'facebook') {
      if (!v.access_token) ctx.addIssue({ code: 'custom', path: ['access_token'], message: 'access_token_required' });
    } else if (!v.id_token) {
      ctx.addIssue({ code: 'custom', path: ['id_token'], message: 'id_token_required' });
    }
  });
export type LoginBody = z.output<typeof loginBodySchema>;
export { SOCIAL_LOGIN_METHODS };

export const registerBodySchema = z
  .object({
    name: accountNameSchema,
    email: emailSchema,
    password: passwordSchema,
    /** §5 sign-up: confirmPassword must match (optional for API clients that do not send it). */
    confirmPassword: confirmPasswordSchema.optional(),
    ...signInFields,
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'passwords_must_match',
  });

export const verifyEmailOtpBodySchema = z.object({
  otp: otpSchema,
  email: anyEmailSchema,
  ...signInFields,
  remember_me: z.boolean().default(false),
});

export const emailOnlyBodySchema = z.object({ email: anyEmailSchema });

export const verifyForgotPasswordOtpBodySchema = z.object({ otp: otpSchema, email: anyEmailSchema });

export const changePasswordBodySchema = z
  .object({
    token: z
      .string({ error: requiredOr('token_required') })
      .min(1, 'token_required')
      .max(256),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'passwords_must_match',
  });

export const updateDeviceTokenBodySchema = z.object({
  user_id: idSchema,
  device_id: deviceIdSchema.default(WEB_DEVICE_ID),
  device_token: deviceTokenSchema,
});

export const nameBodySchema = z.object({ name: accountNameSchema });

/** Profile form (§5): name, and the phone pair; a new number is confirmed by a code sent to it. */
export const updateInfoBodySchema = withPhone({ name: accountNameSchema.optional() });

export const verifyUpdateNoOtpBodySchema = withPhone({ otp: otpSchema });

export const deleteAccountBodySchema = z.object({
  confirmation: z
    .string({ error: requiredOr('delete_confirmation_mismatch') })
    .max(64, 'delete_confirmation_mismatch')
    .refine((v) => v.trim() === DELETE_ACCOUNT_PHRASE, 'delete_confirmation_mismatch'),
});

export const accountCalls = {
  sendOtp: defineCall({
    ...accountRoutes.sendOtp,
    tag: 'account',
    summary: 'Send a 4-digit sign-in code by SMS (creates the account on verification when new)',
    body: sendOtpBodySchema,
    data: otpSentSchema,
  }),
  verifyOtp: defineCall({
    ...accountRoutes.verifyOtp,
    tag: 'account',
    summary: 'Sign in with the SMS code; creates the account when the number is new',
    body: verifyOtpBodySchema,
    data: loginDataSchema,
  }),
  login: defineCall({
    ...accountRoutes.login,
    tag: 'account',
    summary: 'Sign in by e-mail and password, or with a Google, Apple or Facebook token',
    body: loginBodySchema,
    data: loginDataSchema,
  }),
  register: defineCall({
    ...accountRoutes.register,
    tag: 'account',
    summary: 'Sign up by e-mail; a code is sent to verify the address (verify-email-otp signs in)',
    body: registerBodySchema,
    data: otpSentSchema,
  }),
  verifyEmailOtp: defineCall({
    ...accountRoutes.verifyEmailOtp,
    tag: 'account',
    summary: 'Verify the e-mail with its code and sign in',
    body: verifyEmailOtpBodySchema,
    data: loginDataSchema,
  }),
  resendEmailOtp: defineCall({
    ...accountRoutes.resendEmailOtp,
    tag: 'account',
    summary: 'Send another e-mail verification code',
    body: emailOnlyBodySchema,
    data: otpSentSchema,
  }),
  forgotPassword: defineCall({
    ...accountRoutes.forgotPassword,
    tag: 'account',
    summary: 'Send a password reset code (the same answer whether or not the account exists)',
    body: emailOnlyBodySchema,
    data: otpSentSchema,
  }),
  verifyForgotPasswordOtp: defineCall({
    ...accountRoutes.verifyForgotPasswordOtp,
    tag: 'account',
    summary: 'Exchange the reset code for a single-use reset token',
    body: verifyForgotPasswordOtpBodySchema,
    data: passwordResetTokenSchema,
  }),
  changePassword: defineCall({
    ...accountRoutes.changePassword,
    tag: 'account',
    summary: 'Set a new password with the reset token; ends every session of the account',
    body: changePasswordBodySchema,
    data: z.null(),
  }),
  updateDeviceToken: defineCall({
    ...accountRoutes.updateDeviceToken,
    tag: 'account',
    summary: "Store this device's push token",
    body: updateDeviceTokenBodySchema,
    data: deviceTokenResultSchema,
  }),
  logout: defineCall({
    ...accountRoutes.logout,
    tag: 'account',
    summary: 'End this session (and clear the session cookie)',
    data: z.null(),
  }),
  socialConfig: defineCall({
    ...accountRoutes.socialConfig,
    tag: 'account',
    summary: 'What the storefront needs to open each social sign-in popup (null: not offered)',
    data: socialConfigSchema,
  }),
  session: defineCall({
    ...accountRoutes.session,
    tag: 'account',
    summary: 'Who this request is: anonymous, a guest or a signed-in user',
    data: sessionInfoSchema,
  }),
  getUser: defineCall({
    ...accountRoutes.getUser,
    tag: 'user',
    summary: "The signed-in user's profile",
    data: userProfileSchema,
  }),
  updateProfile: defineCall({
    ...accountRoutes.updateProfile,
    tag: 'user',
    summary: 'Change the name',
    body: nameBodySchema,
    data: userProfileSchema,
  }),
  updateInfo: defineCall({
    ...accountRoutes.updateInfo,
    tag: 'user',
    summary: 'Change name and phone; a new phone number gets a code (verify-update-no-otp)',
    body: updateInfoBodySchema,
    data: updateInfoResultSchema,
  }),
  verifyUpdateNoOtp: defineCall({
    ...accountRoutes.verifyUpdateNoOtp,
    tag: 'user',
    summary: 'Confirm the new phone number with the code sent to it',
    body: verifyUpdateNoOtpBodySchema,
    data: userProfileSchema,
  }),
  updateName: defineCall({
    ...accountRoutes.updateName,
    tag: 'user',
    summary: "Save the account's name (the spec's name-save call)",
    body: nameBodySchema,
    data: userProfileSchema,
  }),
  deleteAccount: defineCall({
    ...accountRoutes.deleteAccount,
    tag: 'user',
    summary: `Erase the account's personal data; body { confirmation: '${DELETE_ACCOUNT_PHRASE}' }`,
    body: deleteAccountBodySchema,
    data: z.null(),
  }),
};
