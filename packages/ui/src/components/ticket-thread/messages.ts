import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: { number: string };
  conversation: NoMessageValues;
  you: NoMessageValues;
  store: NoMessageValues;
  issue: NoMessageValues;
  order: NoMessageValues;
  opened: NoMessageValues;
  noIssue: NoMessageValues;
  download: { name: string; size: string };
  attachments: NoMessageValues;
  closedNote: NoMessageValues;
  reply: NoMessageValues;
  replyLabel: NoMessageValues;
  send: NoMessageValues;
  attachment: NoMessageValues;
  refund: { amount: string };
  statusChanged: { status: string };
}>({
  title: { id: 'ui.ticketThread.title', defaultMessage: 'Ticket {number}' },
  conversation: { id: 'ui.ticketThread.conversation', defaultMessage: 'Conversation' },
  you: { id: 'ui.ticketThread.you', defaultMessage: 'You' },
  store: { id: 'ui.ticketThread.store', defaultMessage: 'Hadiya support' },
  issue: { id: 'ui.ticketThread.issue', defaultMessage: 'Issue' },
  order: { id: 'ui.ticketThread.order', defaultMessage: 'Order' },
  opened: { id: 'ui.ticketThread.opened', defaultMessage: 'Opened' },
  noIssue: { id: 'ui.ticketThread.noIssue', defaultMessage: 'General' },
  download: { id: 'ui.ticketThread.download', defaultMessage: 'Download {name} ({size})' },
  attachments: { id: 'ui.ticketThread.attachments', defaultMessage: 'Attachments' },
  closedNote: {
    id: 'ui.ticketThread.closedNote',
    defaultMessage: 'This ticket is no longer open. Send us a new message if you need more help.',
  },
  reply: { id: 'ui.ticketThread.reply', defaultMessage: 'Reply' },
  replyLabel: { id: 'ui.ticketThread.replyLabel', defaultMessage: 'Your reply' },
  send: { id: 'ui.ticketThread.send', defaultMessage: 'Send reply' },
  attachment: { id: 'ui.ticketThread.attachment', defaultMessage: 'Attachment (optional)' },
  refund: { id: 'ui.ticketThread.refund', defaultMessage: '{amount} was credited to your wallet.' },
  statusChanged: { id: 'ui.ticketThread.statusChanged', defaultMessage: 'Status changed to {status}' },
});

export const arabic: Translations<typeof messages> = {
  title: 'التذكرة {number}',
  conversation: 'المحادثة',
  you: 'أنت',
  store: 'دعم هدية',
  issue: 'المشكلة',
  order: 'الطلب',
  opened: 'تاريخ الفتح',
  noIssue: 'عام',
  download: 'تنزيل {name} ({size})',
  attachments: 'المرفقات',
  closedNote: 'لم تعد هذه التذكرة مفتوحة. أرسل لنا رسالة جديدة إذا احتجت إلى مساعدة أخرى.',
  reply: 'الرد',
  replyLabel: 'ردك',
  send: 'إرسال الرد',
  attachment: 'مرفق (اختياري)',
  refund: 'تمت إضافة {amount} إلى محفظتك.',
  statusChanged: 'تغيرت الحالة إلى {status}',
};
