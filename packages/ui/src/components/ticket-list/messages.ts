import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  ticket: { number: string };
  issue: NoMessageValues;
  order: NoMessageValues;
  status: NoMessageValues;
  date: NoMessageValues;
  noIssue: NoMessageValues;
  noOrder: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
}>({
  label: { id: 'ui.ticketList.label', defaultMessage: 'My tickets' },
  ticket: { id: 'ui.ticketList.ticket', defaultMessage: 'Ticket {number}' },
  issue: { id: 'ui.ticketList.issue', defaultMessage: 'Issue' },
  order: { id: 'ui.ticketList.order', defaultMessage: 'Order' },
  status: { id: 'ui.ticketList.status', defaultMessage: 'Status' },
  date: { id: 'ui.ticketList.date', defaultMessage: 'Opened' },
  noIssue: { id: 'ui.ticketList.noIssue', defaultMessage: 'General' },
  noOrder: { id: 'ui.ticketList.noOrder', defaultMessage: 'None' },
  empty: { id: 'ui.ticketList.empty', defaultMessage: 'No tickets yet' },
  emptyHint: {
    id: 'ui.ticketList.emptyHint',
    defaultMessage: 'When you send us a message, its ticket and our replies appear here.',
  },
});

export const arabic: Translations<typeof messages> = {
  label: 'تذاكري',
  ticket: 'التذكرة {number}',
  issue: 'المشكلة',
  order: 'الطلب',
  status: 'الحالة',
  date: 'تاريخ الفتح',
  noIssue: 'عام',
  noOrder: 'لا يوجد',
  empty: 'لا توجد تذاكر بعد',
  emptyHint: 'عندما ترسل لنا رسالة تظهر تذكرتها وردودنا هنا.',
};
