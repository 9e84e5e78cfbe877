import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  name: NoMessageValues;
  phone: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  submit: NoMessageValues;
  verifyTitle: NoMessageValues;
}>({
  name: { id: 'ui.profileForm.name', defaultMessage: 'Name' },
  phone: { id: 'ui.profileForm.phone', defaultMessage: 'Mobile number' },
  email: { id: 'ui.profileForm.email', defaultMessage: 'Email' },
  emailHint: { id: 'ui.profileForm.emailHint', defaultMessage: 'Your sign-in email cannot be changed here.' },
  submit: { id: 'ui.profileForm.submit', defaultMessage: 'Save changes' },
  verifyTitle: { id: 'ui.profileForm.verifyTitle', defaultMessage: 'Confirm your new number' },
});

export const arabic: Translations<typeof messages> = {
  name: 'الاسم',
  phone: 'رقم الجوال',
  email: 'البريد الإلكتروني',
  emailHint: 'لا يمكن تغيير البريد الإلكتروني لتسجيل الدخول من هنا.',
  submit: 'حفظ التغييرات',
  verifyTitle: 'تأكيد رقمك الجديد',
};
