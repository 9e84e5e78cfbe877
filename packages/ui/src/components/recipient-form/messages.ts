import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  name: NoMessageValues;
  city: NoMessageValues;
  cityPlaceholder: NoMessageValues;
  address: NoMessageValues;
  addressHint: NoMessageValues;
  email: NoMessageValues;
  mobile: NoMessageValues;
  suppliesAddress: NoMessageValues;
  suppliesAddressHint: NoMessageValues;
  suppliesAddressNote: NoMessageValues;
  hideSender: NoMessageValues;
  hideSenderHint: NoMessageValues;
  nationalAddress: NoMessageValues;
  nationalAddressHint: NoMessageValues;
  buildingNumber: NoMessageValues;
  street: NoMessageValues;
  district: NoMessageValues;
  postalCode: NoMessageValues;
  additionalNumber: NoMessageValues;
  unit: NoMessageValues;
  shortAddress: NoMessageValues;
  shortAddressHint: NoMessageValues;
  fourDigits: NoMessageValues;
  fiveDigits: NoMessageValues;
  shortAddressInvalid: NoMessageValues;
}>({
  title: { id: 'ui.recipientForm.title', defaultMessage: 'Recipient details' },
  name: { id: 'ui.recipientForm.name', defaultMessage: 'Recipient name' },
  city: { id: 'ui.recipientForm.city', defaultMessage: 'City' },
  cityPlaceholder: { id: 'ui.recipientForm.cityPlaceholder', defaultMessage: 'Choose the city' },
  address: { id: 'ui.recipientForm.address', defaultMessage: 'Address' },
  addressHint: { id: 'ui.recipientForm.addressHint', defaultMessage: 'District, street, building and any landmark' },
  email: { id: 'ui.recipientForm.email', defaultMessage: 'Recipient email' },
  mobile: { id: 'ui.recipientForm.mobile', defaultMessage: 'Recipient mobile number' },
  suppliesAddress: { id: 'ui.recipientForm.suppliesAddress', defaultMessage: 'Let the recipient fill in the address' },
  suppliesAddressHint: {
    id: 'ui.recipientForm.suppliesAddressHint',
    defaultMessage: 'Keep the surprise: give only their mobile number.',
  },
  suppliesAddressNote: {
    id: 'ui.recipientForm.suppliesAddressNote',
    defaultMessage:
      'After payment we send the recipient an SMS link to choose the address and a convenient delivery time. The link expires; we prepare the gift once they answer and keep you posted.',
  },
  hideSender: { id: 'ui.recipientForm.hideSender', defaultMessage: 'Hide my name from the recipient' },
  hideSenderHint: {
    id: 'ui.recipientForm.hideSenderHint',
    defaultMessage: 'The gift and its messages will not show who sent it.',
  },
  nationalAddress: { id: 'ui.recipientForm.nationalAddress', defaultMessage: 'Saudi National Address (optional)' },
  nationalAddressHint: {
    id: 'ui.recipientForm.nationalAddressHint',
    defaultMessage: 'If you have the recipient’s National Address, it helps the courier find them.',
  },
  buildingNumber: { id: 'ui.recipientForm.buildingNumber', defaultMessage: 'Building number' },
  street: { id: 'ui.recipientForm.street', defaultMessage: 'Street' },
  district: { id: 'ui.recipientForm.district', defaultMessage: 'District' },
  postalCode: { id: 'ui.recipientForm.postalCode', defaultMessage: 'Postal code' },
  additionalNumber: { id: 'ui.recipientForm.additionalNumber', defaultMessage: 'Additional number' },
  unit: { id: 'ui.recipientForm.unit', defaultMessage: 'Unit number' },
  shortAddress: { id: 'ui.recipientForm.shortAddress', defaultMessage: 'Short address' },
  shortAddressHint: {
    id: 'ui.recipientForm.shortAddressHint',
    defaultMessage: '4 letters and 4 digits, e.g. RRRD2929',
  },
  fourDigits: { id: 'ui.recipientForm.fourDigits', defaultMessage: 'Enter 4 digits' },
  fiveDigits: { id: 'ui.recipientForm.fiveDigits', defaultMessage: 'Enter 5 digits' },
  shortAddressInvalid: {
    id: 'ui.recipientForm.shortAddressInvalid',
    defaultMessage: 'Enter 4 letters followed by 4 digits',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'بيانات المستلم',
  name: 'اسم المستلم',
  city: 'المدينة',
  cityPlaceholder: 'اختر المدينة',
  address: 'العنوان',
  addressHint: 'الحي والشارع والمبنى وأي معلم قريب',
  email: 'البريد الإلكتروني للمستلم',
  mobile: 'رقم جوال المستلم',
  suppliesAddress: 'دع المستلم يكتب العنوان',
  suppliesAddressHint: 'حافظ على المفاجأة: أدخل رقم جواله فقط.',
  suppliesAddressNote:
    'بعد الدفع نرسل إلى المستلم رابطاً برسالة نصية ليختار العنوان ووقت التوصيل المناسب. للرابط مدة صلاحية؛ نجهّز الهدية عند رده ونبقيك على اطلاع.',
  hideSender: 'إخفاء اسمي عن المستلم',
  hideSenderHint: 'لن تُظهر الهدية ورسائلها اسم المرسل.',
  nationalAddress: 'العنوان الوطني السعودي (اختياري)',
  nationalAddressHint: 'إن كان لديك العنوان الوطني للمستلم فهو يساعد المندوب في الوصول إليه.',
  buildingNumber: 'رقم المبنى',
  street: 'الشارع',
  district: 'الحي',
  postalCode: 'الرمز البريدي',
  additionalNumber: 'الرقم الإضافي',
  unit: 'رقم الوحدة',
  shortAddress: 'العنوان المختصر',
  shortAddressHint: '٤ أحرف و٤ أرقام، مثل RRRD2929',
  fourDigits: 'أدخل ٤ أرقام',
  fiveDigits: 'أدخل ٥ أرقام',
  shortAddressInvalid: 'أدخل ٤ أحرف يتبعها ٤ أرقام',
};
