import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  titleFor: { text: string };
  count: { count: number };
  chooseCity: NoMessageValues;
  typeToSearch: NoMessageValues;
}>({
  title: { id: 'products.title', defaultMessage: 'Search' },
  titleFor: { id: 'products.titleFor', defaultMessage: 'Results for “{text}”' },
  count: {
    id: 'products.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  chooseCity: { id: 'products.chooseCity', defaultMessage: 'Choose your city to search its products.' },
  typeToSearch: { id: 'products.typeToSearch', defaultMessage: 'Type what you are looking for in the search box.' },
});

export const arabic: Translations<typeof messages> = {
  title: 'البحث',
  titleFor: 'نتائج البحث عن «{text}»',
  count: '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  chooseCity: 'اختر مدينتك لتبحث في منتجاتها.',
  typeToSearch: 'اكتب ما تبحث عنه في مربع البحث.',
};
