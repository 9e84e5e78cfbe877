import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ honeypot: NoMessageValues }>({
  honeypot: { id: 'ui.supportForm.honeypot', defaultMessage: 'Leave this field empty' },
});

export const arabic: Translations<typeof messages> = {
  honeypot: 'اترك هذا الحقل فارغا',
};
