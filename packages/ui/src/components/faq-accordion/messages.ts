import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ expandAll: NoMessageValues; collapseAll: NoMessageValues }>({
  expandAll: { id: 'ui.faqAccordion.expandAll', defaultMessage: 'Show all answers' },
  collapseAll: { id: 'ui.faqAccordion.collapseAll', defaultMessage: 'Hide all answers' },
});

export const arabic: Translations<typeof messages> = {
  expandAll: 'عرض كل الإجابات',
  collapseAll: 'إخفاء كل الإجابات',
};
