import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  hours: NoMessageValues;
  range: { opens: string; closes: string };
  empty: NoMessageValues;
  openNow: NoMessageValues;
  closedNow: NoMessageValues;
}>({
  label: { id: 'ui.cafeBranchPicker.label', defaultMessage: 'Pick-up branch' },
  hours: { id: 'ui.cafeBranchPicker.hours', defaultMessage: 'Opening hours' },
  range: { id: 'ui.cafeBranchPicker.range', defaultMessage: '{opens} – {closes}' },
  empty: { id: 'ui.cafeBranchPicker.empty', defaultMessage: 'There is no cafe branch for pick-up in this city yet.' },
  openNow: { id: 'ui.cafeBranchPicker.openNow', defaultMessage: 'Open now' },
  closedNow: { id: 'ui.cafeBranchPicker.closedNow', defaultMessage: 'Closed now' },
});

export const arabic: Translations<typeof messages> = {
  label: 'فرع الاستلام',
  hours: 'ساعات العمل',
  range: '{opens} – {closes}',
  empty: 'لا يوجد فرع مقهى للاستلام في هذه المدينة بعد.',
  openNow: 'مفتوح الآن',
  closedNow: 'مغلق الآن',
};
