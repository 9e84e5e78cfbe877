/**
 * Method, path and authentication of the support calls (zod-free like `routes.ts`, whose
 * `callRoutes` spreads them). Schemas: `support.ts`.
 *
 * Forms with a file (`/form/contact-us`, `/form/corporate-gifts`, `/user/tickets`,
 * `/user/tickets/{id}/reply`, the operator's reply) take `multipart/form-data`: the text fields
 * under the names of their zod schema plus at most one file under `attachment`. The same calls
 * also take a JSON body of the text fields (no file). The typed client sends JSON only; a browser
 * form posts a `FormData` (see `supportFormData`).
 *
 * Operator calls (`/operator/...`, served at `/api/operator/...`) are marked `auth: 'none'` here
 * because they do not use shopper sessions: they need `Authorization: Bearer <OPERATOR_API_TOKEN>`,
 * or the process operator key in `x-operator-key` from loopback. Anything else answers 403.
 */
import type { CallRoute } from '../routes';

export const supportRoutes = {
  contactUs: { method: 'POST', path: '/form/contact-us', auth: 'none' },
  corporateGifts: { method: 'POST', path: '/form/corporate-gifts', auth: 'none' },
  collaboration: { method: 'POST', path: '/form/collaboration', auth: 'none' },
  /** `{id}`: which issue types — `all`, `general` (no order needed) or `order` (about an order). */
  ticketIssueList: { method: 'GET', path: '/user/tickets/issue-list/{id}', auth: 'none' },
  tickets: { method: 'GET', path: '/user/tickets', auth: 'user' },
  ticketCreate: { method: 'POST', path: '/user/tickets', auth: 'user' },
  ticketDetail: { method: 'GET', path: '/user/tickets/{id}', auth: 'user' },
  ticketReply: { method: 'POST', path: '/user/tickets/{id}/reply', auth: 'user' },
  operatorTickets: { method: 'GET', path: '/operator/tickets', auth: 'none' },
  operatorTicket: { method: 'GET', path: '/operator/tickets/{id}', auth: 'none' },
  operatorTicketReply: { method: 'POST', path: '/operator/tickets/{id}/reply', auth: 'none' },
  operatorTicketStatus: { method: 'POST', path: '/operator/tickets/{id}/status', auth: 'none' },
  operatorFormSubmissions: { method: 'GET', path: '/operator/form-submissions', auth: 'none' },
} as const satisfies Record<string, CallRoute>;
