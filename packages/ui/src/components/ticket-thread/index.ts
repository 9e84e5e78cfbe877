export {
  TicketThread,
  type TicketThreadAttachment,
  type TicketThreadMessage,
  type TicketThreadProps,
} from './ticket-thread';
export { TicketReplyForm, type TicketReplyFormProps } from './ticket-thread-reply-form';
