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

const base64UrlBytes = (bytes: number, first?: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => {
      const decoded = decodeBase64Url(value);
      return decoded !== null && decoded.length === bytes && (first === undefined || decoded[0] === first);
    });

function decodeBase64Url(value: string): Uint8Array | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * A browser's `PushSubscription.toJSON()`: what the storefront sends as the `device_token` of
 * `POST /account/update-device-token` (JSON text) once push permission is granted (spec §4). The
 * fallback text `web_token` stands for "no subscription" and stores nothing.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    /** The browser's uncompressed P-256 public key (65 bytes, base64url). */
    p256dh: base64UrlBytes(65, 4),
    /** The auth secret (16 bytes, base64url). */
    auth: base64UrlBytes(16),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** Where the offline push service stand-in takes deliveries (`{origin}/api/sandbox/push/{id}`). */
export const SANDBOX_PUSH_PATH = '/api/sandbox/push';
