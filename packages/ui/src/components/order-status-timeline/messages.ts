import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  announcement: { status: string };
  complete: NoMessageValues;
  upcoming: NoMessageValues;
  accepted: NoMessageValues;
  recipientAccepted: NoMessageValues;
  wrapGift: NoMessageValues;
  onTheWay: NoMessageValues;
  delivered: NoMessageValues;
  processing: NoMessageValues;
  readyForPickUp: NoMessageValues;
  pickedUp: NoMessageValues;
  rejected: NoMessageValues;
  cancelled: NoMessageValues;
  confirmed: NoMessageValues;
  waitingForRecipient: NoMessageValues;
  recipientRejected: NoMessageValues;
  failed: NoMessageValues;
}>({
  label: { id: 'ui.orderStatusTimeline.label', defaultMessage: 'Order status' },
  announcement: { id: 'ui.orderStatusTimeline.announcement', defaultMessage: 'Order status: {status}' },
  complete: { id: 'ui.orderStatusTimeline.complete', defaultMessage: 'Completed' },
  upcoming: { id: 'ui.orderStatusTimeline.upcoming', defaultMessage: 'Not yet' },
  // Step names are the spec's status names (§4).
  accepted: { id: 'ui.orderStatusTimeline.accepted', defaultMessage: 'Accepted' },
  recipientAccepted: { id: 'ui.orderStatusTimeline.recipientAccepted', defaultMessage: 'Recipient accepted' },
  wrapGift: { id: 'ui.orderStatusTimeline.wrapGift', defaultMessage: 'Wrap gift' },
  onTheWay: { id: 'ui.orderStatusTimeline.onTheWay', defaultMessage: 'On the way' },
  delivered: { id: 'ui.orderStatusTimeline.delivered', defaultMessage: 'Delivered' },
  processing: { id: 'ui.orderStatusTimeline.processing', defaultMessage: 'Processing' },
  readyForPickUp: { id: 'ui.orderStatusTimeline.readyForPickUp', defaultMessage: 'Ready for pick up' },
  pickedUp: { id: 'ui.orderStatusTimeline.pickedUp', defaultMessage: 'Picked up' },
  rejected: { id: 'ui.orderStatusTimeline.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'ui.orderStatusTimeline.cancelled', defaultMessage: 'Cancelled' },
  confirmed: { id: 'ui.orderStatusTimeline.confirmed', defaultMessage: 'Confirmed' },
  waitingForRecipient: {
    id: 'ui.orderStatusTimeline.waitingForRecipient',
    defaultMessage: 'Waiting for the recipient',
  },
  recipientRejected: { id: 'ui.orderStatusTimeline.recipientRejected', defaultMessage: 'Recipient declined' },
  failed: { id: 'ui.orderStatusTimeline.failed', defaultMessage: 'Payment failed' },
});

export const arabic: Translations<typeof messages> = {
  label: 'حالة الطلب',
  announcement: 'حالة الطلب: {status}',
  complete: 'مكتملة',
  upcoming: 'لم تبدأ بعد',
  accepted: 'تم القبول',
  recipientAccepted: 'وافق المستلم',
  wrapGift: 'تغليف الهدية',
  onTheWay: 'في الطريق',
  delivered: 'تم التوصيل',
  processing: 'قيد التجهيز',
  readyForPickUp: 'جاهز للاستلام',
  pickedUp: 'تم الاستلام',
  rejected: 'مرفوض',
  cancelled: 'ملغي',
  confirmed: 'تم التأكيد',
  waitingForRecipient: 'بانتظار المستلم',
  recipientRejected: 'رفض المستلم الهدية',
  failed: 'فشل الدفع',
};
