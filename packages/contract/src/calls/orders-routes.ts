/**
 * Method, path and authentication of the orders calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them after checkout's, so the after-purchase forms of the order list,
 * the order detail, the wallet and the recipient link replace checkout's). Schemas: `orders.ts`.
 * Orders after the purchase (issue 15 §1–§4): delivered list, track gift, message card, rating,
 * recipient decline. The tax invoice (`GET /orders/{uuid}/invoice`, HTML) is not an envelope
 * call: see `orderInvoicePath` in `../orders.ts`.
 */
import type { CallRoute } from '../routes';

export const orderRoutes = {
  ordersList: { method: 'POST', path: '/orders', auth: 'session' },
  ordersDelivered: { method: 'GET', path: '/orders/delivered', auth: 'session' },
  orderDetail: { method: 'GET', path: '/orders/{uuid}', auth: 'session' },
  orderTrack: { method: 'POST', path: '/orders/track', auth: 'none' },
  orderMessageCard: { method: 'PUT', path: '/orders/{uuid}/message-card', auth: 'session' },
  orderSaveRating: { method: 'POST', path: '/orders/save-rating', auth: 'session' },
  userWallet: { method: 'GET', path: '/user/wallet', auth: 'user' },
  giftRecipientRead: { method: 'GET', path: '/gift-recipient/{token}', auth: 'none' },
  giftRecipientSubmit: { method: 'POST', path: '/gift-recipient/{token}', auth: 'none' },
  giftRecipientDecline: { method: 'POST', path: '/gift-recipient/{token}/decline', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
