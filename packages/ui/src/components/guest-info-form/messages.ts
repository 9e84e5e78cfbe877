import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  hint: NoMessageValues;
  name: NoMessageValues;
  phone: NoMessageValues;
}>({
  title: { id: 'ui.guestInfoForm.title', defaultMessage: 'Your contact information' },
  hint: { id: 'ui.guestInfoForm.hint', defaultMessage: 'We use it to tell you about your order.' },
  name: { id: 'ui.guestInfoForm.name', defaultMessage: 'Your name' },
  phone: { id: 'ui.guestInfoForm.phone', defaultMessage: 'Your mobile number' },
});

export const arabic: Translations<typeof messages> = {
  title: 'معلومات التواصل الخاصة بك',
  hint: 'نستخدمها لإبلاغك بحالة طلبك.',
  name: 'اسمك',
  phone: 'رقم جوالك',
};
