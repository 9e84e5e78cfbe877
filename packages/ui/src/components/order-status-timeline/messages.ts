import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// The steps' names are the statuses' names, from OrderStatusBadge's messages (one name a status).
export const messages = defineMessages<{
  label: NoMessageValues;
  announcement: { status: string };
  complete: NoMessageValues;
  upcoming: NoMessageValues;
}>({
  label: { id: 'ui.orderStatusTimeline.label', defaultMessage: 'Order status' },
  announcement: { id: 'ui.orderStatusTimeline.announcement', defaultMessage: 'Order status: {status}' },
  complete: { id: 'ui.orderStatusTimeline.complete', defaultMessage: 'Completed' },
  upcoming: { id: 'ui.orderStatusTimeline.upcoming', defaultMessage: 'Not yet' },
});

export const arabic: Translations<typeof messages> = {
  label: 'حالة الطلب',
  announcement: 'حالة الطلب: {status}',
  complete: 'مكتملة',
  upcoming: 'لم تبدأ بعد',
};
