/**
 * The server's order statuses and events (contract `ORDER_STATUSES`, `orderEventSchema`) as the
 * design system's OrderStatusTimeline draws them (issue 15 §1): the delivery flow's five steps or
 * the cafe flow's five, a terminal step for a stop, and each step's first time.
 */
import type { OrderStatus } from '@hadiya/contract/orders';
import type {
  OrderDeliveryStep,
  OrderPickupStep,
  OrderStatusTimelineProps,
  OrderStatusTimestamp,
  OrderTerminalStatus,
} from '@hadiya/ui';

type Step = OrderDeliveryStep | OrderPickupStep | OrderTerminalStatus;

const deliveryStepOf: Partial<Record<OrderStatus, OrderDeliveryStep | OrderTerminalStatus>> = {
  accepted: 'accepted',
  // Paid, the recipient still to give the address: the order stands at its first step.
  waiting_for_recipient: 'accepted',
  recipient_accepted: 'recipientAccepted',
  wrap_gift: 'wrapGift',
  on_the_way: 'onTheWay',
  delivered: 'delivered',
  rejected: 'rejected',
  // The timeline has two stops (spec §4 codes 6 and 7); the page names the exact status beside it.
  recipient_rejected: 'rejected',
  cancelled: 'cancelled',
};

const pickupStepOf: Partial<Record<OrderStatus, OrderPickupStep | OrderTerminalStatus>> = {
  // Spec §4 for the cafe: 1 confirmed, 2 accepted by the cafe; both are the flow's first step.
  confirmed: 'accepted',
  cafe_accepted: 'accepted',
  accepted: 'accepted',
  processing: 'processing',
  wrap_gift: 'wrapGift',
  ready_for_pickup: 'readyForPickUp',
  picked_up: 'pickedUp',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** The server's timeline (contract `orderTimelineSchema`): its flow and steps, each with its time. */
export interface ServerTimeline {
  flow: 'delivery' | 'pickup';
  steps: readonly { status: OrderStatus; state: 'complete' | 'current' | 'upcoming' | 'terminal'; at: string | null }[];
}

/** The timeline's props, or null while the order has no step to show (unpaid, failed). */
export function timelineOf(timeline: ServerTimeline): OrderStatusTimelineProps | null {
  const isPickup = timeline.flow === 'pickup';
  const map: Partial<Record<OrderStatus, Step>> = isPickup ? pickupStepOf : deliveryStepOf;
  const now =
    timeline.steps.find((step) => step.state === 'terminal' || step.state === 'current') ??
    timeline.steps.findLast((step) => step.state === 'complete');
  const current = now ? map[now.status] : undefined;
  if (!current) return null;
  const timestamps: Partial<Record<Step, OrderStatusTimestamp>> = {};
  let lastReached: Step | undefined;
  for (const step of timeline.steps) {
    const key = map[step.status];
    if (!key || step.at === null) continue;
    timestamps[key] ??= step.at;
    if (key !== 'rejected' && key !== 'cancelled') lastReached = key;
  }
  if (isPickup) {
    return {
      flow: 'pickup',
      status: current as OrderPickupStep | OrderTerminalStatus,
      lastReachedStep: lastReached as OrderPickupStep | undefined,
      timestamps: timestamps as Partial<Record<OrderPickupStep | OrderTerminalStatus, OrderStatusTimestamp>>,
    };
  }
  return {
    flow: 'delivery',
    status: current as OrderDeliveryStep | OrderTerminalStatus,
    lastReachedStep: lastReached as OrderDeliveryStep | undefined,
    timestamps: timestamps as Partial<Record<OrderDeliveryStep | OrderTerminalStatus, OrderStatusTimestamp>>,
  };
}
