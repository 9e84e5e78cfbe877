export {
  TicketStatusBadge,
  type TicketStatusBadgeProps,
  ticketStatusBadgeVariants,
  useTicketStatusLabel,
} from './ticket-status-badge';
