/**
 * Order lifecycle tables of issue 14 beside `commerce.ts`: status events, idempotency keys,
 * recipient links, payment events and webhook deliveries (H4), and the job queue's fallback table.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, payments } from './commerce';

/** Every status change of an order, with its time and cause (append-only; the timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** null for the creation event. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** shopper | provider | webhook | job | operator | recipient */
    actor: text('actor').notNull(),
    note: text('note'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.id)],
);

/**
 * `Idempotency-Key` of unsafe calls (place-order): the same key from the same owner answers the
 * stored response; another body with the same key is refused (422).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `u:<user id>` or `g:<guest id>`. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** The call, e.g. `place-order`. */
    scope: text('scope').notNull(),
    /** SHA-256 of the canonical request (body and query). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull().default(200),
    response: jsonb('response'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/** The recipient's link (`/gift/{token}`): only its SHA-256 is stored; it expires. */
export const recipientLinks = pgTable(
  'recipient_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipient_links_expiry').on(t.expiresAt).where(sql`${t.usedAt} is null`)],
);

/** Append-only log of every provider call and webhook of a payment (never card data). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    orderId: integer('order_id').references(() => orders.id),
    provider: text('provider').notNull(),
    /** request | response | webhook | callback | error … */
    kind: text('kind').notNull(),
    /** initiate | retrieve | capture | cancel | refund | … */
    operation: text('operation'),
    status: text('status'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId, t.id), index('payment_events_order').on(t.orderId, t.id)],
);

/** Webhook deliveries: raw body kept, deduplicated by (provider, event key), processed by a job. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    rawBody: text('raw_body').notNull(),
    headers: jsonb('headers'),
    verified: boolean('verified').notNull().default(false),
    providerRef: text('provider_ref'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('webhook_events_key').on(t.provider, t.eventKey),
    index('webhook_events_unprocessed').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);
