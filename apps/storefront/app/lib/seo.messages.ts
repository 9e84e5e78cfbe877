import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ pageTitle: { title: string } }>({
  pageTitle: { id: 'seo.pageTitle', defaultMessage: '{title} | Hadiya' },
});

export const arabic: Translations<typeof messages> = {
  pageTitle: '{title} | هدية',
};
