import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ close: NoMessageValues }>({
  close: { id: 'ui.sheet.close', defaultMessage: 'Close' },
});

export const arabic: Translations<typeof messages> = {
  close: 'إغلاق',
};
