import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ title: NoMessageValues; description: NoMessageValues }>({
  title: { id: 'error.title', defaultMessage: 'Something went wrong' },
  description: {
    id: 'error.description',
    defaultMessage: 'We could not show this page. Please try again in a moment.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'حدث خطأ ما',
  description: 'تعذر عرض هذه الصفحة. حاول مرة أخرى بعد قليل.',
};
