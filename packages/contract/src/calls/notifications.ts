/** Notifications (issue 15 §5): the web push key and subscriptions: schemas for each route of `notifications-routes.ts`. */
import { defineCall } from './define';
import { notificationRoutes } from './notifications-routes';

void defineCall;
void notificationRoutes;

export const notificationCalls = {};
