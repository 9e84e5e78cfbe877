/**
 * Support form fields, attachment rules, ticket statuses and the browser's form builder: zod-free,
 * kept apart from `support-routes.ts` so that the route table every page's API client carries does
 * not bring them into each page's first scripts.
 */
import type { Language } from '../constants';

/**
 * Attachment downloads are not envelope calls (the answer is the file, always
 * `Content-Disposition: attachment`): the shopper's own at this path (session cookie or bearer),
 * operators' at `OPERATOR_ATTACHMENT_PATH`. Each attachment's `url` in the answers is the full
 * path under `/api` to use.
 */
export const TICKET_ATTACHMENT_PATH = '/user/tickets/attachments/{id}';
export const OPERATOR_ATTACHMENT_PATH = '/operator/attachments/{id}';

/** The multipart field of the file. */
export const ATTACHMENT_FIELD = 'attachment';
/** Accepted file types (checked from the content on the server). HEIC: see `ATTACHMENT_HEIC_NOTE`. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The types of a HEIC/HEIF photo (an iPhone camera's default), as a browser or the file's bytes report them. */
export const ATTACHMENT_HEIC_TYPES = [
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
] as const;
/** A HEIC photo's names end so; Chrome reports no type for one, so the name decides there. */
export const ATTACHMENT_HEIC_EXTENSIONS = ['.heic', '.heif'] as const;

/**
 * Why a HEIC photo is not among `ATTACHMENT_TYPES`, and what to send instead: the server's image
 * library cannot decode HEIC, and an attachment it cannot re-encode (to strip its metadata) is not
 * kept. The server answers a HEIC upload with it (`attachment_heic_unsupported`); the file picker
 * says it as soon as one is chosen, before any upload.
 */
export const ATTACHMENT_HEIC_NOTE: Readonly<Record<Language, string>> = {
  en: 'HEIC photos cannot be accepted yet; please send the photo as JPEG or PNG (on iPhone: Settings › Camera › Formats › Most Compatible)',
  ar: 'لا يمكن قبول صور HEIC حاليا؛ يرجى إرسال الصورة بصيغة JPEG أو PNG (في الآيفون: الإعدادات › الكاميرا › التنسيقات › الأكثر توافقا)',
};

/** Whether a file is a HEIC photo, by its reported type or, when it has none, its name. */
export function isHeicAttachment(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase();
  if ((ATTACHMENT_HEIC_TYPES as readonly string[]).includes(type)) return true;
  const hasNoType = type === '' || type === 'application/octet-stream';
  const name = file.name.toLowerCase();
  return hasNoType && ATTACHMENT_HEIC_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** For `<input type="file" accept>`. */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
/** Default largest file (ATTACHMENT_MAX_BYTES on the server may change it; the server's answer says so). */
export const ATTACHMENT_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Name of the honeypot field: people leave it empty (hide it from them, not from robots). */
export const HONEYPOT_FIELD = 'website';

/** Ticket statuses (spec §4), in the order a ticket usually moves. */
export const TICKET_STATUSES = [
  'pending',
  'received',
  'in_progress',
  'resolved_with_refund',
  'resolved_without_refund',
  'rejected',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Statuses in which the shopper may still reply. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = ['pending', 'received', 'in_progress'];

/**
 * A `FormData` for a support form: text fields as strings (empty values left out) and the file
 * under `attachment`. Post it with `fetch` (no content-type header: the browser sets the boundary).
 */
export function supportFormData(
  fields: Record<string, string | number | null | undefined>,
  file?: Blob | null,
  fileName?: string,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, String(value));
  }
  if (file) form.append(ATTACHMENT_FIELD, file, fileName ?? (file instanceof File ? file.name : 'attachment'));
  return form;
}
