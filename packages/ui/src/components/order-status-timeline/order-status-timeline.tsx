import type { ORDER_STATUS } from '@hadiya/contract/constants';
import type { OrderStatus } from '@hadiya/contract/orders';
import { cva } from 'class-variance-authority';
import { Check, X } from 'lucide-react';
import { type ComponentProps, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { Locale } from '../../lib/direction';
import { intlLocaleOf } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { useOrderStatusLabel } from '../order-status-badge';
import { messages } from './messages';

type ServerOrderStatus = keyof typeof ORDER_STATUS;

/**
 * Statuses that end an order early: rejected and cancelled (spec §4 codes 6 and 7), the recipient
 * declining the gift, and a payment that never came (issue 15 §1).
 */
export type OrderTerminalStatus = Extract<ServerOrderStatus, 'rejected' | 'cancelled'> | 'recipientRejected' | 'failed';

/** Steps of an order delivered to a friend: the contract's `ORDER_STATUS` keys for codes 1–5 (spec §4). */
export type OrderDeliveryStep = Exclude<ServerOrderStatus, 'rejected' | 'cancelled'>;

/**
 * Before the delivery steps, when the recipient supplies the address through the SMS link: shown
 * as a first step only when the order waits, or waited, for them.
 */
export type OrderWaitingStep = 'waitingForRecipient';

/** Steps of a cafe pick-up order (issue 15 §1: confirmed, accepted, processing, wrap gift, ready for pick up, picked up). */
export type OrderPickupStep = 'confirmed' | 'accepted' | 'processing' | 'wrapGift' | 'readyForPickUp' | 'pickedUp';

/** The steps of the delivery flow, in order. */
export const orderDeliverySteps = [
  'accepted',
  'recipientAccepted',
  'wrapGift',
  'onTheWay',
  'delivered',
] as const satisfies readonly OrderDeliveryStep[];

/** The steps of the cafe pick-up flow, in order. */
export const orderPickupSteps = [
  'confirmed',
  'accepted',
  'processing',
  'wrapGift',
  'readyForPickUp',
  'pickedUp',
] as const satisfies readonly OrderPickupStep[];

type StepKey = OrderDeliveryStep | OrderWaitingStep | OrderPickupStep | OrderTerminalStatus;
type StepState = 'complete' | 'current' | 'upcoming' | 'terminal';

/** A moment as the API sends it (ISO string or epoch milliseconds) or a `Date`. */
export type OrderStatusTimestamp = Date | string | number;

interface DeliveryFlowProps {
  /** Delivery to a friend, or pick-up at a cafe branch. */
  flow: 'delivery';
  /** The order's current status. */
  status: OrderDeliveryStep | OrderWaitingStep | OrderTerminalStatus;
  /** With a stop (rejected, cancelled, recipient rejected, failed): the last step the order reached before it. */
  lastReachedStep?: OrderDeliveryStep | OrderWaitingStep;
  /** When each step was reached; steps without one, and steps not reached yet, show no time. */
  timestamps?: Partial<Record<OrderDeliveryStep | OrderWaitingStep | OrderTerminalStatus, OrderStatusTimestamp>>;
}

interface PickupFlowProps {
  /** Delivery to a friend, or pick-up at a cafe branch. */
  flow: 'pickup';
  /** The order's current status. */
  status: OrderPickupStep | OrderTerminalStatus;
  /** With a stop (rejected, cancelled, failed): the last step the order reached before it. */
  lastReachedStep?: OrderPickupStep;
  /** When each step was reached; steps without one, and steps not reached yet, show no time. */
  timestamps?: Partial<Record<OrderPickupStep | OrderTerminalStatus, OrderStatusTimestamp>>;
}

/** The flow, status, stop and times: the data part of the props. */
export type OrderStatusTimelineFlowProps = DeliveryFlowProps | PickupFlowProps;

export type OrderStatusTimelineProps = Omit<ComponentProps<'div'>, 'children'> &
  OrderStatusTimelineFlowProps & {
    /** IANA time zone the times are shown in. The store sells in Saudi Arabia. @default 'Asia/Riyadh' */
    timeZone?: string;
  };

export const orderStatusStepIconVariants = cva(
  'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      state: {
        complete: 'border-leaf-700 bg-leaf-700 text-white',
        current: 'border-leaf-700 bg-surface-raised text-leaf-700',
        // WCAG 1.4.11: the empty circle is the only sign of the step, so it needs 3:1 (sand-500).
        upcoming: 'border-sand-500 bg-surface-raised',
        terminal: 'border-danger-700 bg-danger-700 text-white',
      },
    },
    defaultVariants: { state: 'upcoming' },
  },
);

const labelClasses: Record<StepState, string> = {
  complete: 'text-ink',
  current: 'font-semibold text-ink',
  upcoming: 'text-ink-muted',
  terminal: 'font-semibold text-danger-700',
};

const terminalStatuses: readonly StepKey[] = ['rejected', 'cancelled', 'recipientRejected', 'failed'];

function isTerminal(status: StepKey): status is OrderTerminalStatus {
  return terminalStatuses.includes(status);
}

/** Each step's status in the contract, whose name (shared with `OrderStatusBadge`) the step shows. */
const statusOf: Record<StepKey, OrderStatus> = {
  accepted: 'accepted',
  recipientAccepted: 'recipient_accepted',
  wrapGift: 'wrap_gift',
  onTheWay: 'on_the_way',
  delivered: 'delivered',
  waitingForRecipient: 'waiting_for_recipient',
  confirmed: 'confirmed',
  processing: 'processing',
  readyForPickUp: 'ready_for_pickup',
  pickedUp: 'picked_up',
  rejected: 'rejected',
  cancelled: 'cancelled',
  recipientRejected: 'recipient_rejected',
  failed: 'failed',
};

