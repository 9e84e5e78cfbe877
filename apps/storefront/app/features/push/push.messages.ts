import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  promptTitle: NoMessageValues;
  promptDescription: NoMessageValues;
  allow: NoMessageValues;
  later: NoMessageValues;
  open: NoMessageValues;
}>({
  promptTitle: { id: 'push.promptTitle', defaultMessage: 'Follow your gifts' },
  promptDescription: {
    id: 'push.promptDescription',
    defaultMessage: 'Turn on notifications to hear when an order moves, a refund arrives or a product is back.',
  },
  allow: { id: 'push.allow', defaultMessage: 'Turn on notifications' },
  later: { id: 'push.later', defaultMessage: 'Not now' },
  open: { id: 'push.open', defaultMessage: 'Open' },
});

export const arabic: Translations<typeof messages> = {
  promptTitle: 'تابِع هداياك',
  promptDescription: 'فعّل الإشعارات لتعرف متى يتقدّم طلبك أو يصلك مبلغ مسترد أو يتوفّر منتج من جديد.',
  allow: 'تفعيل الإشعارات',
  later: 'ليس الآن',
  open: 'فتح',
};
