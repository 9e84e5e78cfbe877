/**
 * Method, path and authentication of the notifications calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `notifications.ts`. Notifications (issue 15 §5): the web push key and subscriptions.
 *
 * A subscription is stored by `POST /account/update-device-token` with `device_id: 'Web'` and the
 * `PushSubscription` JSON as `device_token` (see `pushSubscriptionSchema` in `../notifications.ts`).
 */
import type { CallRoute } from '../routes';

export const notificationRoutes = {
  /** The store's VAPID public key: the `applicationServerKey` of `pushManager.subscribe`. */
  vapidPublicKey: { method: 'GET', path: '/notifications/vapid-public-key', auth: 'none' },
  /** Forget one of the caller's push subscriptions (the browser unsubscribed or permission was revoked). */
  pushUnsubscribe: { method: 'POST', path: '/notifications/unsubscribe', auth: 'session' },
} as const satisfies Record<string, CallRoute>;
