import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  required: NoMessageValues;
  counter: { count: string; max: string };
  remaining: { count: number; formatted: string };
  over: { count: number; formatted: string };
}>({
  required: { id: 'ui.textField.required', defaultMessage: 'required' },
  counter: { id: 'ui.textField.counter', defaultMessage: '{count}/{max}' },
  remaining: {
    id: 'ui.textField.remaining',
    defaultMessage: '{count, plural, one {# character left} other {{formatted} characters left}}',
  },
  over: {
    id: 'ui.textField.over',
    defaultMessage: '{count, plural, one {# character too many} other {{formatted} characters too many}}',
  },
});

export const arabic: Translations<typeof messages> = {
  required: 'مطلوب',
  counter: '{count}/{max}',
  remaining:
    '{count, plural, zero {لم يتبقَّ أي حرف} one {تبقّى حرف واحد} two {تبقّى حرفان} few {تبقّى {formatted} أحرف} many {تبقّى {formatted} حرفاً} other {تبقّى {formatted} حرف}}',
  over: '{count, plural, one {حرف واحد زائد} two {حرفان زائدان} few {{formatted} أحرف زائدة} many {{formatted} حرفاً زائداً} other {{formatted} حرف زائد}}',
};
