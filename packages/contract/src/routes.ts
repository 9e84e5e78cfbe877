/**
 * Method, path and authentication of every call, without schemas: what the HTTP client needs to
 * reach the server. Kept apart from `calls.ts` so the browser bundle does not carry zod.
 */
import { cartRoutes } from './calls/cart-routes';
import { checkoutRoutes } from './calls/checkout-routes';
import { notificationRoutes } from './calls/notifications-routes';
import { operatorRoutes } from './calls/operator-routes';
import { orderRoutes } from './calls/orders-routes';
import { paymentsRoutes } from './calls/payments-routes';
import { supportRoutes } from './calls/support-routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * How a call authenticates (bearer token, else the `hadiya_session` cookie):
 * - none: credentials are ignored;
 * - optional: anonymous allowed; credentials, when sent, must be valid (401 otherwise);
 * - session: a guest or a user session (401 without one);
 * - user: a signed-in user only (a guest gets 401).
 */
export type AuthMode = 'none' | 'optional' | 'session' | 'user';

export interface CallRoute {
  method: HttpMethod;
  /** Path under `/api`, with `{name}` placeholders for path params. */
  path: string;
  /** Also served under `/api/web/...` for callers without a token (spec §6). */
  hasWebForm?: boolean;
  auth: AuthMode;
}

/** Account and user calls (spec §7); their schemas are in `calls/account.ts`. */
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

export const callRoutes = {
  loginAsGuest: { method: 'POST', path: '/account/login-as-guest', auth: 'none' },
  updateCurrentLanguage: { method: 'POST', path: '/account/update-current-language', auth: 'session' },
  ...accountRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...paymentsRoutes,
  ...supportRoutes,
  ...orderRoutes,
  ...operatorRoutes,
  ...notificationRoutes,
  checkMaintenanceMode: { method: 'GET', path: '/common/check-maintenance-mode', auth: 'none' },
  countries: { method: 'GET', path: '/common/countries', auth: 'none' },
  saudiCities: { method: 'GET', path: '/common/saudi-cities', auth: 'none' },
  productsMaster: { method: 'GET', path: '/products/master', hasWebForm: true, auth: 'optional' },
  giftCategories: { method: 'GET', path: '/products/gift-category', hasWebForm: true, auth: 'optional' },
  productDetail: { method: 'GET', path: '/products/product/{id}', hasWebForm: true, auth: 'optional' },
  productDescription: { method: 'GET', path: '/products/description/{id}', hasWebForm: true, auth: 'optional' },
  recommended: { method: 'POST', path: '/products/recommeded', hasWebForm: true, auth: 'optional' },
  searchTitles: { method: 'POST', path: '/products/titles', hasWebForm: true, auth: 'optional' },
  addons: { method: 'POST', path: '/products/addons', hasWebForm: true, auth: 'optional' },
  search: { method: 'POST', path: '/products', hasWebForm: true, auth: 'optional' },
  productById: { method: 'GET', path: '/products/{id}', hasWebForm: true, auth: 'optional' },
  productSlugs: { method: 'GET', path: '/products/sitemap', auth: 'none' },
  privacyPolicy: { method: 'GET', path: '/page-contents/privacy-policy', auth: 'none' },
  pageContent: { method: 'GET', path: '/page-contents/all/{id}', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
