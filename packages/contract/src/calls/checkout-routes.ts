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
  userWallet: { method: 'GET', path: '/user/wallet', auth: 'user' },
  placeOrder: { method: 'POST', path: '/orders/place-order', auth: 'session' },
  ordersList: { method: 'POST', path: '/orders', auth: 'session' },
  orderDetail: { method: 'GET', path: '/orders/{uuid}', auth: 'session' },
  giftRecipientRead: { method: 'GET', path: '/gift-recipient/{token}', auth: 'none' },
  giftRecipientSubmit: { method: 'POST', path: '/gift-recipient/{token}', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
