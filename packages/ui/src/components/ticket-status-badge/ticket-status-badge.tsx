import { TICKET_STATUSES, type TicketStatus } from '@hadiya/contract/calls/support-fields';
import { cva } from 'class-variance-authority';
import { Ban, CircleCheck, Clock, HandCoins, Inbox, Loader, Lock, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

// Seven statuses, seven looks: colour and icon differ, so neither alone carries the meaning.
// Every text/background pair meets WCAG AA (4.5:1) for small text.
export const ticketStatusBadgeVariants = cva(
  'inline-flex max-w-full items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      status: {
        pending: 'border-sand-300 bg-sand-100 text-sand-800',
        received: 'border-info-700/25 bg-info-50 text-info-700',
        in_progress: 'border-warning-700/25 bg-warning-50 text-warning-700',
        resolved_with_refund: 'border-success-700 bg-success-700 text-white',
        resolved_without_refund: 'border-success-700/25 bg-success-50 text-success-700',
        rejected: 'border-danger-700/25 bg-danger-50 text-danger-700',
        closed: 'border-sand-700 bg-sand-700 text-white',
      } satisfies Record<TicketStatus, string>,
    },
    defaultVariants: { status: 'pending' },
  },
);

const icons: Record<TicketStatus, LucideIcon> = {
  pending: Clock,
  received: Inbox,
  in_progress: Loader,
  resolved_with_refund: HandCoins,
  resolved_without_refund: CircleCheck,
  rejected: Ban,
  closed: Lock,
};

/** The status's name in the page's language. */
export function useTicketStatusLabel(): (status: TicketStatus) => string {
  const intl = useIntl();
  return (status) => intl.formatMessage(messages[status]);
}

export interface TicketStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** One of spec §4's ticket statuses. */
  status: TicketStatus;
  /** Replaces the built-in name (e.g. the server's `status_label`). */
  label?: string;
}

/** A ticket's status (spec §4): pending, received, in progress, resolved with or without refund, rejected, closed. */
export function TicketStatusBadge({ status, label, className, ...props }: TicketStatusBadgeProps) {
  const intl = useIntl();
  const known = (TICKET_STATUSES as readonly string[]).includes(status) ? status : 'pending';
  const Icon = icons[known];
  return (
    <span
      data-slot="ticket-status-badge"
      data-status={known}
      className={cn(ticketStatusBadgeVariants({ status: known }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <span className="truncate">{label ?? intl.formatMessage(messages[known])}</span>
    </span>
  );
}
