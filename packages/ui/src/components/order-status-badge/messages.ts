import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// One name per status of the contract's ORDER_STATUSES (spec §4), and one for a status this
// release does not know yet. The badge and the timeline's steps both read these.
export const messages = defineMessages<{
  awaiting_payment: NoMessageValues;
  accepted: NoMessageValues;
  recipient_accepted: NoMessageValues;
  wrap_gift: NoMessageValues;
  on_the_way: NoMessageValues;
  delivered: NoMessageValues;
  rejected: NoMessageValues;
  cancelled: NoMessageValues;
  waiting_for_recipient: NoMessageValues;
  recipient_rejected: NoMessageValues;
  failed: NoMessageValues;
  confirmed: NoMessageValues;
  cafe_accepted: NoMessageValues;
  processing: NoMessageValues;
  ready_for_pickup: NoMessageValues;
  picked_up: NoMessageValues;
  unknown: NoMessageValues;
}>({
  awaiting_payment: { id: 'ui.orderStatusBadge.awaitingPayment', defaultMessage: 'Awaiting payment' },
  accepted: { id: 'ui.orderStatusBadge.accepted', defaultMessage: 'Accepted' },
  recipient_accepted: { id: 'ui.orderStatusBadge.recipientAccepted', defaultMessage: 'Recipient accepted' },
  wrap_gift: { id: 'ui.orderStatusBadge.wrapGift', defaultMessage: 'Wrapping the gift' },
  on_the_way: { id: 'ui.orderStatusBadge.onTheWay', defaultMessage: 'On the way' },
  delivered: { id: 'ui.orderStatusBadge.delivered', defaultMessage: 'Delivered' },
  rejected: { id: 'ui.orderStatusBadge.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'ui.orderStatusBadge.cancelled', defaultMessage: 'Cancelled' },
  waiting_for_recipient: { id: 'ui.orderStatusBadge.waitingForRecipient', defaultMessage: 'Waiting for the recipient' },
  recipient_rejected: { id: 'ui.orderStatusBadge.recipientRejected', defaultMessage: 'Recipient declined' },
  failed: { id: 'ui.orderStatusBadge.failed', defaultMessage: 'Payment failed' },
  confirmed: { id: 'ui.orderStatusBadge.confirmed', defaultMessage: 'Confirmed' },
  cafe_accepted: { id: 'ui.orderStatusBadge.cafeAccepted', defaultMessage: 'Accepted' },
  processing: { id: 'ui.orderStatusBadge.processing', defaultMessage: 'Processing' },
  ready_for_pickup: { id: 'ui.orderStatusBadge.readyForPickup', defaultMessage: 'Ready for pick up' },
  picked_up: { id: 'ui.orderStatusBadge.pickedUp', defaultMessage: 'Picked up' },
  unknown: { id: 'ui.orderStatusBadge.unknown', defaultMessage: 'Status unknown' },
});

export const arabic: Translations<typeof messages> = {
  awaiting_payment: 'بانتظار الدفع',
  accepted: 'تم القبول',
  recipient_accepted: 'قبل المستلم الهدية',
  wrap_gift: 'تغليف الهدية',
  on_the_way: 'في الطريق',
  delivered: 'تم التوصيل',
  rejected: 'مرفوض',
  cancelled: 'ملغي',
  waiting_for_recipient: 'بانتظار المستلم',
  recipient_rejected: 'رفض المستلم الهدية',
  failed: 'فشل الدفع',
  confirmed: 'تم التأكيد',
  cafe_accepted: 'تم القبول',
  processing: 'قيد التجهيز',
  ready_for_pickup: 'جاهز للاستلام',
  picked_up: 'تم الاستلام',
  unknown: 'الحالة غير معروفة',
};
