import { isOrderStatus, type OrderStatus } from '@hadiya/contract/orders';
import { cva } from 'class-variance-authority';
import { Ban, CircleCheck, CircleHelp, Clock, Gift, type LucideIcon, PackageCheck, Store, Truck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

/** How a status reads at a glance: waiting, moving, done, or stopped. */
export type OrderStatusTone = 'neutral' | 'progress' | 'waiting' | 'done' | 'stopped';

const tones: Record<OrderStatus, OrderStatusTone> = {
  awaiting_payment: 'neutral',
  accepted: 'progress',
  recipient_accepted: 'progress',
  wrap_gift: 'progress',
  on_the_way: 'progress',
  delivered: 'done',
  rejected: 'stopped',
  cancelled: 'stopped',
  waiting_for_recipient: 'waiting',
  recipient_rejected: 'stopped',
  failed: 'stopped',
  confirmed: 'progress',
  cafe_accepted: 'progress',
  processing: 'progress',
  ready_for_pickup: 'waiting',
  picked_up: 'done',
};

const icons: Record<OrderStatus, LucideIcon> = {
  awaiting_payment: Clock,
  accepted: CircleCheck,
  recipient_accepted: CircleCheck,
  wrap_gift: Gift,
  on_the_way: Truck,
  delivered: PackageCheck,
  rejected: Ban,
  cancelled: Ban,
  waiting_for_recipient: Clock,
  recipient_rejected: Ban,
  failed: Ban,
  confirmed: CircleCheck,
  cafe_accepted: CircleCheck,
  processing: Gift,
  ready_for_pickup: Store,
  picked_up: PackageCheck,
};

// Colour and icon differ, so neither alone carries the meaning; every pair meets 4.5:1.
export const orderStatusBadgeVariants = cva(
  'inline-flex max-w-full items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'border-sand-300 bg-sand-100 text-sand-800',
        progress: 'border-info-700/25 bg-info-50 text-info-700',
        waiting: 'border-warning-700/25 bg-warning-50 text-warning-700',
        done: 'border-success-700/25 bg-success-50 text-success-700',
        stopped: 'border-danger-700/25 bg-danger-50 text-danger-700',
      } satisfies Record<OrderStatusTone, string>,
    },
    defaultVariants: { tone: 'neutral' },
  },
);

/** The tone of a status, for screens that colour more than the badge. */
export function orderStatusToneOf(status: OrderStatus): OrderStatusTone {
  return tones[status] ?? 'neutral';
}

/**
 * The status's name in the page's language: the one name the badge and the timeline's steps show.
 * A status this release does not know (a newer server) reads "Status unknown", never a guess
 * such as "Accepted" or "Awaiting payment" that would tell the shopper something untrue.
 */
export function useOrderStatusLabel(): (status: OrderStatus | (string & {})) => string {
  const intl = useIntl();
  return (status) => intl.formatMessage(messages[isOrderStatus(status) ? status : 'unknown']);
}

export interface OrderStatusBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /**
   * One of the contract's `ORDER_STATUSES` (spec §4), as the API sends it. Any other value shows
   * "Status unknown" in the neutral tone (`data-status="unknown"`).
   */
  status: OrderStatus;
  /** Replaces the built-in name (e.g. the server's `status_label`). */
  label?: string;
}

/** An order's status (spec §4): delivery and cafe steps, waiting for the recipient, and the stops. */
export function OrderStatusBadge({ status, label, className, ...props }: OrderStatusBadgeProps) {
  const labelOf = useOrderStatusLabel();
  const known = isOrderStatus(status) ? status : null;
  const Icon = known ? icons[known] : CircleHelp;
  const tone = known ? tones[known] : 'neutral';
  return (
    <span
      data-slot="order-status-badge"
      data-status={known ?? 'unknown'}
      data-tone={tone}
      className={cn(orderStatusBadgeVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden />
      <span className="truncate">{label ?? labelOf(status)}</span>
    </span>
  );
}
