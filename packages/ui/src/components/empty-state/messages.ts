import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ bag: NoMessageValues; search: NoMessageValues; data: NoMessageValues }>({
  bag: { id: 'ui.emptyState.bag', defaultMessage: 'Your bag is empty' },
  search: { id: 'ui.emptyState.search', defaultMessage: 'No product found' },
  data: { id: 'ui.emptyState.data', defaultMessage: 'No data found' },
});

export const arabic: Translations<typeof messages> = {
  bag: 'حقيبتك فارغة',
  search: 'لم يتم العثور على منتج',
  data: 'لا توجد بيانات',
};
