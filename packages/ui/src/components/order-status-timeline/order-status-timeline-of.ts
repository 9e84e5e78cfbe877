import type { OrderStatus } from '@hadiya/contract/orders';
import {
  type OrderDeliveryStep,
  type OrderPickupStep,
  type OrderStatusTimelineFlowProps,
  type OrderStatusTimestamp,
  type OrderTerminalStatus,
  type OrderWaitingStep,
  orderDeliverySteps,
  orderPickupSteps,
} from './order-status-timeline';

/** One status change of an order (its `order_events` row): the status reached and when. */
export interface OrderTimelineEvent {
  status: OrderStatus;
  at: OrderStatusTimestamp;
}

type TimelineKey = OrderDeliveryStep | OrderWaitingStep | OrderPickupStep | OrderTerminalStatus;

const deliveryKeys: Partial<Record<OrderStatus, TimelineKey>> = {
  waiting_for_recipient: 'waitingForRecipient',
  accepted: 'accepted',
  recipient_accepted: 'recipientAccepted',
  wrap_gift: 'wrapGift',
  on_the_way: 'onTheWay',
  delivered: 'delivered',
};

const pickupKeys: Partial<Record<OrderStatus, TimelineKey>> = {
  confirmed: 'confirmed',
  cafe_accepted: 'accepted',
  processing: 'processing',
  wrap_gift: 'wrapGift',
  ready_for_pickup: 'readyForPickUp',
  picked_up: 'pickedUp',
};

const terminalKeys: Partial<Record<OrderStatus, OrderTerminalStatus>> = {
  rejected: 'rejected',
  cancelled: 'cancelled',
  recipient_rejected: 'recipientRejected',
  failed: 'failed',
};

/** What `orderStatusTimelineOf` gives: the timeline's props, ready to spread. */
export type OrderStatusTimelineData = OrderStatusTimelineFlowProps;

/**
 * The timeline's props from an order as the API sends it: its status (the contract's
 * `ORDER_STATUSES`), its delivery type and its events, oldest first. `null` for an order not yet
 * placed (awaiting payment), which has no timeline.
 */
export function orderStatusTimelineOf(order: {
  status: OrderStatus;
  deliveryType: 'friend_delivery' | 'cafe_pickup';
  events?: readonly OrderTimelineEvent[];
}): OrderStatusTimelineData | null {
  const flow = order.deliveryType === 'cafe_pickup' ? 'pickup' : 'delivery';
  const keys = flow === 'pickup' ? pickupKeys : deliveryKeys;
  const keyOf = (status: OrderStatus): TimelineKey | undefined => terminalKeys[status] ?? keys[status];
  const status = keyOf(order.status);
  if (!status) return null;
  const timestamps: Partial<Record<TimelineKey, OrderStatusTimestamp>> = {};
  let lastReachedStep: TimelineKey | undefined;
  const steps: readonly TimelineKey[] =
    flow === 'pickup' ? orderPickupSteps : ['waitingForRecipient', ...orderDeliverySteps];
  for (const event of order.events ?? []) {
    const key = keyOf(event.status);
    if (!key) continue;
    timestamps[key] = event.at;
    if (steps.includes(key)) lastReachedStep = key;
  }
  const isStopped = terminalKeys[order.status] !== undefined;
  return {
    flow,
    status,
    ...(isStopped && lastReachedStep ? { lastReachedStep } : {}),
    timestamps,
  } as OrderStatusTimelineData;
}
