/**
 * Method, path and authentication of the cart, favourite and notify-me calls (spec §7 "Products
 * and cart"); zod-free like `routes.ts`, whose `callRoutes` spreads them. Schemas: `cart.ts`.
 */
import type { CallRoute } from '../routes';

export const cartRoutes = {
  cartAdd: { method: 'POST', path: '/user/shopping-cart', auth: 'session' },
  cartRead: { method: 'GET', path: '/user/shopping-cart', auth: 'session' },
  cartCheck: { method: 'GET', path: '/user/shopping-cart/update-all-items', auth: 'session' },
  cartUpdateAll: { method: 'POST', path: '/user/shopping-cart/update-all-items', auth: 'session' },
  cartUpdate: { method: 'PUT', path: '/user/shopping-cart/{id}', auth: 'session' },
  cartRemove: { method: 'DELETE', path: '/user/shopping-cart/{id}', auth: 'session' },
  favouriteToggle: { method: 'POST', path: '/user/product/mark-unmark-as-favourite', auth: 'user' },
  favourites: { method: 'POST', path: '/user/product/favourites', auth: 'user' },
  favouriteIds: { method: 'GET', path: '/user/product/favourite-ids', auth: 'user' },
  notifyMe: { method: 'GET', path: '/user/product/notify-me/{id}', auth: 'user' },
} as const satisfies Record<string, CallRoute>;
