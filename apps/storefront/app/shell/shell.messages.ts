import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ skipToContent: NoMessageValues; searchNeedsCity: NoMessageValues }>({
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  searchNeedsCity: { id: 'shell.searchNeedsCity', defaultMessage: 'Choose your city to search its products.' },
});

export const arabic: Translations<typeof messages> = {
  skipToContent: 'انتقل إلى المحتوى',
  searchNeedsCity: 'اختر مدينتك لتبحث في منتجاتها.',
};
