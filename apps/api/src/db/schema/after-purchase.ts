/**
 * After the purchase (issue 15 §2): every recipient link token ever sent for an order stays valid
 * (the SMS at acceptance carries a new one while the recipient may still have the first open);
 * they share the order's `recipient_links` row (accept window, used, expiry). Only hashes are stored.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce';

export const recipientLinkTokens = pgTable(
  'recipient_link_tokens',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipient_link_tokens_order').on(t.orderId)],
);
