/**
 * The support calls (issue 16; spec §3 forms, §4 ticket statuses, §5 form rules, §7 "User" tickets
 * and "Common and content" forms): schemas for each route of `support-routes.ts`.
 *
 * The form schemas describe the text fields only; the server validates a multipart body's text
 * fields with these same schemas (multipart values arrive as strings, so numbers accept strings
 * and an empty optional field counts as absent). The file travels beside them under `attachment`.
 */
import { z } from 'zod';
import { halalasSchema } from '../entities';
import { normalizeDigits } from '../normalize';
import { boundedIntSchema, emailRuleSchema, idSchema, requiredOr } from '../rules';
import { defineCall } from './define';
import { type HONEYPOT_FIELD, OPEN_TICKET_STATUSES, TICKET_STATUSES } from './support-fields';
import { supportRoutes } from './support-routes';

export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_DEFAULT_MAX_BYTES,
  ATTACHMENT_FIELD,
  ATTACHMENT_HEIC_EXTENSIONS,
  ATTACHMENT_HEIC_NOTE,
  ATTACHMENT_HEIC_TYPES,
  ATTACHMENT_TYPES,
  HONEYPOT_FIELD,
  isHeicAttachment,
  OPEN_TICKET_STATUSES,
  OPERATOR_ATTACHMENT_PATH,
  supportFormData,
  TICKET_ATTACHMENT_PATH,
  TICKET_STATUSES,
  type TicketStatus,
} from './support-fields';

/** Length limits of every support text (server-side; the forms show the same). */
export const SUPPORT_LIMITS = {
  name: 100,
  companyName: 150,
  email: 254,
  /** Digits, after Arabic and Persian digits are converted. */
  phoneMin: 7,
  phoneMax: 15,
  description: 2000,
  message: 2000,
  city: 100,
  orderNumber: 40,
  quantityMin: 1,
  quantityMax: 100_000,
} as const;

/** An empty string (an empty form field) is the same as leaving the field out. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const requiredText = (max: number, key: 'required' | 'name_required' = 'required') =>
  z
    .string({ error: requiredOr(key) })
    .trim()
    .min(1, key)
    .max(max);

/**
 * §5 "a digits-only phone number": Arabic/Persian digits converted; spaces, dashes, dots,
 * parentheses and a leading + dropped; then digits only (letters are refused, not dropped).
 */
export const supportPhoneSchema = z
  .string({ error: requiredOr('phone_required') })
  .max(40, 'phone_invalid')
  .transform((v) =>
    normalizeDigits(v)
      .replace(/[\s\-().]/g, '')
      .replace(/^\+/, ''),
  )
  .pipe(
    z
      .string()
      .min(1, 'phone_required')
      .regex(new RegExp(`^\\d{${SUPPORT_LIMITS.phoneMin},${SUPPORT_LIMITS.phoneMax}}$`), 'phone_invalid'),
  );

/** Forms take any valid e-mail (the '.com' rule of §5 is for sign-in). */
const formEmailSchema = emailRuleSchema({ requireDotCom: false });

/** Robots fill every field; people never see this one. A filled honeypot is answered like a success and nothing is kept. */
const honeypot = { website: z.string().max(5000).optional() } satisfies Record<typeof HONEYPOT_FIELD, z.ZodType>;

const descriptionOptional = blankIsAbsent(z.string().trim().max(SUPPORT_LIMITS.description));

/** Contact ticket (§3: name, email, phone, description, attachment, issue type; §5: name, email, phone required). */
export const contactUsBodySchema = z.object({
  name: requiredText(SUPPORT_LIMITS.name, 'name_required'),
  email: formEmailSchema,
  phone: supportPhoneSchema,
  issue_type_id: blankIsAbsent(idSchema),
  /** A guest may quote an order number; it is not checked. */
  order_number: blankIsAbsent(z.string().trim().max(SUPPORT_LIMITS.orderNumber)),
  description: descriptionOptional,
  ...honeypot,
});
export type ContactUsBody = z.input<typeof contactUsBodySchema>;

/** A signed-in shopper's ticket: the contact fields plus one of their own orders (by uuid). */
export const ticketCreateBodySchema = z.object({
  name: requiredText(SUPPORT_LIMITS.name, 'name_required'),
  email: formEmailSchema,
  phone: supportPhoneSchema,
  issue_type_id: blankIsAbsent(idSchema),
  order_uuid: blankIsAbsent(z.uuid('invalid_value')),
  description: descriptionOptional,
  ...honeypot,
});
export type TicketCreateBody = z.input<typeof ticketCreateBodySchema>;

/**
 * The corporate gift quantity: a whole number from `quantityMin` to `quantityMax` (Arabic and
 * Persian digits converted). Anything else — a sign, a fraction, a number too long to read — is
 * refused with one message naming the range, never clamped or stripped into another number.
 */
