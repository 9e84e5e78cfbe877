import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  name: NoMessageValues;
  companyName: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  description: NoMessageValues;
  descriptionHint: NoMessageValues;
  city: NoMessageValues;
  quantity: NoMessageValues;
  quantityHint: { max: number };
  attachment: NoMessageValues;
  send: NoMessageValues;
}>({
  name: { id: 'ui.corporateGiftForm.name', defaultMessage: 'Your name' },
  companyName: { id: 'ui.corporateGiftForm.companyName', defaultMessage: 'Company name' },
  email: { id: 'ui.corporateGiftForm.email', defaultMessage: 'Work email' },
  phone: { id: 'ui.corporateGiftForm.phone', defaultMessage: 'Phone number' },
  description: { id: 'ui.corporateGiftForm.description', defaultMessage: 'What are you looking for?' },
  descriptionHint: {
    id: 'ui.corporateGiftForm.descriptionHint',
    defaultMessage: 'The occasion, the kind of gift, your budget and the delivery date.',
  },
  city: { id: 'ui.corporateGiftForm.city', defaultMessage: 'City' },
  quantity: { id: 'ui.corporateGiftForm.quantity', defaultMessage: 'Quantity' },
  quantityHint: { id: 'ui.corporateGiftForm.quantityHint', defaultMessage: 'Up to {max, number}' },
  attachment: { id: 'ui.corporateGiftForm.attachment', defaultMessage: 'Attachment (optional): a logo or a brief' },
  send: { id: 'ui.corporateGiftForm.send', defaultMessage: 'Send inquiry' },
});

export const arabic: Translations<typeof messages> = {
  name: 'اسمك',
  companyName: 'اسم الشركة',
  email: 'البريد الإلكتروني للعمل',
  phone: 'رقم الجوال',
  description: 'ما الذي تبحث عنه؟',
  descriptionHint: 'المناسبة ونوع الهدية والميزانية وتاريخ التوصيل.',
  city: 'المدينة',
  quantity: 'الكمية',
  quantityHint: 'حتى {max, number}',
  attachment: 'مرفق (اختياري): شعار أو وصف للطلب',
  send: 'إرسال الطلب',
};
