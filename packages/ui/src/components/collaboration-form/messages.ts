import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  companyName: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  description: NoMessageValues;
  send: NoMessageValues;
}>({
  companyName: { id: 'ui.collaborationForm.companyName', defaultMessage: 'Company name' },
  email: { id: 'ui.collaborationForm.email', defaultMessage: 'Email' },
  phone: { id: 'ui.collaborationForm.phone', defaultMessage: 'Phone number' },
  description: { id: 'ui.collaborationForm.description', defaultMessage: 'Tell us about the collaboration' },
  send: { id: 'ui.collaborationForm.send', defaultMessage: 'Send' },
});

export const arabic: Translations<typeof messages> = {
  companyName: 'اسم الشركة',
  email: 'البريد الإلكتروني',
  phone: 'رقم الجوال',
  description: 'أخبرنا عن التعاون',
  send: 'إرسال',
};