export const corporateGiftQuantitySchema = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const text = normalizeDigits(String(v)).trim();
  const digits = text.replace(/^0+(?=\d)/, '');
  const { quantityMin: min, quantityMax: max } = SUPPORT_LIMITS;
  // Length first, so a number too long to be exact is never read as one.
  if (/^\d+$/.test(digits) && digits.length <= String(max).length) {
    const quantity = Number(digits);
    if (quantity >= min && quantity <= max) return quantity;
  }
  ctx.addIssue({ code: 'custom', message: 'quantity_out_of_range', params: { min, max } });
  return z.NEVER;
});

/** §3 corporate gift; §5: name, company_name, email (valid), phone_number, description and city required. */
export const corporateGiftsBodySchema = z.object({
  name: requiredText(SUPPORT_LIMITS.name, 'name_required'),
  company_name: requiredText(SUPPORT_LIMITS.companyName),
  email: formEmailSchema,
  phone_number: supportPhoneSchema,
  description: requiredText(SUPPORT_LIMITS.description),
  /** A city name as typed or picked (free text: companies order for any city). */
  city: requiredText(SUPPORT_LIMITS.city),
  quantity: blankIsAbsent(corporateGiftQuantitySchema),
  ...honeypot,
});
export type CorporateGiftsBody = z.input<typeof corporateGiftsBodySchema>;

/** §5 collaboration: company_name, email, phone_number and description required. */
export const collaborationBodySchema = z.object({
  company_name: requiredText(SUPPORT_LIMITS.companyName),
  email: formEmailSchema,
  phone_number: supportPhoneSchema,
  description: requiredText(SUPPORT_LIMITS.description),
  ...honeypot,
});
export type CollaborationBody = z.input<typeof collaborationBodySchema>;

export const ticketReplyBodySchema = z.object({
  message: requiredText(SUPPORT_LIMITS.message),
});

export const ISSUE_LIST_SCOPES = ['all', 'general', 'order'] as const;
export const issueListParams = z.object({ id: z.enum(ISSUE_LIST_SCOPES) });
const ticketParams = z.object({ id: idSchema });

export const ticketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 100).default(50),
});

export const issueTypeSchema = z.object({
  id: z.number().int(),
  /** In the caller's language. */
  name: z.string(),
  /** Show the order picker for this issue. */
  requires_order: z.boolean(),
});
export type IssueType = z.infer<typeof issueTypeSchema>;

export const attachmentSchema = z.object({
  /** Opaque random id. */
  id: z.string(),
  /** The original file name, cleaned, for display only. */
  name: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  /** Path under `/api` to download it (always as a download). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['shopper', 'operator']),
  /** May be empty when the message is only a status change. */
  body: z.string(),
  /** The status the store set with this message, if any. */
  status_change: z.enum(TICKET_STATUSES).nullable(),
  created_at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketStatusSchema = z.enum(TICKET_STATUSES);

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  /** Shown to the shopper, e.g. `T-000042`. */
  number: z.string(),
  status: ticketStatusSchema,
  /** The status in the caller's language. */
  status_label: z.string(),
  issue_type: issueTypeSchema.nullable(),
  order_uuid: z.string().nullable(),
  /** As a guest typed it on the contact form. */
  order_number: z.string().nullable(),
  /** The first 200 characters of the description. */
  excerpt: z.string(),
  /** Credited to the wallet when resolved with refund. */
  refund_amount: halalasSchema.nullable(),
  /** Whether the shopper may reply (the ticket is still open). */
  can_reply: z.boolean(),
  message_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** A ticket and its conversation; the opening description is the first message. */
export const ticketDetailSchema = ticketSummarySchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const contactUsResultSchema = z.object({ ticket_number: z.string() });
export const ticketCreatedSchema = ticketDetailSchema;
export const formReceiptSchema = z.object({ reference: z.string() });

// Operator API ------------------------------------------------------------------------------

export const operatorTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  /** Only tickets still open (pending, received, in progress). */
  open: z.enum(['0', '1']).optional(),
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 200).default(50),
});

export const operatorTicketSchema = ticketDetailSchema.extend({
  user_id: z.number().int().nullable(),
  /** The language the shopper wrote in; e-mails to them use it. */
  language: z.enum(['ar', 'en']),
  source: z.enum(['contact_form', 'account']),
});
export type OperatorTicket = z.infer<typeof operatorTicketSchema>;

export const operatorReplyBodySchema = z.object({
  message: requiredText(SUPPORT_LIMITS.message),
});

