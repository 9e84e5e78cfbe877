import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'myAccount.title', defaultMessage: 'My profile' },
  description: { id: 'myAccount.description', defaultMessage: 'Your name and mobile number.' },
  signInFirst: { id: 'myAccount.signInFirst', defaultMessage: 'Sign in to see and edit your profile.' },
  signIn: { id: 'myAccount.signIn', defaultMessage: 'Sign in' },
  signInWays: {
    id: 'myAccount.signInWays',
    defaultMessage:
      'Sign in with your mobile number (we text you a code), with your email and password, or with your Google, Apple or Facebook account. Your orders, wallet and favourites then follow you to every device.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'ملفي الشخصي',
  description: 'اسمك ورقم جوالك.',
  signInFirst: 'سجل الدخول لعرض ملفك الشخصي وتعديله.',
  signIn: 'تسجيل الدخول',
  signInWays:
    'سجّل الدخول برقم جوالك (نرسل إليك رمزًا برسالة نصية)، أو ببريدك الإلكتروني وكلمة المرور، أو بحسابك في جوجل أو آبل أو فيسبوك. تتبعك بعدها طلباتك ومحفظتك ومفضلتك على كل أجهزتك.',
};
