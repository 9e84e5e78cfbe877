/**
 * Server side of the support forms (issue 16): the page's multipart post goes on to the API as
 * multipart, with the shopper's session (app/lib/session.server.ts), so every form works before
 * the scripts arrive. Answers keep what was typed, to fill the form again when it was refused.
 */
import { ATTACHMENT_FIELD, HONEYPOT_FIELD } from '@hadiya/contract/calls/support';
import type { FieldError } from '@hadiya/contract/response';
import type { Locale } from '@hadiya/ui';
import { type AppLoadContext, data } from 'react-router';

export type SupportIntent = 'contact' | 'reply' | 'corporate' | 'collaboration';

export type SupportActionResult =
  | { intent: SupportIntent; ok: true; message: string; reference: string | null; ticketId: number | null; at: number }
  | {
      intent: SupportIntent;
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      /** The text fields as sent (never the file: a browser cannot be handed one back). */
      values: Record<string, string>;
      at: number;
    };

interface SupportEnvelope {
  success?: boolean;
  statusCode?: number;
  message?: string;
  data?: { errors?: FieldError[]; ticket_number?: string; reference?: string; number?: string; id?: number } | null;
}

/** The text fields of a posted form, as the page sent them (trimmed to what a form may hold). */
export function textFieldsOf(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, 5000);
  }
  return values;
}

/**
 * Posts `fields` (and the file under `attachment`, when one was chosen) to the API path as
 * multipart, as the shopper, in the page's language; returns the page's action answer.
 */
export async function postSupportForm({
  context,
  locale,
  path,
  intent,
  form,
  fields,
  signal,
}: {
  context: AppLoadContext;
  locale: Locale;
  path: string;
  intent: SupportIntent;
  form: FormData;
  /** The text fields to pass on (the honeypot always goes too). */
  fields: readonly string[];
  signal?: AbortSignal;
}) {
  const at = Date.now();
  const values = textFieldsOf(form, fields);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value.trim() !== '') body.append(name, value);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot !== '') body.append(HONEYPOT_FIELD, honeypot);
  const file = form.get(ATTACHMENT_FIELD);
  if (file instanceof File && file.size > 0) body.append(ATTACHMENT_FIELD, file, file.name);

  let status = 502;
  let payload: SupportEnvelope | null = null;
  try {
    const response = await context.session.fetch(`${context.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', language: locale },
      body,
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(30_000)]) : AbortSignal.timeout(30_000),
    });
    status = response.status;
    payload = (await response.json().catch(() => null)) as SupportEnvelope | null;
  } catch {
    payload = null;
  }
  if (status === 401) context.session.restart();
  if (payload?.success === true && payload.statusCode === 200) {
    const result = payload.data ?? {};
    return data<SupportActionResult>({
      intent,
      ok: true,
      message: payload.message ?? '',
      reference: result.ticket_number ?? result.number ?? result.reference ?? null,
      ticketId: typeof result.id === 'number' ? result.id : null,
      at,
    });
  }
  const fieldErrors: Record<string, string> = {};
  for (const error of payload?.data?.errors ?? []) fieldErrors[error.field] ??= error.message;
  return data<SupportActionResult>(
    { intent, ok: false, message: payload?.message ?? '', fieldErrors, values, at },
    { status: status >= 400 && status < 600 ? status : 502 },
  );
}
