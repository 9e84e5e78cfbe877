/**
 * Method, path and authentication of the notifications calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `notifications.ts`. Notifications (issue 15 §5): the web push key and subscriptions.
 */
import type { CallRoute } from '../routes';

export const notificationRoutes = {} as const satisfies Record<string, CallRoute>;
