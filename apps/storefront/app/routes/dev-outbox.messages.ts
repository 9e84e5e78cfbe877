import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

const valueMessages = defineMessages<{ to: { recipient: string } }>({
  to: { id: 'devOutbox.to', defaultMessage: 'To {recipient}' },
});

export const messages = {
  ...valueMessages,
  ...defineMessages({
    title: { id: 'devOutbox.title', defaultMessage: 'Development outbox' },
    description: {
      id: 'devOutbox.description',
      defaultMessage: 'Every SMS and email the sandboxes recorded, newest first. Nothing here was really sent.',
    },
    empty: { id: 'devOutbox.empty', defaultMessage: 'No messages yet.' },
    refresh: { id: 'devOutbox.refresh', defaultMessage: 'Refresh' },
    sms: { id: 'devOutbox.sms', defaultMessage: 'SMS' },
    email: { id: 'devOutbox.email', defaultMessage: 'Email' },
    noSubject: { id: 'devOutbox.noSubject', defaultMessage: '(no subject)' },
  }),
};

export const arabic: Translations<typeof messages> = {
  title: 'صندوق الرسائل التجريبي',
  description: 'كل رسالة نصية وبريد إلكتروني سجلتها البيئات التجريبية، الأحدث أولا. لم يُرسل شيء منها فعلا.',
  empty: 'لا توجد رسائل بعد.',
  refresh: 'تحديث',
  sms: 'رسالة نصية',
  email: 'بريد إلكتروني',
  to: 'إلى {recipient}',
  noSubject: '(بدون موضوع)',
};
