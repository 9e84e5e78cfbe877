/**
 * Method, path and authentication of every call, without schemas: what the HTTP client needs to
 * reach the server. Kept apart from `calls.ts` so the browser bundle does not carry zod.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: token ignored; optional: a token, when sent, must be valid; required: 401 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface CallRoute {
  method: HttpMethod;
  /** Path under `/api`, with `{name}` placeholders for path params. */
  path: string;
  /** Also served under `/api/web/...` for callers without a token (spec §6). */
  hasWebForm?: boolean;
  auth: AuthMode;
}

export const callRoutes = {
  loginAsGuest: { method: 'POST', path: '/account/login-as-guest', auth: 'none' },
  updateCurrentLanguage: { method: 'POST', path: '/account/update-current-language', auth: 'required' },
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
