export { TicketList, type TicketListItem, type TicketListProps } from './ticket-list';
