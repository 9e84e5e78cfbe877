import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  recipient: NoMessageValues;
  cafe: NoMessageValues;
  place: { address: string; city: string };
  map: { branch: string };
  addressByRecipient: NoMessageValues;
  senderHidden: NoMessageValues;
  delivery: NoMessageValues;
  pickup: NoMessageValues;
  slot: { start: string; end: string };
  messageCard: NoMessageValues;
  noMessage: NoMessageValues;
  edit: NoMessageValues;
  save: NoMessageValues;
  cancel: NoMessageValues;
  locked: NoMessageValues;
  invoice: NoMessageValues;
}>({
  recipient: { id: 'ui.orderDetails.recipient', defaultMessage: 'Recipient' },
  cafe: { id: 'ui.orderDetails.cafe', defaultMessage: 'Pick-up branch' },
  place: { id: 'ui.orderDetails.place', defaultMessage: '{address}, {city}' },
  map: { id: 'ui.orderDetails.map', defaultMessage: 'View {branch} on the map' },
  addressByRecipient: {
    id: 'ui.orderDetails.addressByRecipient',
    defaultMessage: 'The recipient supplies the address through the SMS link.',
  },
  senderHidden: { id: 'ui.orderDetails.senderHidden', defaultMessage: 'Your name is hidden from the recipient.' },
  delivery: { id: 'ui.orderDetails.delivery', defaultMessage: 'Delivery date' },
  pickup: { id: 'ui.orderDetails.pickup', defaultMessage: 'Pick-up date' },
  slot: { id: 'ui.orderDetails.slot', defaultMessage: '{start} – {end}' },
  messageCard: { id: 'ui.orderDetails.messageCard', defaultMessage: 'Message card' },
  noMessage: { id: 'ui.orderDetails.noMessage', defaultMessage: 'No message' },
  edit: { id: 'ui.orderDetails.edit', defaultMessage: 'Edit message' },
  save: { id: 'ui.orderDetails.save', defaultMessage: 'Save' },
  cancel: { id: 'ui.orderDetails.cancel', defaultMessage: 'Cancel' },
  locked: {
    id: 'ui.orderDetails.locked',
    defaultMessage: 'The gift has been wrapped, so the card can no longer be changed.',
  },
  invoice: { id: 'ui.orderDetails.invoice', defaultMessage: 'Download the tax invoice' },
});

export const arabic: Translations<typeof messages> = {
  recipient: 'المستلم',
  cafe: 'فرع الاستلام',
  place: '{address}، {city}',
  map: 'عرض {branch} على الخريطة',
  addressByRecipient: 'سيُدخل المستلم العنوان عبر رابط الرسالة النصية.',
  senderHidden: 'اسمك مخفي عن المستلم.',
  delivery: 'تاريخ التوصيل',
  pickup: 'تاريخ الاستلام',
  slot: '{start} – {end}',
  messageCard: 'بطاقة الإهداء',
  noMessage: 'لا توجد رسالة',
  edit: 'تعديل الرسالة',
  save: 'حفظ',
  cancel: 'إلغاء',
  locked: 'تم تغليف الهدية، لذا لا يمكن تعديل البطاقة.',
  invoice: 'تنزيل الفاتورة الضريبية',
};
