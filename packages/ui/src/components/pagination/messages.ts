import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  pageOf: { page: string; count: string };
}>({
  label: { id: 'ui.pagination.label', defaultMessage: 'Pages' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
  pageOf: { id: 'ui.pagination.pageOf', defaultMessage: 'Page {page} of {count}' },
});

export const arabic: Translations<typeof messages> = {
  label: 'الصفحات',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  pageOf: 'الصفحة {page} من {count}',
};
