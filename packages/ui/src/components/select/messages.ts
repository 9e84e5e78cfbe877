import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ placeholder: NoMessageValues; required: NoMessageValues }>({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Select an option' },
  required: { id: 'ui.select.required', defaultMessage: 'required' },
});

export const arabic: Translations<typeof messages> = {
  placeholder: 'اختر خيارًا',
  required: 'مطلوب',
};
