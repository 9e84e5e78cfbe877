import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  orderNumber: NoMessageValues;
  orderNumberHint: NoMessageValues;
  phone: NoMessageValues;
  submit: NoMessageValues;
  orderNumberRequired: NoMessageValues;
}>({
  title: { id: 'ui.trackGiftForm.title', defaultMessage: 'Track your gift' },
  description: {
    id: 'ui.trackGiftForm.description',
    defaultMessage: 'Enter the order number and the mobile number used for the order.',
  },
  orderNumber: { id: 'ui.trackGiftForm.orderNumber', defaultMessage: 'Order number' },
  orderNumberHint: {
    id: 'ui.trackGiftForm.orderNumberHint',
    defaultMessage: 'In your confirmation message, e.g. HD-10231',
  },
  phone: { id: 'ui.trackGiftForm.phone', defaultMessage: 'Mobile number' },
  submit: { id: 'ui.trackGiftForm.submit', defaultMessage: 'Track' },
  orderNumberRequired: { id: 'ui.trackGiftForm.orderNumberRequired', defaultMessage: 'Enter the order number' },
});

export const arabic: Translations<typeof messages> = {
  title: 'تتبع هديتك',
  description: 'أدخل رقم الطلب ورقم الجوال المستخدم في الطلب.',
  orderNumber: 'رقم الطلب',
  orderNumberHint: 'تجده في رسالة التأكيد، مثل HD-10231',
  phone: 'رقم الجوال',
  submit: 'تتبع',
  orderNumberRequired: 'أدخل رقم الطلب',
};
