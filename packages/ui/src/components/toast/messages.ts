import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  close: NoMessageValues;
  notification: NoMessageValues;
  region: { hotkey: string };
}>({
  close: { id: 'ui.toast.close', defaultMessage: 'Close' },
  notification: { id: 'ui.toast.notification', defaultMessage: 'Notification' },
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications ({hotkey})' },
});

export const arabic: Translations<typeof messages> = {
  close: 'إغلاق',
  notification: 'إشعار',
  region: 'الإشعارات ({hotkey})',
};
