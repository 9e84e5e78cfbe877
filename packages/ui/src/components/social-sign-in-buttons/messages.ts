import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  group: NoMessageValues;
  google: NoMessageValues;
  apple: NoMessageValues;
  facebook: NoMessageValues;
}>({
  group: { id: 'ui.socialSignInButtons.group', defaultMessage: 'Sign in with another account' },
  google: { id: 'ui.socialSignInButtons.google', defaultMessage: 'Continue with Google' },
  apple: { id: 'ui.socialSignInButtons.apple', defaultMessage: 'Continue with Apple' },
  facebook: { id: 'ui.socialSignInButtons.facebook', defaultMessage: 'Continue with Facebook' },
});

export const arabic: Translations<typeof messages> = {
  group: 'تسجيل الدخول بحساب آخر',
  google: 'المتابعة باستخدام Google',
  apple: 'المتابعة باستخدام Apple',
  facebook: 'المتابعة باستخدام Facebook',
};
