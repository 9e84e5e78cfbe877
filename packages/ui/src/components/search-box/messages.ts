import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  placeholder: NoMessageValues;
  clear: NoMessageValues;
  suggestions: NoMessageValues;
  loading: NoMessageValues;
  noResults: NoMessageValues;
  results: { count: number };
}>({
  label: { id: 'ui.searchBox.label', defaultMessage: 'Search products' },
  placeholder: { id: 'ui.searchBox.placeholder', defaultMessage: 'Search' },
  clear: { id: 'ui.searchBox.clear', defaultMessage: 'Clear search' },
  suggestions: { id: 'ui.searchBox.suggestions', defaultMessage: 'Suggestions' },
  loading: { id: 'ui.searchBox.loading', defaultMessage: 'Searching' },
  // Spec §2: with no match the search shows 'No product found'.
  noResults: { id: 'ui.searchBox.noResults', defaultMessage: 'No product found' },
  results: {
    id: 'ui.searchBox.results',
    defaultMessage: '{count, plural, one {# product found} other {# products found}}',
  },
});

export const arabic: Translations<typeof messages> = {
  label: 'البحث عن المنتجات',
  placeholder: 'ابحث',
  clear: 'مسح البحث',
  suggestions: 'الاقتراحات',
  loading: 'جارٍ البحث',
  noResults: 'لم يتم العثور على منتج',
  results:
    '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
};
