/**
 * Notifications (issue 15 §5): the server's VAPID key pair (generated on first start), the web push
 * subscriptions of shoppers (users and guests), and the log that makes every message go out once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { guests, users } from './identity';

/** The one VAPID key pair of the store (row id 1), created by the first server to start. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    /** Uncompressed P-256 public key, base64url (what `pushManager.subscribe` takes). */
    publicKey: text('public_key').notNull(),
    /** P-256 private scalar, base64url. Never leaves the server. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);

/**
 * A browser's `PushSubscription` (spec: the web token of `update-device-token`), owned by a user or
 * a guest session. One row per endpoint: a browser that re-subscribes refreshes its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 key (base64url) and auth secret (base64url, 16 bytes). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language when subscribing (the owner's current language wins when sending). */
    language: text('language').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_subscriptions_user').on(t.userId),
    index('push_subscriptions_guest').on(t.guestId),
    check('push_subscriptions_owner', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

/**
 * One row per message sent (or being sent): `dedupe_key` = event + channel + receiver, unique, so a
 * job that runs twice sends once. A failed send deletes its row so the retry sends again.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** e.g. `order-event:12`, `wallet-credit:4`, `cart-idle:7:1732450000`. */
    event: text('event').notNull(),
    /** push | email | sms */
    channel: text('channel').notNull(),
    /** `sub:{id}` for push, the e-mail address or phone digits. */
    receiver: text('receiver').notNull(),
    /** A `NOTIFICATION_TYPES` value for push, the template kind for e-mail and SMS. */
    kind: text('kind').notNull(),
    /** sending | sent | gone (the push service said the subscription no longer exists) */
    status: text('status').notNull().default('sending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_log_event').on(t.event),
    check('notification_log_channel_known', sql`${t.channel} in ('push','email','sms')`),
  ],
);
