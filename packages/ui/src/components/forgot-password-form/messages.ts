import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ intro: NoMessageValues; email: NoMessageValues; submit: NoMessageValues }>({
  intro: {
    id: 'ui.forgotPasswordForm.intro',
    defaultMessage: 'Enter your account’s email and we will send you a code to reset your password.',
  },
  email: { id: 'ui.forgotPasswordForm.email', defaultMessage: 'Email' },
  submit: { id: 'ui.forgotPasswordForm.submit', defaultMessage: 'Send code' },
});

export const arabic: Translations<typeof messages> = {
  intro: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا لإعادة تعيين كلمة المرور.',
  email: 'البريد الإلكتروني',
  submit: 'إرسال الرمز',
};
