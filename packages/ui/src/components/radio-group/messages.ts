import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ required: NoMessageValues }>({
  required: { id: 'ui.radioGroup.required', defaultMessage: 'required' },
});

export const arabic: Translations<typeof messages> = {
  required: 'مطلوب',
};