interface Entry {
  key: StepKey;
  state: StepState;
  isCurrent: boolean;
}

function entriesOf(steps: readonly StepKey[], status: StepKey, lastReachedStep: StepKey | undefined): Entry[] {
  if (isTerminal(status)) {
    // The steps after the stop will never happen, so they are not shown.
    const reached = lastReachedStep === undefined ? -1 : steps.indexOf(lastReachedStep);
    return [
      ...steps.slice(0, reached + 1).map((key): Entry => ({ key, state: 'complete', isCurrent: false })),
      { key: status, state: 'terminal', isCurrent: true },
    ];
  }
  const current = steps.indexOf(status);
  const last = steps.length - 1;
  return steps.map((key, index): Entry => {
    if (index < current) return { key, state: 'complete', isCurrent: false };
    // The final step reached is done (delivered, picked up), yet still the order's current status.
    if (index === current) return { key, state: index === last ? 'complete' : 'current', isCurrent: true };
    return { key, state: 'upcoming', isCurrent: false };
  });
}

function useTimeFormatter(locale: Locale, timeZone: string) {
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      // ar-SA defaults to the Hijri calendar; order times use the Gregorian one in both languages.
      calendar: 'gregory',
      numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    });
    return (value: OrderStatusTimestamp) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) return null;
      return { iso: date.toISOString(), text: format.format(date) };
    };
  }, [locale, timeZone]);
}

/**
 * Where an order is: its steps as an ordered list, stacked on phones and in a row from `sm` up,
 * following the reading direction. A rejected or cancelled order ends in a danger step after the
 * last step it reached. Status changes are announced politely.
 */
export function OrderStatusTimeline({
  flow,
  status,
  lastReachedStep,
  timestamps,
  timeZone = 'Asia/Riyadh',
  className,
  ...props
}: OrderStatusTimelineProps) {
  const intl = useIntl();
  const statusLabel = useOrderStatusLabel();
  const { locale } = useLocale();
  const formatTime = useTimeFormatter(locale, timeZone);
  const times: Partial<Record<StepKey, OrderStatusTimestamp>> = timestamps ?? {};
  // The recipient's step shows only for an order that waits, or waited, for the recipient.
  const hasWaitingStep =
    flow === 'delivery' &&
    (status === 'waitingForRecipient' ||
      lastReachedStep === 'waitingForRecipient' ||
      times.waitingForRecipient !== undefined);
  const steps: readonly StepKey[] =
    flow === 'pickup'
      ? orderPickupSteps
      : hasWaitingStep
        ? ['waitingForRecipient', ...orderDeliverySteps]
        : orderDeliverySteps;
  const entries = entriesOf(steps, status, lastReachedStep);
  const statusName = statusLabel(statusOf[status]);

  return (
    <div
      data-slot="order-status-timeline"
      data-flow={flow}
      data-status={status}
      className={cn('w-full', className)}
      {...props}
    >
      <ol aria-label={intl.formatMessage(messages.label)} className="flex flex-col sm:flex-row sm:items-start">
        {entries.map((entry, index) => {
          const next = entries[index + 1];
          // A step not reached yet has no moment to show, whatever the data holds.
          const time = entry.state === 'upcoming' ? undefined : times[entry.key];
          const shownTime = time === undefined ? null : formatTime(time);
          return (
            <li
              key={entry.key}
              data-slot="order-status-timeline-step"
              data-state={entry.state}
              aria-current={entry.isCurrent ? 'step' : undefined}
              className="relative flex flex-1 gap-3 pb-6 last:pb-0 sm:flex-col sm:items-center sm:gap-2 sm:pb-0 sm:text-center"
            >
              {next ? (
                <span
                  aria-hidden
                  data-slot="order-status-timeline-connector"
                  className={cn(
                    // From this circle's centre to the next one's: down on phones, along the row from sm.
                    'absolute inset-s-[15px] top-8 bottom-0 w-0.5 sm:inset-s-1/2 sm:top-[15px] sm:bottom-auto sm:h-0.5 sm:w-full',
                    next.state === 'terminal'
                      ? 'bg-danger-700'
                      : next.state === 'upcoming'
                        ? 'bg-sand-300'
                        : 'bg-leaf-700',
                  )}
                />
              ) : null}
              <span
                aria-hidden
                data-slot="order-status-timeline-icon"
                className={orderStatusStepIconVariants({ state: entry.state })}
              >
                {entry.state === 'complete' ? <Check strokeWidth={3} /> : null}
                {entry.state === 'current' ? <span className="size-2.5 rounded-full bg-leaf-700" /> : null}
                {entry.state === 'terminal' ? <X strokeWidth={3} /> : null}
              </span>
              <div className="flex min-w-0 flex-col gap-0.5 pt-1 sm:px-1 sm:pt-0">
                <span data-slot="order-status-timeline-label" className={cn('text-sm', labelClasses[entry.state])}>
                  {statusLabel(statusOf[entry.key])}
                  {entry.state === 'complete' && !entry.isCurrent ? (
                    <span className="sr-only"> ({intl.formatMessage(messages.complete)})</span>
                  ) : null}
                  {entry.state === 'upcoming' ? (
                    <span className="sr-only"> ({intl.formatMessage(messages.upcoming)})</span>
                  ) : null}
                </span>
                {shownTime ? (
                  <time
                    dateTime={shownTime.iso}
                    data-slot="order-status-timeline-time"
                    className="text-ink-muted text-xs"
                  >
                    {shownTime.text}
                  </time>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" data-slot="order-status-timeline-announcement" className="sr-only">
        {intl.formatMessage(messages.announcement, { status: statusName })}
      </p>
    </div>
  );
}
