import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  intro: NoMessageValues;
  submit: NoMessageValues;
  or: NoMessageValues;
  emailSignIn: NoMessageValues;
}>({
  intro: {
    id: 'ui.mobileSignInStep.intro',
    defaultMessage: 'Enter your mobile number and we will text you a verification code.',
  },
  submit: { id: 'ui.mobileSignInStep.submit', defaultMessage: 'Send code' },
  or: { id: 'ui.mobileSignInStep.or', defaultMessage: 'or' },
  emailSignIn: { id: 'ui.mobileSignInStep.emailSignIn', defaultMessage: 'Sign in with email' },
});

export const arabic: Translations<typeof messages> = {
  intro: 'أدخل رقم جوالك وسنرسل إليك رمز التحقق برسالة نصية.',
  submit: 'إرسال الرمز',
  or: 'أو',
  emailSignIn: 'تسجيل الدخول بالبريد الإلكتروني',
};
