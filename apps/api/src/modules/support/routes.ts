import multipart from '@fastify/multipart';
import {
  ATTACHMENT_FIELD,
  isOpenTicketStatus,
  type Language,
  OPERATOR_ATTACHMENT_PATH,
  type OperatorTicket,
  TICKET_ATTACHMENT_PATH,
  type TicketStatus,
  toRoutePath,
} from '@hadiya/contract';
import { supportRoutes as routePaths } from '@hadiya/contract/calls/support-routes';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeAddress } from '../../config';
import { attachments, formSubmissions, orders, ticketIssueTypes, ticketMessages, tickets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { enforce } from '../../lib/limits';
import { operatorAuth } from '../../lib/operator-auth';
import { authenticate, registerCall } from '../../lib/route';
import { loadAttachmentConfig } from '../attachments/config';
import { type CleanFile, cleanAttachment, type IncomingFile } from '../attachments/inspect';
import { readMultipart } from '../attachments/multipart';
import { AttachmentService, attachmentView } from '../attachments/service';
import { S3Storage } from '../attachments/storage';
import { notifyTicketChanged } from '../notifications/workers';
import { loadSupportConfig, type SupportConfig } from './config';
import { renderSupportEmail, type SupportEmail } from './emails';
import { creditTicketRefund } from './refund';
import {
  detailViews,
  FINAL_STATUSES,
  insertTicket,
  issueView,
  ownTicket,
  queryTickets,
  statusLabel,
  submissionReference,
  summaryView,
  ticketDetail,
} from './service';

const HOUR = 3600;

/** Calls whose multipart body may carry the file. */
const FILE_CALLS = [
  routePaths.contactUs,
  routePaths.corporateGifts,
  routePaths.ticketCreate,
  routePaths.ticketReply,
  routePaths.operatorTicketReply,
].map((r) => `/api${toRoutePath(r.path)}`);

/** The file of a validated multipart request, when it had one. */
const uploads = new WeakMap<FastifyRequest, IncomingFile | null>();

/**
 * Support (issue 16): contact form, tickets and their conversation, corporate gifts,
 * collaboration, attachments, and the operator API. Settings come from the environment
 * (`config.ts` here and in `../attachments`).
 */
export async function supportRoutes(api: FastifyInstance, operatorKey?: string): Promise<void> {
  const config = loadSupportConfig(process.env);
  const files = new AttachmentService(api.db, loadAttachmentConfig(process.env, api.config.dataDir));
  const limits = { maxBytes: files.config.maxBytes, maxPixels: files.config.maxPixels };
  const emails = new SupportMailer(api, config);
  api.addHook('onClose', async () => {
    if (files.storage instanceof S3Storage) files.storage.close();
  });

  /** Multipart bodies in this scope: text fields become the body (validated by the call's schema), the file is kept aside. */
  async function acceptMultipart(scope: FastifyInstance) {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const form = await readMultipart(request, {
        maxBytes: files.config.maxBytes,
        maxFieldBytes: 16 * 1024,
        maxFields: 20,
        fileField: ATTACHMENT_FIELD,
        acceptsFile: FILE_CALLS.includes(request.routeOptions.url ?? ''),
      }).catch((error: unknown) => {
        throw attachmentFieldError(error, request.lang);
      });
      request.body = form.fields;
      uploads.set(request, form.file);
    });
  }

  /** Checks and cleans the request's file (before anything is counted or stored); field errors name `attachment`. */
  async function cleanUpload(request: FastifyRequest): Promise<CleanFile | null> {
    const file = uploads.get(request);
    if (!file) return null;
    try {
      return await cleanAttachment(file, limits);
    } catch (error) {
      throw attachmentFieldError(error, request.lang);
    }
  }

  /** Per-address and per-e-mail limits of a form. The address is peeked first so a flood is refused before any file work. */
  async function formLimits(request: FastifyRequest, form: string, email: string) {
    const ipKey = `support:${form}:ip:${request.ip}`;
    const peek = await api.counters.peek(ipKey);
    if (peek.count >= config.formsPerIpPerHour) {
      throw new AppError(429, 'too_many_attempts', { seconds: peek.resetInSeconds }, undefined, {
        reason: 'rate_limited',
        retry_after: peek.resetInSeconds,
      });
    }
    return () =>
      enforce(api.counters, [
        { key: ipKey, max: config.formsPerIpPerHour, windowSeconds: HOUR },
        { key: `support:${form}:email:${email}`, max: config.formsPerEmailPerHour, windowSeconds: HOUR },
      ]);
  }

  async function issueTypeOf(id: number | undefined, lang: Language) {
    if (id === undefined) return null;
    const [row] = await api.db.select().from(ticketIssueTypes).where(eq(ticketIssueTypes.id, id)).limit(1);
    if (!row?.isActive) {
      throw new AppError(400, 'issue_type_not_found', undefined, [
        { field: 'issue_type_id', message: t(lang, 'issue_type_not_found'), rule: 'issue_type_not_found' },
      ]);
    }
    return row;
  }

  /** A filled honeypot: answered like a success, nothing counted, stored or sent. */
  const isRobot = (body: { website?: string | undefined }) => Boolean(body.website?.trim());
  const fakeNumber = (prefix: string) =>
    `${prefix}-${String(100_000 + Math.floor(Math.random() * 800_000)).padStart(6, '0')}`;

  // Shopper and guest calls -------------------------------------------------------------------
  await api.register(async (scope) => {
    await acceptMultipart(scope);

    registerCall(scope, 'ticketIssueList', async ({ params, lang }) => {
      const rows = await scope.db
        .select()
        .from(ticketIssueTypes)
        .where(eq(ticketIssueTypes.isActive, true))
        .orderBy(asc(ticketIssueTypes.sortOrder), asc(ticketIssueTypes.id));
      return rows
        .filter((r) => params.id === 'all' || r.requiresOrder === (params.id === 'order'))
        .map((r) => issueView(r, lang));
    });

    registerCall(scope, 'contactUs', async ({ body, lang, request, setMessage }) => {
      setMessage('contact_sent');
      if (isRobot(body)) return { ticket_number: fakeNumber('T') };
      const issue = await issueTypeOf(body.issue_type_id, lang);
      const count = await formLimits(request, 'contact', body.email);
      const file = await cleanUpload(request);
      await count();
      const ticket = await files.withFiles(async (tx, save) => {
        const created = await insertTicket(tx, {
          userId: null,
          source: 'contact_form',
          language: lang,
          issueTypeId: issue?.id ?? null,
          orderNumberText: body.order_number ?? null,
          name: body.name,
          email: body.email,
          phone: body.phone,
          description: body.description ?? '',
        });
        if (file) await save(file, { ownerUserId: null, ticketId: created.ticket.id, messageId: created.messageId });
        return created.ticket;
      });
      const number = ticket.number ?? '';
      await emails.send(body.email, lang, {
        kind: 'ticket_received',
        ticketNumber: number,
        name: body.name,
        isGuest: true,
      });
      await emails.toStore(
        'contact_form',
        number,
        {
          name: body.name,
          email: body.email,
          phone: body.phone,
          issue: issue?.nameEn ?? '',
          order_number: body.order_number ?? '',
          description: body.description ?? '',
          language: lang,
        },
        file,
      );
      return { ticket_number: number };
    });

    registerCall(scope, 'ticketCreate', async ({ body, lang, principal, request, setMessage }) => {
      setMessage('ticket_created');
      const userId = principal.userId;
      if (isRobot(body)) throw new AppError(400, 'bad_request');
      const issue = await issueTypeOf(body.issue_type_id, lang);
      let orderId: number | null = null;
      if (body.order_uuid) {
        const [order] = await scope.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.uuid, body.order_uuid), eq(orders.userId, userId)))
          .limit(1);
        if (!order) {
          throw new AppError(404, 'order_not_found', undefined, [
            { field: 'order_uuid', message: t(lang, 'order_not_found'), rule: 'order_not_found' },
          ]);
        }
        orderId = order.id;
      }
      const count = await formLimits(request, 'ticket', body.email);
      const file = await cleanUpload(request);
      await count();
      const ticket = await files.withFiles(async (tx, save) => {
        const created = await insertTicket(tx, {
          userId,
          source: 'account',
          language: lang,
          issueTypeId: issue?.id ?? null,
          orderId,
          name: body.name,
          email: body.email,
          phone: body.phone,
          description: body.description ?? '',
        });
        if (file) await save(file, { ownerUserId: userId, ticketId: created.ticket.id, messageId: created.messageId });
        return created.ticket;
      });
      const number = ticket.number ?? '';
      await emails.send(body.email, lang, {
        kind: 'ticket_received',
        ticketNumber: number,
        name: body.name,
        isGuest: false,
      });
      await emails.toStore(
        'ticket',
        number,
        {
          name: body.name,
          email: body.email,
          phone: body.phone,
          issue: issue?.nameEn ?? '',
          order_uuid: body.order_uuid ?? '',
          description: body.description ?? '',
          language: lang,
        },
        file,
      );
      return mustFind(await ticketDetail(scope.db, ownTicket(userId, ticket.id), lang, 'shopper'));
    });

    registerCall(scope, 'tickets', async ({ query, lang, principal }) => {
      const where = and(
        eq(tickets.userId, principal.userId),
        query.status ? eq(tickets.status, query.status) : undefined,
      );
      const rows = await queryTickets(scope.db, where, {
        limit: query.limit,
        offset: (query.page_number - 1) * query.limit,
      });
      return rows.map((row) => summaryView(row, lang));
    });

    registerCall(scope, 'ticketDetail', async ({ params, lang, principal }) =>
      mustFind(await ticketDetail(scope.db, ownTicket(principal.userId, params.id), lang, 'shopper')),
    );

    registerCall(scope, 'ticketReply', async ({ params, body, lang, principal, request, setMessage }) => {
      const userId = principal.userId;
      const [ticket] = await scope.db.select().from(tickets).where(ownTicket(userId, params.id)).limit(1);
      if (!ticket) throw new AppError(404, 'ticket_not_found');
      if (!isOpenTicketStatus(ticket.status)) throw new AppError(409, 'ticket_is_closed');
      const file = await cleanUpload(request);
      await enforce(api.counters, [
        { key: `support:reply:user:${userId}`, max: config.repliesPerUserPerHour, windowSeconds: HOUR },
      ]);
      await files.withFiles(async (tx, save) => {
        const [message] = await tx
          .insert(ticketMessages)
          .values({ ticketId: ticket.id, author: 'shopper', body: body.message })
          .returning({ id: ticketMessages.id });
        if (!message) throw new Error('message insert returned nothing');
        await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
        if (file) await save(file, { ownerUserId: userId, ticketId: ticket.id, messageId: message.id });
      });
      setMessage('reply_sent');
      return mustFind(await ticketDetail(scope.db, ownTicket(userId, ticket.id), lang, 'shopper'));
    });

    registerCall(scope, 'corporateGifts', async ({ body, lang, request, setMessage }) => {
      setMessage('corporate_sent');
      if (isRobot(body)) return { reference: fakeNumber('CG') };
      const count = await formLimits(request, 'corporate', body.email);
      const file = await cleanUpload(request);
      await count();
      const { website: _, ...fields } = body;
      const payload = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
        string,
        string | number
      >;
      const reference = await files.withFiles(async (tx, save) => {
        const [row] = await tx
          .insert(formSubmissions)
          .values({ kind: 'corporate_gifts', payload, language: lang, email: body.email })
          .returning({ id: formSubmissions.id });
        if (!row) throw new Error('submission insert returned nothing');
        if (file) await save(file, { ownerUserId: null, submissionId: row.id });
        return submissionReference('corporate_gifts', row.id);
      });
      await emails.send(body.email, lang, {
        kind: 'inquiry_received',
        form: 'corporate_gifts',
        reference,
        name: body.name,
      });
      await emails.toStore('corporate_gifts', reference, { ...payload, language: lang }, file);
      return { reference };
    });

    registerCall(scope, 'collaboration', async ({ body, lang, request, setMessage }) => {
      setMessage('collaboration_sent');
      if (isRobot(body)) return { reference: fakeNumber('CO') };
      const count = await formLimits(request, 'collaboration', body.email);
      await count();
      const { website: _, ...payload } = body;
      const [row] = await scope.db
        .insert(formSubmissions)
        .values({ kind: 'collaboration', payload, language: lang, email: body.email })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error('submission insert returned nothing');
      const reference = submissionReference('collaboration', row.id);
      await emails.send(body.email, lang, {
        kind: 'inquiry_received',
        form: 'collaboration',
        reference,
        name: body.company_name,
      });
      await emails.toStore('collaboration', reference, { ...payload, language: lang }, null);
      return { reference };
    });
  });

  // The shopper's own attachments: a download, never an envelope.
  api.get(
    `/api${toRoutePath(TICKET_ATTACHMENT_PATH)}`,
    {
      schema: { hide: true },
      onRequest: (request: FastifyRequest, reply: FastifyReply) => authenticate(request, reply, 'user'),
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const row = await files.find(id);
      const userId = request.principal?.userId ?? null;
      if (!row || row.ticketId === null || userId === null) throw new AppError(404, 'attachment_not_found');
      const [owner] = await api.db
        .select({ userId: tickets.userId })
        .from(tickets)
        .where(eq(tickets.id, row.ticketId))
        .limit(1);
      if (owner?.userId !== userId) throw new AppError(404, 'attachment_not_found');
      return files.send(reply, row);
    },
  );

  // Operator API ------------------------------------------------------------------------------
  await api.register(async (scope) => {
    // A token, the loopback key or an operator-role session (lib/operator-auth.ts).
    scope.addHook('onRequest', operatorAuth({ operatorKey, operatorToken: config.operatorToken }));
    await acceptMultipart(scope);

    const operatorView = async (id: number, lang: Language) =>
      mustFind(await ticketDetail(scope.db, eq(tickets.id, id) as SQL, lang, 'operator')) as OperatorTicket;

    registerCall(scope, 'operatorTickets', async ({ query, lang }) => {
      const where = and(
        query.status ? eq(tickets.status, query.status) : undefined,
        query.open === '1' ? inArray(tickets.status, ['pending', 'received', 'in_progress']) : undefined,
      );
      const rows = await queryTickets(scope.db, where, {
        limit: query.limit,
        offset: (query.page_number - 1) * query.limit,
        order: 'updated',
      });
      return (await detailViews(scope.db, rows, lang, 'operator')) as OperatorTicket[];
    });

    registerCall(scope, 'operatorTicket', ({ params, lang }) => operatorView(params.id, lang));

    registerCall(scope, 'operatorTicketReply', async ({ params, body, lang, request, setMessage }) => {
      const [ticket] = await scope.db.select().from(tickets).where(eq(tickets.id, params.id)).limit(1);
      if (!ticket) throw new AppError(404, 'ticket_not_found');
      const file = await cleanUpload(request);
      await files.withFiles(async (tx, save) => {
        const [message] = await tx
          .insert(ticketMessages)
          .values({ ticketId: ticket.id, author: 'operator', body: body.message })
          .returning({ id: ticketMessages.id });
        if (!message) throw new Error('message insert returned nothing');
        await tx.update(tickets).set({ updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
        if (file) await save(file, { ownerUserId: ticket.userId, ticketId: ticket.id, messageId: message.id });
      });
      await emails.ticketChanged(ticket, ticket.status as TicketStatus, body.message, null);
      await notifyTicketChanged(
        {
          ticketId: ticket.id,
          changeId: Date.now(),
          userId: ticket.userId,
          number: ticket.number,
          status: ticket.status,
        },
        scope.db,
      ).catch((error) => request.log.warn({ err: error }, 'ticket push not queued'));
      setMessage('reply_sent');
      return operatorView(ticket.id, lang);
    });

    registerCall(scope, 'operatorTicketStatus', async ({ params, body, lang, setMessage }) => {
      const result = await scope.transaction(async (tx) => {
        const [current] = await tx.select().from(tickets).where(eq(tickets.id, params.id)).for('update');
        if (!current) throw new AppError(404, 'ticket_not_found');
        if (current.status === body.status) throw new AppError(409, 'ticket_status_unchanged');
        if (current.status === 'resolved_with_refund' && body.status !== 'closed') {
          throw new AppError(409, 'ticket_status_not_allowed');
        }
        let refund: number | null = null;
        if (body.status === 'resolved_with_refund') {
          if (current.refundHalalas !== null) throw new AppError(409, 'ticket_already_refunded');
          if (current.userId === null) throw new AppError(409, 'ticket_refund_needs_account');
          refund = body.refund_amount ?? 0;
          if (current.orderId !== null) {
            const [order] = await tx
              .select({ total: orders.totalHalalas })
              .from(orders)
              .where(eq(orders.id, current.orderId));
            if (order && refund > order.total) {
              throw new AppError(409, 'ticket_refund_too_high', { max: formatMoney(order.total, lang) });
            }
          }
        }
        const [updated] = await tx
          .update(tickets)
          .set({ status: body.status, updatedAt: new Date(), ...(refund !== null ? { refundHalalas: refund } : {}) })
          .where(and(eq(tickets.id, current.id), eq(tickets.status, current.status)))
          .returning();
        if (!updated) throw new AppError(409, 'ticket_status_unchanged');
        await tx
          .insert(ticketMessages)
          .values({ ticketId: current.id, author: 'operator', body: body.note ?? '', statusChange: body.status });
        if (refund !== null && current.userId !== null) {
          await creditTicketRefund(tx, {
            userId: current.userId,
            amountHalalas: refund,
            ticketId: current.id,
            ticketNumber: current.number ?? '',
            orderId: current.orderId,
          });
        }
        return { ticket: updated, refund };
      });
      await emails.ticketChanged(result.ticket, body.status, body.note || null, result.refund);
      const { ticket } = result;
      await notifyTicketChanged(
        {
          ticketId: ticket.id,
          changeId: ticket.updatedAt.getTime(),
          userId: ticket.userId,
          number: ticket.number,
          status: body.status,
        },
        scope.db,
      ).catch((error) => scope.log.warn({ err: error }, 'ticket push not queued'));
      setMessage('ticket_status_changed');
      return operatorView(result.ticket.id, lang);
    });

    registerCall(scope, 'operatorFormSubmissions', async ({ query }) => {
      const rows = await scope.db
        .select()
        .from(formSubmissions)
        .where(query.kind ? eq(formSubmissions.kind, query.kind) : undefined)
        .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
        .limit(query.limit)
        .offset((query.page_number - 1) * query.limit);
      const ids = rows.map((r) => r.id);
      const stored = ids.length
        ? await scope.db.select().from(attachments).where(inArray(attachments.submissionId, ids))
        : [];
      return rows.map((row) => ({
        id: row.id,
        reference: submissionReference(row.kind, row.id),
        kind: row.kind === 'collaboration' ? ('collaboration' as const) : ('corporate_gifts' as const),
        language: row.language === 'en' ? ('en' as const) : ('ar' as const),
        fields: row.payload,
        attachments: stored
          .filter((a) => a.submissionId === row.id)
          .map((a) => attachmentView(a, OPERATOR_ATTACHMENT_PATH)),
        created_at: row.createdAt.toISOString(),
      }));
    });

    scope.get(`/api${toRoutePath(OPERATOR_ATTACHMENT_PATH)}`, { schema: { hide: true } }, async (request, reply) => {
      const row = await files.find((request.params as { id: string }).id);
      if (!row) throw new AppError(404, 'attachment_not_found');
      return files.send(reply, row);
    });
  });
}

/** A refusal about the file names the `attachment` field, so the form shows it under the file picker. */
function attachmentFieldError(error: unknown, lang: Language): unknown {
  if (!(error instanceof AppError) || !error.messageKey.startsWith('attachment_')) return error;
  const message = t(lang, error.messageKey, error.params);
  return new AppError(error.statusCode, error.messageKey, error.params, [
    { field: ATTACHMENT_FIELD, message, rule: error.messageKey },
  ]);
}

function mustFind<T>(value: T | null): T {
  if (!value) throw new AppError(404, 'ticket_not_found');
  return value;
}

export function formatMoney(halalas: number, lang: Language): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(
    halalas / 100,
  );
}