export const operatorStatusBodySchema = z
  .object({
    status: ticketStatusSchema,
    /** Halalas credited to the shopper's wallet; required (and only allowed) with `resolved_with_refund`. */
    refund_amount: boundedIntSchema(1, 10_000_000).optional(),
    /** Optional note to the shopper, added to the conversation and the e-mail. */
    note: z.string().trim().max(SUPPORT_LIMITS.message).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'resolved_with_refund' && v.refund_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refund_amount'], message: 'required' });
    }
    if (v.status !== 'resolved_with_refund' && v.refund_amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['refund_amount'], message: 'invalid_value' });
    }
  });

export const formSubmissionSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['corporate_gifts', 'collaboration']),
  language: z.enum(['ar', 'en']),
  fields: z.record(z.string(), z.union([z.string(), z.number()])),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
});

export const operatorSubmissionsQuerySchema = z.object({
  kind: z.enum(['corporate_gifts', 'collaboration']).optional(),
  page_number: boundedIntSchema(1, 10_000).default(1),
  limit: boundedIntSchema(1, 200).default(50),
});

export const isOpenTicketStatus = (status: string) => (OPEN_TICKET_STATUSES as readonly string[]).includes(status);

export const supportCalls = {
  contactUs: defineCall({
    ...supportRoutes.contactUs,
    tag: 'support',
    summary:
      'Guest contact form (multipart with `attachment`, or JSON): opens a ticket answered by e-mail; acknowledges by e-mail',
    body: contactUsBodySchema,
    data: contactUsResultSchema,
  }),
  corporateGifts: defineCall({
    ...supportRoutes.corporateGifts,
    tag: 'support',
    summary: 'Corporate-gift inquiry (multipart with `attachment`, or JSON): stored, acknowledged, sent to the store',
    body: corporateGiftsBodySchema,
    data: formReceiptSchema,
  }),
  collaboration: defineCall({
    ...supportRoutes.collaboration,
    tag: 'support',
    summary: 'Collaboration inquiry: stored, acknowledged, sent to the store',
    body: collaborationBodySchema,
    data: formReceiptSchema,
  }),
  ticketIssueList: defineCall({
    ...supportRoutes.ticketIssueList,
    tag: 'support',
    summary: "The store's issue types in the caller's language; {id} = all | general | order",
    params: issueListParams,
    data: z.array(issueTypeSchema),
  }),
  tickets: defineCall({
    ...supportRoutes.tickets,
    tag: 'support',
    summary: "The shopper's tickets, newest first",
    query: ticketsQuerySchema,
    data: z.array(ticketSummarySchema),
  }),
  ticketCreate: defineCall({
    ...supportRoutes.ticketCreate,
    tag: 'support',
    summary: 'Open a ticket (multipart with `attachment`, or JSON), optionally about one of my orders',
    body: ticketCreateBodySchema,
    data: ticketCreatedSchema,
  }),
  ticketDetail: defineCall({
    ...supportRoutes.ticketDetail,
    tag: 'support',
    summary: 'One of my tickets with its conversation and attachments',
    params: ticketParams,
    data: ticketDetailSchema,
  }),
  ticketReply: defineCall({
    ...supportRoutes.ticketReply,
    tag: 'support',
    summary: 'Reply on my open ticket (multipart with `attachment`, or JSON)',
    params: ticketParams,
    body: ticketReplyBodySchema,
    data: ticketDetailSchema,
  }),
  operatorTickets: defineCall({
    ...supportRoutes.operatorTickets,
    tag: 'operator',
    summary: 'Operator: tickets, newest activity first (Bearer OPERATOR_API_TOKEN)',
    query: operatorTicketsQuerySchema,
    data: z.array(operatorTicketSchema),
  }),
  operatorTicket: defineCall({
    ...supportRoutes.operatorTicket,
    tag: 'operator',
    summary: 'Operator: one ticket with its conversation',
    params: ticketParams,
    data: operatorTicketSchema,
  }),
  operatorTicketReply: defineCall({
    ...supportRoutes.operatorTicketReply,
    tag: 'operator',
    summary: 'Operator: reply (multipart with `attachment`, or JSON); e-mails the shopper',
    params: ticketParams,
    body: operatorReplyBodySchema,
    data: operatorTicketSchema,
  }),
  operatorTicketStatus: defineCall({
    ...supportRoutes.operatorTicketStatus,
    tag: 'operator',
    summary: 'Operator: change the status; resolved_with_refund credits the wallet once; e-mails the shopper',
    params: ticketParams,
    body: operatorStatusBodySchema,
    data: operatorTicketSchema,
  }),
  operatorFormSubmissions: defineCall({
    ...supportRoutes.operatorFormSubmissions,
    tag: 'operator',
    summary: 'Operator: corporate-gift and collaboration inquiries, newest first',
    query: operatorSubmissionsQuerySchema,
    data: z.array(formSubmissionSchema),
  }),
};
