import type { TicketStatus } from '@hadiya/contract/calls/support-fields';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { STORE_TIME_ZONE } from '../../lib/format';
import { Link } from '../../lib/link';
import { EmptyState } from '../empty-state';
import { TicketStatusBadge } from '../ticket-status-badge';
import { messages } from './messages';

/** One ticket as the list shows it (`GET /user/tickets`). */
export interface TicketListItem {
  id: number | string;
  /** Shown to the shopper, e.g. `T-000042`. */
  number: string;
  /** The issue type's name; `null` for a general message. */
  issue?: string | null;
  /** The order it concerns (its number), if any. */
  order?: string | null;
  status: TicketStatus;
  /** The server's name of the status, in the page's language. */
  statusLabel?: string;
  /** When it was opened (ISO string or `Date`). */
  createdAt: string | Date;
  /** Where its conversation opens (e.g. `/contact-us?activetab=my-ticket&ticket=42`). */
  href: string;
}

export interface TicketListProps extends Omit<ComponentProps<'div'>, 'children' | 'onSelect'> {
  tickets: readonly TicketListItem[];
  /** The ticket whose conversation is shown; marked `aria-current`. */
  selectedId?: number | string | null;
  /** Called when a ticket is opened (the link still navigates unless the event is prevented). */
  onSelect?: (id: number | string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of each ticket's number. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Shown instead of the list when there are no tickets (e.g. a link to the form). */
  emptyAction?: ReactNode;
}

/** The shopper's tickets (issue 16 §1): number, issue, order, status and date; each opens its conversation. */
export function TicketList({
  tickets,
  selectedId,
  onSelect,
  headingLevel = 3,
  emptyAction,
  className,
  ...props
}: TicketListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  if (tickets.length === 0) {
    return (
      <div data-slot="ticket-list" data-state="empty" className={className} {...props}>
        <EmptyState
          variant="data"
          level={headingLevel}
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        >
          {emptyAction}
        </EmptyState>
      </div>
    );
  }
  return (
    <div data-slot="ticket-list" className={className} {...props}>
      <ul aria-label={intl.formatMessage(messages.label)} className="flex flex-col gap-3">
        {tickets.map((ticket) => {
          const isSelected = selectedId != null && String(selectedId) === String(ticket.id);
          return (
            <li
              key={ticket.id}
              data-slot="ticket-list-item"
              data-status={ticket.status}
              data-selected={isSelected}
              className={cn(
                'relative flex flex-col gap-3 rounded-lg border bg-surface-raised p-4 transition-colors focus-within:ring-2 focus-within:ring-focus hover:border-leaf-700',
                isSelected ? 'border-leaf-700 bg-leaf-50' : 'border-line',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading className="font-semibold text-base">
                  {/* The whole card is the link's target; the number names it. */}
                  <Link
                    href={ticket.href}
                    aria-current={isSelected ? 'true' : undefined}
                    onClick={onSelect ? (event) => onSelect(ticket.id, event) : undefined}
                    className="text-ink underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
                  >
                    {intl.formatMessage(messages.ticket, { number: ticket.number })}
                  </Link>
                </Heading>
                <TicketStatusBadge status={ticket.status} label={ticket.statusLabel} />
              </div>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                <div className="flex gap-2 sm:flex-col sm:gap-0">
                  <dt className="text-ink-muted">{intl.formatMessage(messages.issue)}</dt>
                  <dd className="min-w-0 truncate">{ticket.issue || intl.formatMessage(messages.noIssue)}</dd>
                </div>
                <div className="flex gap-2 sm:flex-col sm:gap-0">
                  <dt className="text-ink-muted">{intl.formatMessage(messages.order)}</dt>
                  <dd className="min-w-0 truncate">
                    {ticket.order ? <bdi>{ticket.order}</bdi> : intl.formatMessage(messages.noOrder)}
                  </dd>
                </div>
                <div className="flex gap-2 sm:flex-col sm:gap-0">
                  <dt className="text-ink-muted">{intl.formatMessage(messages.date)}</dt>
                  <dd>
                    <time dateTime={new Date(ticket.createdAt).toISOString()}>
                      {intl.formatDate(ticket.createdAt, {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                        timeZone: STORE_TIME_ZONE,
                      })}
                    </time>
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
