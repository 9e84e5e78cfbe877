/**
 * Pieces of the pages after the purchase, composed from the design system: an order in the list,
 * dates in the shopper's language (Asia/Riyadh, Gregorian).
 */
import type { OrderListItem as OrderSummary } from '@hadiya/contract/calls/orders';
import { Badge, formatPrice, intlLocaleOf, Link, type Locale, ProductImage, useLocale } from '@hadiya/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './orders.messages';

export const STORE_TIME_ZONE = 'Asia/Riyadh';

/** A date (and time) as the shopper reads it: their language, the store's time zone, Gregorian. */
export function formatDate(value: string, locale: Locale, { withTime = false } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: STORE_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
  }).format(date);
}

type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

export function statusTone(status: string): BadgeTone {
  if (status === 'delivered' || status === 'picked_up') return 'success';
  if (['rejected', 'cancelled', 'recipient_rejected', 'failed'].includes(status)) return 'danger';
  if (status === 'awaiting_payment' || status === 'waiting_for_recipient') return 'warning';
  return 'accent';
}

/** One order of `/my-orders`: its number, status, date, items and total, linking to its page. */
export function OrderListItem({ order, action }: { order: OrderSummary; action?: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const number = <bdi dir="ltr">{order.order_number}</bdi>;
  return (
    <li
      className="flex gap-3 rounded-xl border border-line p-3 sm:p-4"
      data-slot="order-list-item"
      data-status={order.status}
      data-order={order.order_uuid}
    >
      <ProductImage
        src={order.feature_image}
        alt=""
        ratio="1/1"
        sizes="(min-width: 575px) 5rem, 4rem"
        className="size-16 shrink-0 rounded-lg sm:size-20"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-bold">
            <Link
              href={`/my-orders/${order.order_uuid}`}
              className="underline-offset-4 hover:underline"
              aria-label={intl.formatMessage(messages.viewOrder, { number: order.order_number })}
            >
              {intl.formatMessage(messages.orderNumber, { number })}
            </Link>
          </h3>
          <Badge variant={statusTone(order.status)} data-slot="order-status">
            {order.status_label}
          </Badge>
        </div>
        <p className="text-ink-muted text-sm">
          {intl.formatMessage(messages.placedOn, { date: formatDate(order.created_at, locale) })}
          {' · '}
          {intl.formatMessage(messages.itemCount, { count: order.item_count })}
          {' · '}
          {intl.formatMessage(order.delivery_type === 'cafe_pickup' ? messages.cafePickup : messages.deliveryToFriend)}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{formatPrice(order.total, locale)}</span>
          {action}
        </div>
      </div>
    </li>
  );
}

/** A page number from `?page=`: a whole number from 1, else 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
