/**
 * The order's timeline (issue 15 §1) from its `order_events`: the steps of its flow (delivery or
 * pickup, spec §4) with the time each was reached, the current one, and where an order that
 * stopped (rejected, cancelled, recipient rejected, failed) stopped.
 */
import type { Language, OrderTimeline, TimelineStep } from '@hadiya/contract';
import {
  DELIVERY_FLOW_STEPS,
  type DeliveryType,
  ORDER_STATUS_CODES,
  type OrderStatus,
  orderStatusLabels,
  PICKUP_FLOW_STEPS,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export interface TimelineEvent {
  to: OrderStatus;
  at: Date;
}

/** Statuses that stop an order before the end of its flow. */
const STOPPED: readonly OrderStatus[] = ['rejected', 'cancelled', 'recipient_rejected', 'failed'];

export function buildTimeline(
  deliveryType: DeliveryType,
  status: OrderStatus,
  events: readonly TimelineEvent[],
  lang: Language,
): OrderTimeline {
  const flow = deliveryType === 'cafe_pickup' ? 'pickup' : 'delivery';
  const reached = new Map<OrderStatus, Date>();
  for (const e of events) reached.set(e.to, e.at);
  // The recipient who gives the address through the link moves the order from 'waiting for the
  // recipient' to 'accepted' (gift.ts): they accepted the gift then, so 'recipient accepted' is
  // reached at that moment too, and is not shown as still to come next to an accepted order.
  const left = events.findIndex((e) => e.to === 'waiting_for_recipient') + 1;
  const afterWaiting = left > 0 ? events[left] : undefined;
  if (afterWaiting?.to === 'accepted' && !reached.has('recipient_accepted')) {
    reached.set('recipient_accepted', afterWaiting.at);
  }
  const base: OrderStatus[] = [...(flow === 'pickup' ? PICKUP_FLOW_STEPS : DELIVERY_FLOW_STEPS)];
  // The recipient who gives the address through the link: 'waiting for the recipient' comes first.
  if (flow === 'delivery' && (reached.has('waiting_for_recipient') || status === 'waiting_for_recipient')) {
    base.unshift('waiting_for_recipient');
  }
  const step = (s: OrderStatus, state: TimelineStep['state']): TimelineStep => ({
    status: s,
    status_code: ORDER_STATUS_CODES[s],
    label: orderStatusLabels[s][lang],
    state,
    at: reached.get(s)?.toISOString() ?? null,
  });

  if (STOPPED.includes(status)) {
    // The steps it reached, then where it stopped.
    const steps = base.filter((s) => reached.has(s)).map((s) => step(s, 'complete'));
    steps.push(step(status, 'terminal'));
    return { flow, steps };
  }
  // The furthest step reached: 'recipient accepted' for an order the recipient accepted through the link.
  const current = base.indexOf(
    status === 'accepted' && reached.has('recipient_accepted') ? 'recipient_accepted' : status,
  );
  const steps = base.map((s, i) => {
    if (current < 0) return step(s, reached.has(s) ? 'complete' : 'upcoming');
    if (i < current) return step(s, 'complete');
    if (i === current) return step(s, 'current');
    return step(s, 'upcoming');
  });
  // A step skipped on the way (e.g. recipient accepted when the address was given at checkout) is
  // still shown as passed once a later one is reached; it has no time.
  return { flow, steps };
}

export async function timelineEvents(db: Db, orderId: number): Promise<TimelineEvent[]> {
  const rows = await queryRows<{ to_status: OrderStatus; created_at: string | Date }>(
    db,
    sql`select to_status, created_at from order_events where order_id = ${orderId} order by id`,
  );
  return rows.map((r) => ({ to: r.to_status, at: new Date(r.created_at) }));
}
