/**
 * Push notifications (spec §4): the seven types, the payload the server sends and the service
 * worker reads, and where a tap on each type lands. Shared by the API's sender and the storefront's
 * service worker and foreground toast.
 */
import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'order_history_status',
  'wallet_refund',
  'pending_cart_checkout',
  'product_available',
  'ticket_updated',
  'ticket_closed',
  'rating_popup',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a push message carries (JSON): the text already in the receiver's language, and the data its target needs. */
export const pushPayloadSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().min(1).max(200),
  body: z.string().max(1000),
  /** `product_available`: the product's slug; `rating_popup` and `order_history_status`: the order. */
  product: z.object({ slug: z.string().min(1).max(200) }).optional(),
  order_id: z.union([z.string(), z.number()]).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * The page a notification opens (spec §4), or null when it must be ignored (a product
 * notification whose product cannot be read, an unknown type).
 */
export function notificationTarget(payload: unknown): string | null {
  const parsed = pushPayloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const notice = parsed.data;
  switch (notice.type) {
    case 'order_history_status':
      return '/my-orders';
    case 'wallet_refund':
      return '/wallet';
    case 'pending_cart_checkout':
      return '/cart';
    case 'product_available':
      return notice.product ? `/product/${encodeURIComponent(notice.product.slug)}` : null;
    case 'ticket_updated':
    case 'ticket_closed':
      return '/contact-us?activetab=my-ticket';
    case 'rating_popup':
      return notice.order_id === undefined
        ? '/my-orders'
        : `/my-orders?order_id=${encodeURIComponent(String(notice.order_id))}`;
  }
}
