/**
 * The calls every page may make from the browser (account, cart, catalogue, common): the HTTP
 * client carries these up front. The others (checkout, payments, orders, support, operator,
 * notifications) are in `routes.ts`, which the client loads the first time one of them is made,
 * so the first wave of every page does not carry the whole route table.
 */
import { cartRoutes } from './calls/cart-routes';
import type { CallRoute } from './routes';

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

export const coreCallRoutes = {
  loginAsGuest: { method: 'POST', path: '/account/login-as-guest', auth: 'none' },
  updateCurrentLanguage: { method: 'POST', path: '/account/update-current-language', auth: 'session' },
  ...accountRoutes,
  ...cartRoutes,
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
