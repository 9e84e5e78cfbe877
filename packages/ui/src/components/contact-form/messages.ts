import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  name: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  phoneHint: NoMessageValues;
  issueType: NoMessageValues;
  chooseIssue: NoMessageValues;
  order: NoMessageValues;
  chooseOrder: NoMessageValues;
  orderNumber: NoMessageValues;
  orderNumberHint: NoMessageValues;
  noOrders: NoMessageValues;
  description: NoMessageValues;
  attachment: NoMessageValues;
  send: NoMessageValues;
}>({
  name: { id: 'ui.contactForm.name', defaultMessage: 'Name' },
  email: { id: 'ui.contactForm.email', defaultMessage: 'Email' },
  phone: { id: 'ui.contactForm.phone', defaultMessage: 'Phone number' },
  phoneHint: { id: 'ui.contactForm.phoneHint', defaultMessage: 'Digits only, e.g. 0501234567' },
  issueType: { id: 'ui.contactForm.issueType', defaultMessage: 'Issue type' },
  chooseIssue: { id: 'ui.contactForm.chooseIssue', defaultMessage: 'Choose the issue' },
  order: { id: 'ui.contactForm.order', defaultMessage: 'Order' },
  chooseOrder: { id: 'ui.contactForm.chooseOrder', defaultMessage: 'Choose the order' },
  orderNumber: { id: 'ui.contactForm.orderNumber', defaultMessage: 'Order number' },
  orderNumberHint: { id: 'ui.contactForm.orderNumberHint', defaultMessage: 'As shown in your order email' },
  noOrders: { id: 'ui.contactForm.noOrders', defaultMessage: 'You have no orders yet.' },
  description: { id: 'ui.contactForm.description', defaultMessage: 'How can we help?' },
  attachment: { id: 'ui.contactForm.attachment', defaultMessage: 'Attachment (optional)' },
  send: { id: 'ui.contactForm.send', defaultMessage: 'Send' },
});

export const arabic: Translations<typeof messages> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'رقم الجوال',
  phoneHint: 'أرقام فقط، مثل 0501234567',
  issueType: 'نوع المشكلة',
  chooseIssue: 'اختر المشكلة',
  order: 'الطلب',
  chooseOrder: 'اختر الطلب',
  orderNumber: 'رقم الطلب',
  orderNumberHint: 'كما يظهر في رسالة الطلب',
  noOrders: 'لا توجد لديك طلبات بعد.',
  description: 'كيف يمكننا مساعدتك؟',
  attachment: 'مرفق (اختياري)',
  send: 'إرسال',
};
