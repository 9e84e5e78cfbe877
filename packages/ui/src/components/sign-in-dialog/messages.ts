import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  signin: NoMessageValues;
  signinEmail: NoMessageValues;
  signup: NoMessageValues;
  forgotPassword: NoMessageValues;
  otp: NoMessageValues;
  newPassword: NoMessageValues;
  accountName: NoMessageValues;
  back: NoMessageValues;
}>({
  signin: { id: 'ui.signInDialog.signin', defaultMessage: 'Sign in' },
  signinEmail: { id: 'ui.signInDialog.signinEmail', defaultMessage: 'Sign in with email' },
  signup: { id: 'ui.signInDialog.signup', defaultMessage: 'Create account' },
  forgotPassword: { id: 'ui.signInDialog.forgotPassword', defaultMessage: 'Forgot password' },
  otp: { id: 'ui.signInDialog.otp', defaultMessage: 'Verification code' },
  newPassword: { id: 'ui.signInDialog.newPassword', defaultMessage: 'New password' },
  // The view's field is labelled "Your name": the title asks the question instead of repeating it.
  accountName: { id: 'ui.signInDialog.accountName', defaultMessage: 'What should we call you?' },
  back: { id: 'ui.signInDialog.back', defaultMessage: 'Back' },
});

export const arabic: Translations<typeof messages> = {
  signin: 'تسجيل الدخول',
  signinEmail: 'تسجيل الدخول بالبريد الإلكتروني',
  signup: 'إنشاء حساب',
  forgotPassword: 'نسيت كلمة المرور',
  otp: 'رمز التحقق',
  newPassword: 'كلمة مرور جديدة',
  accountName: 'بماذا نناديك؟',
  back: 'رجوع',
};
