/**
 * Operating the store (issue 15 §6): roles of users (an operator is a user with the `operator`
 * role) and the refunds of cancelled or rejected orders (to the wallet or to the original
 * payment), one per order, so a repeated or raced cancel refunds once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
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
import { users } from './identity';

/** Roles of users beyond shopping; `operator` opens `/api/operator/...` with the user's session. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** operator */
    role: text('role').notNull(),
    /** Who granted it (`cli`, `key`, `token` or `user:<id>`). */
    grantedBy: text('granted_by').notNull().default('cli'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check('user_roles_known', sql`${t.role} in ('operator')`)],
);

/**
 * The refund of an order: to the buyer's wallet (a ledger credit) or to the original payment
 * (the provider's refund call). One row per order (unique), claimed before any money moves.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payment attempt refunded (null: the wallet, or nothing was paid by a provider). */
    paymentId: integer('payment_id').references(() => payments.id),
    /** wallet | original */
    destination: text('destination').notNull(),
    /** wallet | moyasar_card | moyasar_applepay | moyasar_stcpay | tabby | tamara */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** What went back through the provider (halalas). */
    providerAmountHalalas: integer('provider_amount_halalas').notNull().default(0),
    /** What went back to the wallet (the whole order, or the wallet part of a split payment). */
    walletAmountHalalas: integer('wallet_amount_halalas').notNull().default(0),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    /** The provider's refund answer (never card data). */
    providerResponse: jsonb('provider_response'),
    failureMessage: text('failure_message'),
    /** Who asked (`key`, `token`, `user:<id>`, `cli`). */
    requestedBy: text('requested_by').notNull(),
    /** The operator who last retried a refund the provider refused (`actorLabel`), null when none did. */
    retriedBy: text('retried_by'),
    /** The key sent to the provider (Tabby `reference_id`): one per order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_refunds_order').on(t.orderId),
    index('order_refunds_status').on(t.status),
    check('order_refunds_destination', sql`${t.destination} in ('wallet', 'original')`),
    check('order_refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('order_refunds_amounts', sql`${t.providerAmountHalalas} >= 0 and ${t.walletAmountHalalas} >= 0`),
  ],
);
