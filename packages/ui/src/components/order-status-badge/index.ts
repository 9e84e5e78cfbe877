export {
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  type OrderStatusTone,
  orderStatusBadgeVariants,
  orderStatusToneOf,
  useOrderStatusLabel,
} from './order-status-badge';