const STORE_TITLES: Record<string, Record<Language, string>> = {
  contact_form: { en: 'Contact form (guest ticket)', ar: 'نموذج تواصل معنا (تذكرة زائر)' },
  ticket: { en: 'New ticket', ar: 'تذكرة جديدة' },
  corporate_gifts: { en: 'Corporate gift inquiry', ar: 'طلب هدايا شركات' },
  collaboration: { en: 'Collaboration request', ar: 'طلب تعاون' },
};

/** Sends the support e-mails; a failed send is logged, never fails the call that caused it. */
class SupportMailer {
  constructor(
    private readonly app: FastifyInstance,
    private readonly config: SupportConfig,
  ) {}

  async send(to: string, lang: Language, email: SupportEmail): Promise<void> {
    try {
      await this.app.providers.email.send(renderSupportEmail(email, lang, to));
    } catch (error) {
      this.app.log.warn({ err: error, kind: email.kind }, 'support e-mail not sent');
    }
  }

  toStore(form: string, reference: string, fields: Record<string, string | number>, file: CleanFile | null) {
    const lang = this.config.storeInboxLanguage;
    return this.send(this.config.storeInboxEmail, lang, {
      kind: 'store_inbox',
      title: STORE_TITLES[form]?.[lang] ?? form,
      reference,
      fields: Object.entries(fields).map(([k, v]) => [k, String(v)]),
      attachments: file ? [`${file.name} (${file.contentType}, ${file.size} B)`] : [],
    });
  }

  /** ticket_updated or ticket_closed to the shopper, in the language they wrote in. */
  ticketChanged(
    ticket: { number: string | null; name: string; email: string; language: string; userId: number | null },
    status: TicketStatus,
    reply: string | null,
    refund: number | null,
  ) {
    const lang: Language = ticket.language === 'en' ? 'en' : 'ar';
    const base = storeAddress(this.app.config);
    return this.send(ticket.email, lang, {
      kind: FINAL_STATUSES.includes(status) ? 'ticket_closed' : 'ticket_updated',
      ticketNumber: ticket.number ?? '',
      name: ticket.name,
      statusLabel: statusLabel(lang, status),
      reply,
      refund: refund !== null ? formatMoney(refund, lang) : null,
      link: ticket.userId !== null ? `${base}/contact-us?activetab=my-ticket` : null,
    });
  }
}
