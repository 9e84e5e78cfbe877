import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// Spec §4's ticket statuses.
export const messages = defineMessages({
  pending: { id: 'ui.ticketStatus.pending', defaultMessage: 'Pending' },
  received: { id: 'ui.ticketStatus.received', defaultMessage: 'Received' },
  in_progress: { id: 'ui.ticketStatus.inProgress', defaultMessage: 'In progress' },
  resolved_with_refund: { id: 'ui.ticketStatus.resolvedWithRefund', defaultMessage: 'Resolved with refund' },
  resolved_without_refund: { id: 'ui.ticketStatus.resolvedWithoutRefund', defaultMessage: 'Resolved without refund' },
  rejected: { id: 'ui.ticketStatus.rejected', defaultMessage: 'Rejected' },
  closed: { id: 'ui.ticketStatus.closed', defaultMessage: 'Closed' },
});

export const arabic: Translations<typeof messages> = {
  pending: 'قيد الانتظار',
  received: 'تم الاستلام',
  in_progress: 'قيد المعالجة',
  resolved_with_refund: 'تم الحل مع استرداد المبلغ',
  resolved_without_refund: 'تم الحل دون استرداد',
  rejected: 'مرفوضة',
  closed: 'مغلقة',
};
