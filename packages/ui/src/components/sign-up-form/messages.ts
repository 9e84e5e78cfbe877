import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  name: NoMessageValues;
  email: NoMessageValues;
  password: NoMessageValues;
  confirmPassword: NoMessageValues;
  submit: NoMessageValues;
  haveAccount: NoMessageValues;
  signIn: NoMessageValues;
}>({
  name: { id: 'ui.signUpForm.name', defaultMessage: 'Name' },
  email: { id: 'ui.signUpForm.email', defaultMessage: 'Email' },
  password: { id: 'ui.signUpForm.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'ui.signUpForm.confirmPassword', defaultMessage: 'Confirm password' },
  submit: { id: 'ui.signUpForm.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'ui.signUpForm.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'ui.signUpForm.signIn', defaultMessage: 'Sign in' },
});

export const arabic: Translations<typeof messages> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  submit: 'إنشاء حساب',
  haveAccount: 'لديك حساب؟',
  signIn: 'تسجيل الدخول',
};
