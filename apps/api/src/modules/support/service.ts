import {
  isOpenTicketStatus,
  type Language,
  OPERATOR_ATTACHMENT_PATH,
  type OperatorTicket,
  TICKET_ATTACHMENT_PATH,
  type TicketDetail,
  type TicketStatus,
  type TicketSummary,
} from '@hadiya/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments, orders, ticketIssueTypes, ticketMessages, tickets } from '../../db/schema';
import type { Tx } from '../../lib/auth';
import { type MessageKey, t } from '../../lib/i18n';
import { attachmentView } from '../attachments/service';

export type TicketRow = typeof tickets.$inferSelect;
type IssueRow = typeof ticketIssueTypes.$inferSelect;

export const ticketNumber = (id: number) => `T-${String(id).padStart(6, '0')}`;
export const submissionReference = (kind: string, id: number) =>
  `${kind === 'corporate_gifts' ? 'CG' : 'CO'}-${String(id).padStart(6, '0')}`;

/** Statuses after which the shopper is told the ticket is closed (ticket_closed). */
export const FINAL_STATUSES: readonly TicketStatus[] = [
  'resolved_with_refund',
  'resolved_without_refund',
  'rejected',
  'closed',
];

export const statusLabel = (lang: Language, status: string) => t(lang, `ticket_status_${status}` as MessageKey);

export function issueView(row: IssueRow, lang: Language) {
  return { id: row.id, name: lang === 'ar' ? row.nameAr : row.nameEn, requires_order: row.requiresOrder };
}

interface JoinedTicket {
  ticket: TicketRow;
  issue: IssueRow | null;
  orderUuid: string | null;
  messageCount: number;
}

export async function queryTickets(
  db: Db | Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number; order?: 'created' | 'updated' } = { limit: 1, offset: 0 },
): Promise<JoinedTicket[]> {
  const rows = await db
    .select({
      ticket: tickets,
      issue: ticketIssueTypes,
      orderUuid: orders.uuid,
      messageCount: sql<number>`(select count(*)::int from ticket_messages m where m.ticket_id = ${tickets.id})`,
    })
    .from(tickets)
    .leftJoin(ticketIssueTypes, eq(ticketIssueTypes.id, tickets.issueTypeId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .where(where)
    .orderBy(page.order === 'updated' ? desc(tickets.updatedAt) : desc(tickets.createdAt), desc(tickets.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r, messageCount: Number(r.messageCount) }));
}

export function summaryView(row: JoinedTicket, lang: Language): TicketSummary {
  const { ticket } = row;
  return {
    id: ticket.id,
    number: ticket.number ?? ticketNumber(ticket.id),
    status: ticket.status as TicketStatus,
    status_label: statusLabel(lang, ticket.status),
    issue_type: row.issue ? issueView(row.issue, lang) : null,
    order_uuid: row.orderUuid,
    order_number: ticket.orderNumberText,
    excerpt: ticket.description.slice(0, 200),
    refund_amount: ticket.refundHalalas,
    can_reply: ticket.userId !== null && isOpenTicketStatus(ticket.status),
    message_count: row.messageCount,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

/** The tickets with their conversation and attachments (two queries for any number of tickets). */
export async function detailViews(
  db: Db | Tx,
  rows: JoinedTicket[],
  lang: Language,
  audience: 'shopper' | 'operator',
): Promise<(TicketDetail & Partial<OperatorTicket>)[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.ticket.id);
  const [messages, files] = await Promise.all([
    db.select().from(ticketMessages).where(inArray(ticketMessages.ticketId, ids)).orderBy(asc(ticketMessages.id)),
    db.select().from(attachments).where(inArray(attachments.ticketId, ids)).orderBy(asc(attachments.id)),
  ]);
  const base = audience === 'operator' ? OPERATOR_ATTACHMENT_PATH : TICKET_ATTACHMENT_PATH;
  return rows.map((row) => {
    const { ticket } = row;
    const view = {
      ...summaryView(row, lang),
      name: ticket.name,
      email: ticket.email,
      phone: ticket.phone,
      description: ticket.description,
      messages: messages
        .filter((m) => m.ticketId === ticket.id)
        .map((m) => ({
          id: m.id,
          author: m.author as 'shopper' | 'operator',
          body: m.body,
          status_change: (m.statusChange as TicketStatus | null) ?? null,
          created_at: m.createdAt.toISOString(),
          attachments: files.filter((f) => f.messageId === m.id).map((f) => attachmentView(f, base)),
        })),
    };
    if (audience === 'shopper') return view;
    return {
      ...view,
      user_id: ticket.userId,
      language: ticket.language === 'en' ? 'en' : 'ar',
      source: ticket.source === 'account' ? 'account' : 'contact_form',
    } as OperatorTicket;
  });
}

export async function ticketDetail(
  db: Db | Tx,
  where: SQL,
  lang: Language,
  audience: 'shopper' | 'operator',
): Promise<(TicketDetail & Partial<OperatorTicket>) | null> {
  const rows = await queryTickets(db, where);
  const [view] = await detailViews(db, rows, lang, audience);
  return view ?? null;
}

export const ownTicket = (userId: number, id: number) => and(eq(tickets.id, id), eq(tickets.userId, userId)) as SQL;

/** Inserts a ticket with its number and its first message; returns both rows. */
export async function insertTicket(
  tx: Tx,
  values: Omit<typeof tickets.$inferInsert, 'id' | 'number'>,
): Promise<{ ticket: TicketRow; messageId: number }> {
  const [created] = await tx.insert(tickets).values(values).returning();
  if (!created) throw new Error('ticket insert returned nothing');
  const [ticket] = await tx
    .update(tickets)
    .set({ number: ticketNumber(created.id) })
    .where(eq(tickets.id, created.id))
    .returning();
  const [message] = await tx
    .insert(ticketMessages)
    .values({ ticketId: created.id, author: 'shopper', body: values.description ?? '' })
    .returning({ id: ticketMessages.id });
  if (!ticket || !message) throw new Error('ticket insert returned nothing');
  return { ticket, messageId: message.id };
}
