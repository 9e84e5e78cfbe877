/**
 * Method, path and authentication of the account and user calls (spec §7); zod-free like
 * `routes.ts`, whose `callRoutes` spreads them. Schemas: `account.ts`. Only the account dialogs
 * and the push client make them from a browser, both loaded on demand, so the HTTP client loads
 * this table with the rest on first use instead of carrying it in every page's first wave.
 */
import type { CallRoute } from '../routes';

export const accountRoutes = {
  sendOtp: { method: 'POST', path: '/account/sendOtp', auth: 'optional' },
  verifyOtp: { method: 'POST', path: '/account/verifyOtp', auth: 'optional' },
  login: { method: 'POST', path: '/account/login', auth: 'optional' },
  register: { method: 'POST', path: '/account/register', auth: 'optional' },
  verifyEmailOtp: { method: 'POST', path: '/account/verify-email-otp', auth: 'optional' },
  resendEmailOtp: { method: 'POST', path: '/account/resend-email-otp', auth: 'none' },
  forgotPassword: { method: 'POST', path: '/account/forgot-password', auth: 'none' },
  verifyForgotPasswordOtp: { method: 'POST', path: '/account/verify-forgot-password-otp', auth: 'none' },
  changePassword: { method: 'POST', path: '/account/change-password', auth: 'none' },
  updateDeviceToken: { method: 'POST', path: '/account/update-device-token', auth: 'session' },
  logout: { method: 'GET', path: '/account/logout', auth: 'session' },
  socialConfig: { method: 'GET', path: '/account/social-config', auth: 'none' },
  session: { method: 'GET', path: '/account/session', auth: 'optional' },
  getUser: { method: 'GET', path: '/user', auth: 'user' },
  updateProfile: { method: 'POST', path: '/user/update-profile', auth: 'user' },
  updateInfo: { method: 'POST', path: '/user/update-info', auth: 'user' },
  verifyUpdateNoOtp: { method: 'POST', path: '/user/verify-update-no-otp', auth: 'user' },
  updateName: { method: 'POST', path: '/user/update-name', auth: 'user' },
  deleteAccount: { method: 'POST', path: '/user/delete-account', auth: 'user' },
} as const satisfies Record<string, CallRoute>;
