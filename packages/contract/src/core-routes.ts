/**
 * The calls every page may make from the browser (guest session, cart, catalogue, common): the HTTP
 * client carries these up front. The others (account, checkout, payments, orders, support, operator,
 * notifications) are in `routes.ts`, which the client loads the first time one of them is made,
 * so the first wave of every page does not carry the whole route table.
 */
import { cartRoutes } from './calls/cart-routes';
import type { CallRoute } from './routes';

export const coreCallRoutes = {
  loginAsGuest: { method: 'POST', path: '/account/login-as-guest', auth: 'none' },
  updateCurrentLanguage: { method: 'POST', path: '/account/update-current-language', auth: 'session' },
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
