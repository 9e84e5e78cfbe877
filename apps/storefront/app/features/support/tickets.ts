/** Small helpers of the tickets tab (browser-safe: no zod, no server code). */
import type { IntlShape } from 'react-intl';

/** Where a ticket's conversation opens: the my-ticket tab with that ticket. */
export function ticketHref(id: number): string {
  return `/contact-us?activetab=my-ticket&ticket=${id}`;
}

/** The API's attachment paths are under `/api` (the answer may or may not say so). */
export function attachmentUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith('/api/')) return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

/** An order in the picker: its number and the day it was placed. */
export function orderLabel(order: { number: string; createdAt: string }, intl: Pick<IntlShape, 'formatDate'>) {
  return `${order.number} · ${intl.formatDate(order.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}`;
}
