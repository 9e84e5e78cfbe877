import { mediaSrcSet } from '@hadiya/contract/media';
import type { OrderStatus } from '@hadiya/contract/orders';
import { Gift } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { OrderStatusBadge } from '../order-status-badge';
import { Price } from '../price';
import { messages } from './messages';

/** One order as `/my-orders` shows it (the spec's order list call, texts in the shopper's language). */
export interface OrderListEntry {
  id: number | string;
  /** Shown to the shopper, e.g. `HD-10231`. */
  number: string;
  /** When it was placed (ISO string or `Date`); shown in Riyadh time. */
  placedAt: string | Date;
  /** One of the contract's `ORDER_STATUSES`. */
  status: OrderStatus;
  /** The server's name of the status, when it sends one. */
  statusLabel?: string;
  /** What was paid, in halalas (VAT-inclusive). */
  total: number;
  /** How many items; hidden when absent. */
  itemCount?: number;
  /** The first item's picture; a gift icon without one. The order number names the card, so `alt` may be ''. */
  thumbnail?: { src: string; alt: string } | null;
  /** `cafe_pickup` shows "Cafe pick-up" beside the date. */
  deliveryType?: 'friend_delivery' | 'cafe_pickup';
  /** The order's page (`/order/{uuid}`). */
  href: string;
}

export interface OrderListItemProps extends Omit<ComponentProps<'li'>, 'children' | 'onSelect'> {
  order: OrderListEntry;
  /** Called when the order is opened; the link still navigates unless the event is prevented. */
  onSelect?: (id: number | string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of the order number. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** @default 'Asia/Riyadh' */
  timeZone?: string;
}

/** One card of the order list: thumbnail, number (the link, the whole card its target), status, date and total. */
export function OrderListItem({
  order,
  onSelect,
  headingLevel = 3,
  timeZone = 'Asia/Riyadh',
  className,
  ...props
}: OrderListItemProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const placedAt = new Date(order.placedAt);
  return (
    <li
      data-slot="order-list-item"
      data-status={order.status}
      className={cn(
        'relative flex gap-3 rounded-lg border border-line bg-surface-raised p-3 transition-colors focus-within:ring-2 focus-within:ring-focus hover:border-leaf-700 sm:gap-4 sm:p-4',
        className,
      )}
      {...props}
    >
      <span
        data-slot="order-list-item-thumbnail"
        className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-sand-100 text-ink-muted sm:size-20 [&_svg]:size-7"
      >
        {order.thumbnail ? (
          <img
            src={order.thumbnail.src}
            srcSet={mediaSrcSet(order.thumbnail.src)}
            sizes="(min-width: 575px) 5rem, 4rem"
            alt={order.thumbnail.alt}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <Gift aria-hidden />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="font-semibold text-base">
            <Link
              href={order.href}
              onClick={onSelect ? (event) => onSelect(order.id, event) : undefined}
              className="text-ink underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-lg hover:underline"
            >
              {intl.formatMessage(messages.order, { number: order.number })}
            </Link>
          </Heading>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </div>
        <dl className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 text-sm">
          <div className="flex flex-col">
            <dt className="sr-only">{intl.formatMessage(messages.placedOn)}</dt>
            <dd className="text-ink-muted">
              <time dateTime={placedAt.toISOString()}>
                {intl.formatDate(placedAt, {
                  year: 'numeric',
                  month: 'short',
                  day: 'numeric',
                  timeZone,
                  calendar: 'gregory',
                } as Intl.DateTimeFormatOptions)}
              </time>
              {order.deliveryType === 'cafe_pickup' ? (
                <span data-slot="order-list-item-type"> · {intl.formatMessage(messages.cafePickup)}</span>
              ) : null}
              {order.itemCount !== undefined ? (
                <span data-slot="order-list-item-count">
                  {' '}
                  ·{' '}
                  {intl.formatMessage(messages.items, {
                    count: order.itemCount,
                    formatted: intl.formatNumber(order.itemCount),
                  })}
                </span>
              ) : null}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="text-ink-muted">{intl.formatMessage(messages.total)}</dt>
            <dd>
              <Price amount={order.total} />
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
