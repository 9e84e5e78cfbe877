import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'myAccount.title', defaultMessage: 'My profile' },
  description: { id: 'myAccount.description', defaultMessage: 'Your name and mobile number.' },
  signInFirst: { id: 'myAccount.signInFirst', defaultMessage: 'Sign in to see and edit your profile.' },
  signIn: { id: 'myAccount.signIn', defaultMessage: 'Sign in' },
});

export const arabic: Translations<typeof messages> = {
  title: 'ملفي الشخصي',
  description: 'اسمك ورقم جوالك.',
  signInFirst: 'سجل الدخول لعرض ملفك الشخصي وتعديله.',
  signIn: 'تسجيل الدخول',
};
