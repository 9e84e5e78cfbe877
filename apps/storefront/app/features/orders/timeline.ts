/**
 * The server's order timeline (contract `orderTimelineSchema`) as the design system's
 * OrderStatusTimeline draws it (issue 15 §1), through the design system's own mapping
 * (`orderStatusTimelineOf`): the delivery flow with its 'waiting for the recipient' step, the
 * cafe flow, the stops (rejected, cancelled, recipient rejected, failed), and each step's time.
 */
import type { OrderStatus } from '@hadiya/contract/orders';
import { type OrderStatusTimelineProps, orderStatusTimelineOf } from '@hadiya/ui';

/** The server's timeline (contract `orderTimelineSchema`): its flow and steps, each with its time. */
export interface ServerTimeline {
  flow: 'delivery' | 'pickup';
  steps: readonly { status: OrderStatus; state: 'complete' | 'current' | 'upcoming' | 'terminal'; at: string | null }[];
}

/** The timeline's props, or null while the order has no step to show (unpaid). */
export function timelineOf(timeline: ServerTimeline): OrderStatusTimelineProps | null {
  const now =
    timeline.steps.find((step) => step.state === 'terminal' || step.state === 'current') ??
    timeline.steps.findLast((step) => step.state === 'complete');
  if (!now) return null;
  const events = timeline.steps
    .filter((step): step is typeof step & { at: string } => step.at !== null)
    .map((step) => ({ status: step.status, at: step.at }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return orderStatusTimelineOf({
    status: now.status,
    deliveryType: timeline.flow === 'pickup' ? 'cafe_pickup' : 'friend_delivery',
    events,
  });
}
