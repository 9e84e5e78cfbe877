/**
 * Track gift's answer (issue 15 §1): the order's status and timeline, its date and slot — nothing
 * of the buyer, the recipient or the payment (contract `trackedOrderSchema`).
 */
import type { TrackedOrder as TrackedOrderData } from '@hadiya/contract/calls/orders';
import { Badge, OrderStatusTimeline, useLocale } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { formatDate, statusTone } from './order-parts';
import { messages } from './orders.messages';
import { timelineOf } from './timeline';

export function TrackedOrder({ order }: { order: TrackedOrderData }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeline = timelineOf(order.timeline);
  return (
    <section
      aria-labelledby="tracked-order-title"
      className="flex flex-col gap-3 rounded-2xl border border-line p-5"
      data-slot="tracked-order"
      data-status={order.status}
    >
      <h2 id="tracked-order-title" className="font-bold text-xl">
        {intl.formatMessage(messages.trackResult, { number: <bdi dir="ltr">{order.order_number}</bdi> })}
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-ink-muted">{intl.formatMessage(messages.status)}</span>
        <Badge variant={statusTone(order.status)} data-slot="order-status">
          {order.status_label}
        </Badge>
      </p>
      {order.delivery_date || order.slot ? (
        <p className="text-sm">
          <span className="text-ink-muted">{intl.formatMessage(messages.delivery)}: </span>
          {order.delivery_date ? formatDate(order.delivery_date, locale) : null}
          {order.slot ? (
            <>
              {' · '}
              <bdi>{order.slot.label}</bdi>
            </>
          ) : null}
        </p>
      ) : null}
      {timeline ? <OrderStatusTimeline {...timeline} /> : null}
    </section>
  );
}
