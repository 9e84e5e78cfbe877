import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  name: NoMessageValues;
  number: NoMessageValues;
  expiry: NoMessageValues;
  expiryHint: NoMessageValues;
  cvc: NoMessageValues;
  cvcHint: NoMessageValues;
  saveCard: NoMessageValues;
  saveCardHint: NoMessageValues;
  pay: { amount: string };
  payNoAmount: NoMessageValues;
  gatewayNote: NoMessageValues;
  brandDetected: { brand: string };
  nameRequired: NoMessageValues;
  numberInvalid: NoMessageValues;
  expiryInvalid: NoMessageValues;
  expiryPast: NoMessageValues;
  cvcInvalid: NoMessageValues;
}>({
  title: { id: 'ui.cardForm.title', defaultMessage: 'Card details' },
  name: { id: 'ui.cardForm.name', defaultMessage: 'Name on card' },
  number: { id: 'ui.cardForm.number', defaultMessage: 'Card number' },
  expiry: { id: 'ui.cardForm.expiry', defaultMessage: 'Expiry date' },
  expiryHint: { id: 'ui.cardForm.expiryHint', defaultMessage: 'MM/YY' },
  cvc: { id: 'ui.cardForm.cvc', defaultMessage: 'Security code (CVC)' },
  cvcHint: { id: 'ui.cardForm.cvcHint', defaultMessage: '3 or 4 digits on the back of the card' },
  saveCard: { id: 'ui.cardForm.saveCard', defaultMessage: 'Save this card for faster checkout' },
  saveCardHint: {
    id: 'ui.cardForm.saveCardHint',
    defaultMessage: 'The payment gateway keeps the card; we keep only its brand, last 4 digits and expiry.',
  },
  pay: { id: 'ui.cardForm.pay', defaultMessage: 'Pay {amount}' },
  payNoAmount: { id: 'ui.cardForm.payNoAmount', defaultMessage: 'Pay now' },
  gatewayNote: {
    id: 'ui.cardForm.gatewayNote',
    defaultMessage:
      'Your card details go straight to the payment gateway over a secure connection. They never reach our servers.',
  },
  brandDetected: { id: 'ui.cardForm.brandDetected', defaultMessage: 'Card type: {brand}' },
  nameRequired: {
    id: 'ui.cardForm.nameRequired',
    defaultMessage: 'Enter the first and last name as they appear on the card',
  },
  numberInvalid: { id: 'ui.cardForm.numberInvalid', defaultMessage: 'Enter a valid card number' },
  expiryInvalid: { id: 'ui.cardForm.expiryInvalid', defaultMessage: 'Enter the expiry date as MM/YY' },
  expiryPast: { id: 'ui.cardForm.expiryPast', defaultMessage: 'This card has expired' },
  cvcInvalid: { id: 'ui.cardForm.cvcInvalid', defaultMessage: 'Enter the 3 or 4-digit security code' },
});

export const arabic: Translations<typeof messages> = {
  title: 'بيانات البطاقة',
  name: 'الاسم على البطاقة',
  number: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء',
  expiryHint: 'شهر/سنة (MM/YY)',
  cvc: 'رمز الأمان (CVC)',
  cvcHint: '٣ أو ٤ أرقام على ظهر البطاقة',
  saveCard: 'احفظ هذه البطاقة لدفع أسرع',
  saveCardHint: 'تحتفظ بوابة الدفع بالبطاقة؛ ونحتفظ فقط بنوعها وآخر ٤ أرقام وتاريخ انتهائها.',
  pay: 'ادفع {amount}',
  payNoAmount: 'ادفع الآن',
  gatewayNote: 'تُرسل بيانات بطاقتك مباشرة إلى بوابة الدفع عبر اتصال آمن، ولا تصل إلى خوادمنا أبداً.',
  brandDetected: 'نوع البطاقة: {brand}',
  nameRequired: 'أدخل الاسم الأول والأخير كما يظهران على البطاقة',
  numberInvalid: 'أدخل رقم بطاقة صحيحاً',
  expiryInvalid: 'أدخل تاريخ الانتهاء بصيغة شهر/سنة',
  expiryPast: 'انتهت صلاحية هذه البطاقة',
  cvcInvalid: 'أدخل رمز الأمان المكوّن من ٣ أو ٤ أرقام',
};
