/**
 * Method, path and authentication of the checkout calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `checkout.ts`.
 */
import type { CallRoute } from '../routes';

export const checkoutRoutes = {
  checkoutRead: { method: 'GET', path: '/checkout', auth: 'session' },
  checkoutUpdate: { method: 'PUT', path: '/checkout', auth: 'session' },
  cafeBranches: { method: 'GET', path: '/delivery/cafe-branches', auth: 'none' },
  timeSlots: { method: 'POST', path: '/delivery/available-time-slots', auth: 'optional' },
  couponApply: { method: 'POST', path: '/coupons/apply', auth: 'session' },
  couponsList: { method: 'GET', path: '/coupons', auth: 'user' },
  couponSave: { method: 'POST', path: '/coupons/save', auth: 'user' },
  couponsAvailable: { method: 'POST', path: '/coupons', auth: 'session' },
  walletApply: { method: 'POST', path: '/wallet/apply', auth: 'user' },
  placeOrder: { method: 'POST', path: '/orders/place-order', auth: 'session' },
} as const satisfies Record<string, CallRoute>;
