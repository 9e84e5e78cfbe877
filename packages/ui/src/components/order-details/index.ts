export {
  OrderDeliveryDate,
  type OrderDeliveryDateProps,
  type OrderDestination,
  OrderDestinationCard,
  type OrderDestinationCardProps,
  OrderInvoiceLink,
  type OrderInvoiceLinkProps,
  OrderMessageCard,
  type OrderMessageCardProps,
} from './order-details';
