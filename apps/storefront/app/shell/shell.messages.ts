import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  skipToContent: NoMessageValues;
  searchNeedsCity: NoMessageValues;
  unknownCity: NoMessageValues;
}>({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  searchNeedsCity: { id: 'shell.searchNeedsCity', defaultMessage: 'Choose your city to search its products.' },
  // Spec §8's text, for a city form that names no city the store lists.
  unknownCity: { id: 'shell.unknownCity', defaultMessage: 'Does not find city' },
});

export const arabic: Translations<typeof messages> = {
  skipToContent: 'انتقل إلى المحتوى',
  searchNeedsCity: 'اختر مدينتك لتبحث في منتجاتها.',
  unknownCity: 'لم يتم العثور على المدينة',
};
