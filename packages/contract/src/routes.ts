/**
 * Method, path and authentication of every call, without schemas: what the HTTP client needs to
 * reach the server. Kept apart from `calls.ts` so the browser bundle does not carry zod.
 */
import { accountRoutes } from './calls/account-routes';
import { checkoutRoutes } from './calls/checkout-routes';
import { notificationRoutes } from './calls/notifications-routes';
import { operatorRoutes } from './calls/operator-routes';
import { orderRoutes } from './calls/orders-routes';
import { paymentsRoutes } from './calls/payments-routes';
import { supportRoutes } from './calls/support-routes';
import { coreCallRoutes } from './core-routes';

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

export { accountRoutes } from './calls/account-routes';

export const callRoutes = {
  ...coreCallRoutes,
  ...accountRoutes,
  ...checkoutRoutes,
  ...paymentsRoutes,
  ...supportRoutes,
  ...orderRoutes,
  ...operatorRoutes,
  ...notificationRoutes,
} as const satisfies Record<string, CallRoute>;
