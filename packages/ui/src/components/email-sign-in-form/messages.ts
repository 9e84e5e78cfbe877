import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  email: NoMessageValues;
  password: NoMessageValues;
  remember: NoMessageValues;
  forgotPassword: NoMessageValues;
  submit: NoMessageValues;
  noAccount: NoMessageValues;
  createAccount: NoMessageValues;
}>({
  email: { id: 'ui.emailSignInForm.email', defaultMessage: 'Email' },
  password: { id: 'ui.emailSignInForm.password', defaultMessage: 'Password' },
  remember: { id: 'ui.emailSignInForm.remember', defaultMessage: 'Remember me' },
  forgotPassword: { id: 'ui.emailSignInForm.forgotPassword', defaultMessage: 'Forgot password?' },
  submit: { id: 'ui.emailSignInForm.submit', defaultMessage: 'Sign in' },
  noAccount: { id: 'ui.emailSignInForm.noAccount', defaultMessage: 'New to Hadiya?' },
  createAccount: { id: 'ui.emailSignInForm.createAccount', defaultMessage: 'Create account' },
});

export const arabic: Translations<typeof messages> = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  remember: 'تذكرني',
  forgotPassword: 'نسيت كلمة المرور؟',
  submit: 'تسجيل الدخول',
  noAccount: 'جديد في هدية؟',
  createAccount: 'إنشاء حساب',
};
