/**
 * Method, path and authentication of the payments calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `payments.ts`. Spec §7 paths with `{card-provider}` =
 * `moyasar`, `{wallet-provider}` = `stcpay`, `{pay-later-provider}` = `tabby` | `tamara`.
 * Webhooks (`POST /api/webhooks/{moyasar,tabby,tamara}`) are not calls: they take the provider's
 * raw body and answer the provider, not the envelope.
 */
import type { CallRoute } from '../routes';

export const paymentsRoutes = {
  paymentMethods: { method: 'GET', path: '/payment/methods', auth: 'session' },
  moyasarAttach: { method: 'POST', path: '/payment/moyasar/attach', auth: 'session' },
  moyasarCapture: { method: 'POST', path: '/payment/moyasar/capture', auth: 'session' },
  moyasarPaySaved: { method: 'POST', path: '/payment/moyasar/pay-saved', auth: 'user' },
  savedCards: { method: 'GET', path: '/user/save-card', auth: 'user' },
  savedCardDelete: { method: 'DELETE', path: '/user/save-card/{id}', auth: 'user' },
  applePaySession: { method: 'POST', path: '/payment/applepay/session', auth: 'session' },
  applePayPay: { method: 'POST', path: '/payment/applepay/pay', auth: 'session' },
  stcPayPay: { method: 'POST', path: '/payment/stcpay/pay', auth: 'session' },
  stcPayValidateOtp: { method: 'POST', path: '/payment/stcpay/validate-otp', auth: 'session' },
  walletPay: { method: 'POST', path: '/payment/wallet/pay', auth: 'user' },
  tabbyRequiredPayload: { method: 'GET', path: '/orders/tabby/required-payload', auth: 'session' },
  tamaraRequiredPayload: { method: 'GET', path: '/orders/tamara/required-payload', auth: 'session' },
  preTabbyProcessing: { method: 'POST', path: '/orders/pre-tabby-processing', auth: 'session' },
  preTamaraProcessing: { method: 'POST', path: '/orders/pre-tamara-processing', auth: 'session' },
  tabbyConfirm: { method: 'POST', path: '/payment/tabby/confirm', auth: 'session' },
  tamaraConfirm: { method: 'POST', path: '/payment/tamara/confirm', auth: 'session' },
  paymentStatus: { method: 'GET', path: '/orders/{uuid}/payment-status', auth: 'session' },
} as const satisfies Record<string, CallRoute>;

/** Where the payment providers' webhooks arrive (under `/api`). */
export const PAYMENT_WEBHOOK_PATHS = {
  moyasar: '/webhooks/moyasar',
  tabby: '/webhooks/tabby',
  tamara: '/webhooks/tamara',
} as const;

/** The storefront's return pages (the gateway / hosted page sends the shopper back here). */
export const PAYMENT_CALLBACK_PATH = '/checkout/callback';
