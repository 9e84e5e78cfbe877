/**
 * Method, path and authentication of the operator calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `operator.ts`. Operating the store (issue 15 §6): orders along the state machine, refunds, wallet bonus, restock, coupons, maintenance.
 */
import type { CallRoute } from '../routes';

export const operatorRoutes = {} as const satisfies Record<string, CallRoute>;
