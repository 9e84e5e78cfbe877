import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ updated: { date: string } }>({
  updated: { id: 'contentPage.updated', defaultMessage: 'Last updated {date}' },
});

export const arabic: Translations<typeof messages> = {
  updated: 'آخر تحديث {date}',
};
