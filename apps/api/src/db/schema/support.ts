import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { users } from './identity';

/** The store's issue list (`GET /user/tickets/issue-list/{all|general|order}`). */
export const ticketIssueTypes = pgTable('ticket_issue_types', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** The issue concerns an order: the form shows the order picker. */
  requiresOrder: boolean('requires_order').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A support ticket: opened by a signed-in shopper (`source = account`) or by a guest through the
 * contact form (`source = contact_form`, no user; answered by e-mail).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** Shown to the shopper (`T-000042`); set in the creating transaction. */
    number: text('number').unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** contact_form | account */
    source: text('source').notNull(),
    /** The shopper's language when they wrote (e-mails to them use it). */
    language: text('language').notNull().default('ar'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** As a guest typed it on the contact form (not checked). */
    orderNumberText: text('order_number_text'),
    issueTypeId: integer('issue_type_id').references(() => ticketIssueTypes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull().default(''),
    /** pending | received | in_progress | resolved_with_refund | resolved_without_refund | rejected | closed */
    status: text('status').notNull().default('pending'),
    /** Credited to the wallet once, when resolved with refund. */
    refundHalalas: integer('refund_halalas'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user').on(t.userId, t.createdAt),
    index('tickets_status').on(t.status, t.updatedAt),
    check(
      'tickets_status_known',
      sql`${t.status} in ('pending','received','in_progress','resolved_with_refund','resolved_without_refund','rejected','closed')`,
    ),
    check('tickets_refund_positive', sql`${t.refundHalalas} is null or ${t.refundHalalas} > 0`),
  ],
);

/** The conversation of a ticket (the opening description is message one). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** shopper | operator */
    author: text('author').notNull(),
    body: text('body').notNull(),
    /** The status the operator set with this message, when it came with a status change. */
    statusChange: text('status_change'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket').on(t.ticketId, t.id)],
);

/** Corporate-gift and collaboration inquiries. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    /** corporate_gifts | collaboration */
    kind: text('kind').notNull(),
    /** The validated text fields as submitted. */
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull(),
    language: text('language').notNull().default('ar'),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind').on(t.kind, t.createdAt)],
);

/**
 * A stored file. Never addressed by its name: `storageKey` is random, `publicId` (also random)
 * is what URLs carry; `originalName` is cleaned and only ever displayed.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    /** The shopper who may download it (null: a guest's or an operator's file on a guest ticket). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** local | s3 */
    storage: text('storage').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_ticket').on(t.ticketId),
    index('attachments_message').on(t.messageId),
    index('attachments_submission').on(t.submissionId),
  ],
);
