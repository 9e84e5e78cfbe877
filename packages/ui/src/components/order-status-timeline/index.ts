export {
  type OrderDeliveryStep,
  type OrderPickupStep,
  OrderStatusTimeline,
  type OrderStatusTimelineProps,
  type OrderStatusTimestamp,
  type OrderTerminalStatus,
  orderDeliverySteps,
  orderPickupSteps,
  orderStatusStepIconVariants,
} from './order-status-timeline';
