/**
 * Method, path and authentication of the operator calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `operator.ts`. Operating the store (issue 15 §6): orders
 * along the state machine, refunds, wallet bonus, restock, coupons, maintenance, operators.
 *
 * Marked `auth: 'none'` because shopper sessions do not open them: every `/operator/...` call
 * (served at `/api/operator/...`) needs `Authorization: Bearer <OPERATOR_API_TOKEN>`, the
 * process's `x-operator-key` from loopback, or the session (Bearer token or cookie) of a user
 * with the `operator` role. Anything else answers 403.
 */
import type { CallRoute } from '../routes';

export const operatorRoutes = {
  operatorMe: { method: 'GET', path: '/operator/me', auth: 'none' },
  operatorOrders: { method: 'GET', path: '/operator/orders', auth: 'none' },
  operatorOrder: { method: 'GET', path: '/operator/orders/{id}', auth: 'none' },
  operatorOrderTransition: { method: 'POST', path: '/operator/orders/{id}/transition', auth: 'none' },
  operatorOrderCancel: { method: 'POST', path: '/operator/orders/{id}/cancel', auth: 'none' },
  operatorRefundRetry: { method: 'POST', path: '/operator/orders/{id}/refund/retry', auth: 'none' },
  operatorWalletBonus: { method: 'POST', path: '/operator/wallet/bonus', auth: 'none' },
  operatorRestock: { method: 'POST', path: '/operator/products/{id}/restock', auth: 'none' },
  operatorCoupons: { method: 'GET', path: '/operator/coupons', auth: 'none' },
  operatorCouponCreate: { method: 'POST', path: '/operator/coupons', auth: 'none' },
  operatorCouponPause: { method: 'POST', path: '/operator/coupons/{id}/pause', auth: 'none' },
  operatorCouponResume: { method: 'POST', path: '/operator/coupons/{id}/resume', auth: 'none' },
  operatorMaintenance: { method: 'GET', path: '/operator/maintenance', auth: 'none' },
  operatorMaintenanceSet: { method: 'POST', path: '/operator/maintenance', auth: 'none' },
  operatorGrant: { method: 'POST', path: '/operator/operators', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
