export { OrderList, type OrderListProps } from './order-list';
export { type OrderListEntry, OrderListItem, type OrderListItemProps } from './order-list-item';
