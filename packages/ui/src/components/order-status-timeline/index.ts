export {
  type OrderDeliveryStep,
  type OrderPickupStep,
  OrderStatusTimeline,
  type OrderStatusTimelineFlowProps,
  type OrderStatusTimelineProps,
  type OrderStatusTimestamp,
  type OrderTerminalStatus,
  type OrderWaitingStep,
  orderDeliverySteps,
  orderPickupSteps,
  orderStatusStepIconVariants,
} from './order-status-timeline';
export {
  type OrderStatusTimelineData,
  type OrderTimelineEvent,
  orderStatusTimelineOf,
} from './order-status-timeline-of';
