/**
 * Method, path and authentication of the orders calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `orders.ts`. Orders after the purchase (issue 15 §1–§3): delivered list, track gift, message card, invoice, rating, recipient decline.
 */
import type { CallRoute } from '../routes';

export const orderRoutes = {} as const satisfies Record<string, CallRoute>;
