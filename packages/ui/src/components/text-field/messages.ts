import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ required: NoMessageValues; counter: { count: string; max: string } }>({
  required: { id: 'ui.textField.required', defaultMessage: 'required' },
  counter: { id: 'ui.textField.counter', defaultMessage: '{count}/{max}' },
});

export const arabic: Translations<typeof messages> = {
  required: 'مطلوب',
  counter: '{count}/{max}',
};
