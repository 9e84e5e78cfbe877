import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ show: NoMessageValues }>({
  show: { id: 'ui.passwordField.show', defaultMessage: 'Show password' },
});

export const arabic: Translations<typeof messages> = {
  show: 'إظهار كلمة المرور',
};
