import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  success: NoMessageValues;
  failed: NoMessageValues;
  cancelled: NoMessageValues;
  pending: NoMessageValues;
  orderNumber: { number: string };
  amountPaid: { amount: string };
  nextDelivery: NoMessageValues;
  nextRecipientLink: NoMessageValues;
  nextPickup: NoMessageValues;
  receipt: NoMessageValues;
  receiptSms: NoMessageValues;
  pendingBody: NoMessageValues;
  retryBody: NoMessageValues;
  retryUntil: { time: string };
  noRetry: NoMessageValues;
  retry: NoMessageValues;
  viewOrders: NoMessageValues;
  home: NoMessageValues;
}>({
  success: { id: 'ui.paymentResult.success', defaultMessage: 'Thank you! Your order is confirmed' },
  failed: { id: 'ui.paymentResult.failed', defaultMessage: 'Your payment is Failed' },
  cancelled: { id: 'ui.paymentResult.cancelled', defaultMessage: 'Your payment is Canceled' },
  pending: { id: 'ui.paymentResult.pending', defaultMessage: 'We are confirming your payment' },
  orderNumber: { id: 'ui.paymentResult.orderNumber', defaultMessage: 'Order number: {number}' },
  amountPaid: { id: 'ui.paymentResult.amountPaid', defaultMessage: 'Amount paid: {amount}' },
  nextDelivery: {
    id: 'ui.paymentResult.nextDelivery',
    defaultMessage: 'We are preparing the gift and will tell you when it is on its way to the recipient.',
  },
  nextRecipientLink: {
    id: 'ui.paymentResult.nextRecipientLink',
    defaultMessage:
      'We have sent the recipient a link by SMS to choose the address and a delivery time. We will tell you when they do.',
  },
  nextPickup: {
    id: 'ui.paymentResult.nextPickup',
    defaultMessage: 'The cafe is preparing your order. We will tell you when it is ready for pick up.',
  },
  receipt: { id: 'ui.paymentResult.receipt', defaultMessage: 'The receipt is on its way to your email.' },
  receiptSms: { id: 'ui.paymentResult.receiptSms', defaultMessage: 'The receipt is on its way by text message.' },
  pendingBody: {
    id: 'ui.paymentResult.pendingBody',
    defaultMessage: 'This can take a moment. Do not pay again: this page updates by itself.',
  },
  retryBody: {
    id: 'ui.paymentResult.retryBody',
    defaultMessage: 'No money was taken. Your items are still reserved: you can pay with another method.',
  },
  retryUntil: { id: 'ui.paymentResult.retryUntil', defaultMessage: 'Your items are kept for you until {time}.' },
  noRetry: {
    id: 'ui.paymentResult.noRetry',
    defaultMessage: 'The reservation has ended. Your basket is waiting for you to start again.',
  },
  retry: { id: 'ui.paymentResult.retry', defaultMessage: 'Try another payment method' },
  viewOrders: { id: 'ui.paymentResult.viewOrders', defaultMessage: 'View my orders' },
  home: { id: 'ui.paymentResult.home', defaultMessage: 'Continue shopping' },
});

export const arabic: Translations<typeof messages> = {
  success: 'شكراً لك! تم تأكيد طلبك',
  failed: 'فشلت عملية الدفع',
  cancelled: 'تم إلغاء عملية الدفع',
  pending: 'نتحقق من عملية الدفع',
  orderNumber: 'رقم الطلب: \u2066{number}\u2069',
  amountPaid: 'المبلغ المدفوع: {amount}',
  nextDelivery: 'نجهّز الهدية الآن وسنخبرك عندما تكون في الطريق إلى المستلم.',
  nextRecipientLink: 'أرسلنا إلى المستلم رابطاً برسالة نصية ليختار العنوان ووقت التوصيل، وسنخبرك عندما يفعل.',
  nextPickup: 'يجهّز المقهى طلبك الآن، وسنخبرك عندما يكون جاهزاً للاستلام.',
  receipt: 'أُرسل الإيصال إلى بريدك الإلكتروني.',
  receiptSms: 'أُرسل الإيصال في رسالة نصية.',
  pendingBody: 'قد يستغرق ذلك لحظات. لا تدفع مرة أخرى، ستتحدث هذه الصفحة تلقائياً.',
  retryBody: 'لم يُخصم أي مبلغ. ما زالت منتجاتك محجوزة ويمكنك الدفع بطريقة أخرى.',
  retryUntil: 'منتجاتك محجوزة لك حتى {time}.',
  noRetry: 'انتهت مدة الحجز. سلتك بانتظارك لتبدأ من جديد.',
  retry: 'جرّب طريقة دفع أخرى',
  viewOrders: 'عرض طلباتي',
  home: 'متابعة التسوق',
};
