import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  hint: NoMessageValues;
  remaining: { count: number; formatted: string };
  over: { count: number; formatted: string };
}>({
  label: { id: 'ui.messageCardField.label', defaultMessage: 'Gift card message' },
  hint: { id: 'ui.messageCardField.hint', defaultMessage: 'Printed on the card that comes with the gift.' },
  remaining: {
    id: 'ui.messageCardField.remaining',
    defaultMessage: '{count, plural, one {# character left} other {{formatted} characters left}}',
  },
  over: {
    id: 'ui.messageCardField.over',
    defaultMessage: '{count, plural, one {# character too many} other {{formatted} characters too many}}',
  },
});

export const arabic: Translations<typeof messages> = {
  label: 'رسالة بطاقة الهدية',
  hint: 'تُطبع على البطاقة المرفقة مع الهدية.',
  remaining:
    '{count, plural, zero {لم يتبقَّ أي حرف} one {تبقّى حرف واحد} two {تبقّى حرفان} few {تبقّى {formatted} أحرف} many {تبقّى {formatted} حرفاً} other {تبقّى {formatted} حرف}}',
  over: '{count, plural, one {حرف واحد زائد} two {حرفان زائدان} few {{formatted} أحرف زائدة} many {{formatted} حرفاً زائداً} other {{formatted} حرف زائد}}',
};
