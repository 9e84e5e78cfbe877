import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  from: { name: string };
  fromHidden: NoMessageValues;
  messageCard: NoMessageValues;
  waiting: NoMessageValues;
  accept: NoMessageValues;
  decline: NoMessageValues;
  declineTitle: NoMessageValues;
  declineBody: NoMessageValues;
  declineConfirm: NoMessageValues;
  declineCancel: NoMessageValues;
  accepted: NoMessageValues;
  declined: NoMessageValues;
  declinedBody: NoMessageValues;
  expired: NoMessageValues;
  expiredBody: NoMessageValues;
}>({
  title: { id: 'ui.recipientGiftView.title', defaultMessage: 'A gift for you' },
  from: { id: 'ui.recipientGiftView.from', defaultMessage: 'From {name}' },
  fromHidden: { id: 'ui.recipientGiftView.fromHidden', defaultMessage: 'From someone special' },
  messageCard: { id: 'ui.recipientGiftView.messageCard', defaultMessage: 'Their message' },
  waiting: {
    id: 'ui.recipientGiftView.waiting',
    defaultMessage: 'Accept the gift and tell us where and when to deliver it, or decline it.',
  },
  accept: { id: 'ui.recipientGiftView.accept', defaultMessage: 'Accept the gift' },
  decline: { id: 'ui.recipientGiftView.decline', defaultMessage: 'Decline' },
  declineTitle: { id: 'ui.recipientGiftView.declineTitle', defaultMessage: 'Decline this gift?' },
  declineBody: {
    id: 'ui.recipientGiftView.declineBody',
    defaultMessage: 'The sender will be told and refunded. This cannot be undone.',
  },
  declineConfirm: { id: 'ui.recipientGiftView.declineConfirm', defaultMessage: 'Decline the gift' },
  declineCancel: { id: 'ui.recipientGiftView.declineCancel', defaultMessage: 'Keep it' },
  accepted: {
    id: 'ui.recipientGiftView.accepted',
    defaultMessage: 'You accepted the gift. We will keep you posted by SMS.',
  },
  declined: { id: 'ui.recipientGiftView.declined', defaultMessage: 'You declined this gift' },
  declinedBody: { id: 'ui.recipientGiftView.declinedBody', defaultMessage: 'The sender has been told.' },
  expired: { id: 'ui.recipientGiftView.expired', defaultMessage: 'This link has expired' },
  expiredBody: {
    id: 'ui.recipientGiftView.expiredBody',
    defaultMessage: 'Gift links work until a few days after delivery.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'هدية لك',
  from: 'من {name}',
  fromHidden: 'من شخص مميز',
  messageCard: 'رسالة الهدية',
  waiting: 'اقبل الهدية وأخبرنا أين ومتى نوصلها، أو اعتذر عنها.',
  accept: 'قبول الهدية',
  decline: 'اعتذار',
  declineTitle: 'هل تريد رفض هذه الهدية؟',
  declineBody: 'سنبلغ المرسل ونعيد له المبلغ. لا يمكن التراجع عن ذلك.',
  declineConfirm: 'رفض الهدية',
  declineCancel: 'الاحتفاظ بها',
  accepted: 'قبلت الهدية. سنوافيك بالمستجدات برسالة نصية.',
  declined: 'رفضت هذه الهدية',
  declinedBody: 'تم إبلاغ المرسل.',
  expired: 'انتهت صلاحية هذا الرابط',
  expiredBody: 'تعمل روابط الهدايا حتى بضعة أيام بعد التوصيل.',
};
