import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  allow: NoMessageValues;
  later: NoMessageValues;
  open: NoMessageValues;
}>({
  title: { id: 'ui.pushPermissionPrompt.title', defaultMessage: 'Follow your gift' },
  body: {
    id: 'ui.pushPermissionPrompt.body',
    defaultMessage: 'Turn on notifications to hear when your gift is wrapped, on its way and delivered.',
  },
  allow: { id: 'ui.pushPermissionPrompt.allow', defaultMessage: 'Turn on notifications' },
  later: { id: 'ui.pushPermissionPrompt.later', defaultMessage: 'Later' },
  open: { id: 'ui.pushPermissionPrompt.open', defaultMessage: 'Open' },
});

export const arabic: Translations<typeof messages> = {
  title: 'تابع هديتك',
  body: 'فعّل الإشعارات لتعرف متى تُغلّف هديتك ومتى تكون في الطريق ومتى تصل.',
  allow: 'تفعيل الإشعارات',
  later: 'لاحقاً',
  open: 'فتح',
};
