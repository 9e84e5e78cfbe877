import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  error: NoMessageValues;
  info: NoMessageValues;
  success: NoMessageValues;
  ok: NoMessageValues;
}>({
  error: { id: 'ui.messageDialog.error', defaultMessage: 'Error' },
  info: { id: 'ui.messageDialog.info', defaultMessage: 'Notice' },
  success: { id: 'ui.messageDialog.success', defaultMessage: 'Success' },
  ok: { id: 'ui.messageDialog.ok', defaultMessage: 'OK' },
});

export const arabic: Translations<typeof messages> = {
  error: 'خطأ',
  info: 'تنبيه',
  success: 'تم بنجاح',
  ok: 'حسنًا',
};
