/** Notifications (issue 15 §5): the web push key and subscriptions: schemas for each route of `notifications-routes.ts`. */
import { z } from 'zod';
import { defineCall } from './define';
import { notificationRoutes } from './notifications-routes';

export const vapidPublicKeySchema = z.object({
  /** Uncompressed P-256 public key, base64url (pass it to `pushManager.subscribe` as `applicationServerKey`). */
  public_key: z.string().min(80).max(100),
});
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(2048),
});

export const notificationCalls = {
  vapidPublicKey: defineCall({
    ...notificationRoutes.vapidPublicKey,
    tag: 'notifications',
    summary: "The store's VAPID public key for web push subscriptions",
    data: vapidPublicKeySchema,
  }),
  pushUnsubscribe: defineCall({
    ...notificationRoutes.pushUnsubscribe,
    tag: 'notifications',
    summary: "Remove one of the caller's push subscriptions by its endpoint",
    body: pushUnsubscribeBodySchema,
    data: z.object({ removed: z.boolean() }),
  }),
};
