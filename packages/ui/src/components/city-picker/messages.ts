import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  search: NoMessageValues;
  cities: NoMessageValues;
  noCity: NoMessageValues;
  save: NoMessageValues;
  noticeTitle: { city: string };
  notice: { min: string; max: string };
  ok: NoMessageValues;
}>({
  title: { id: 'ui.cityPicker.title', defaultMessage: 'Select your city' },
  search: { id: 'ui.cityPicker.search', defaultMessage: 'Search for a city' },
  cities: { id: 'ui.cityPicker.cities', defaultMessage: 'Cities' },
  noCity: { id: 'ui.cityPicker.noCity', defaultMessage: 'Does not find city' },
  save: { id: 'ui.cityPicker.save', defaultMessage: 'Save' },
  noticeTitle: { id: 'ui.cityPicker.noticeTitle', defaultMessage: 'Delivery to {city}' },
  notice: { id: 'ui.cityPicker.notice', defaultMessage: 'Delivery within {min}-{max} business days' },
  ok: { id: 'ui.cityPicker.ok', defaultMessage: 'OK' },
});

export const arabic: Translations<typeof messages> = {
  title: 'اختر مدينتك',
  search: 'ابحث عن مدينة',
  cities: 'المدن',
  noCity: 'لم يتم العثور على المدينة',
  save: 'حفظ',
  noticeTitle: 'التوصيل إلى {city}',
  notice: 'يستغرق التوصيل من {min} إلى {max} أيام عمل',
  ok: 'حسنًا',
};
