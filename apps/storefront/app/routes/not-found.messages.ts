import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ title: NoMessageValues; description: NoMessageValues; home: NoMessageValues }>(
  {
    title: { id: 'notFound.title', defaultMessage: 'Page not found' },
    description: {
      id: 'notFound.description',
      defaultMessage: 'The page you are looking for has moved or no longer exists.',
    },
    home: { id: 'notFound.home', defaultMessage: 'Back to the home page' },
  },
);

export const arabic: Translations<typeof messages> = {
  title: 'الصفحة غير موجودة',
  description: 'الصفحة التي تبحث عنها نُقلت أو لم تعد موجودة.',
  home: 'العودة إلى الصفحة الرئيسية',
};
