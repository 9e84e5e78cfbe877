import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  dateLabel: NoMessageValues;
  slotLabel: NoMessageValues;
  today: NoMessageValues;
  tomorrow: NoMessageValues;
  remaining: { count: number; formatted: string };
  full: NoMessageValues;
  noSlots: NoMessageValues;
  chooseDate: NoMessageValues;
  slotRange: { start: string; end: string };
  required: NoMessageValues;
}>({
  dateLabel: { id: 'ui.slotPicker.dateLabel', defaultMessage: 'Delivery date' },
  slotLabel: { id: 'ui.slotPicker.slotLabel', defaultMessage: 'Delivery time' },
  today: { id: 'ui.slotPicker.today', defaultMessage: 'Today' },
  tomorrow: { id: 'ui.slotPicker.tomorrow', defaultMessage: 'Tomorrow' },
  remaining: {
    id: 'ui.slotPicker.remaining',
    defaultMessage: '{count, plural, one {# place left} other {{formatted} places left}}',
  },
  full: { id: 'ui.slotPicker.full', defaultMessage: 'Full' },
  noSlots: {
    id: 'ui.slotPicker.noSlots',
    defaultMessage: 'No delivery times are left on this date. Please choose another date.',
  },
  chooseDate: { id: 'ui.slotPicker.chooseDate', defaultMessage: 'Choose a date to see its delivery times.' },
  slotRange: { id: 'ui.slotPicker.slotRange', defaultMessage: '{start} – {end}' },
  required: { id: 'ui.slotPicker.required', defaultMessage: 'required' },
});

export const arabic: Translations<typeof messages> = {
  dateLabel: 'تاريخ التوصيل',
  slotLabel: 'وقت التوصيل',
  today: 'اليوم',
  tomorrow: 'غداً',
  remaining:
    '{count, plural, zero {لا أماكن} one {بقي مكان واحد} two {بقي مكانان} few {بقيت {formatted} أماكن} many {بقي {formatted} مكاناً} other {بقي {formatted} مكان}}',
  full: 'ممتلئ',
  noSlots: 'لا توجد أوقات توصيل متبقية في هذا التاريخ. يُرجى اختيار تاريخ آخر.',
  chooseDate: 'اختر تاريخاً لعرض أوقات التوصيل.',
  slotRange: '{start} – {end}',
  required: 'مطلوب',
};
