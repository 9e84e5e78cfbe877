import type { Language } from '@hadiya/contract';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const ordersMessages = {
  message_card_saved: { en: 'Message card updated', ar: 'تم تحديث بطاقة الإهداء' },
  message_card_locked: {
    en: 'The gift is already wrapped; its message card can no longer change',
    ar: 'تم تغليف الهدية، ولا يمكن تعديل بطاقة الإهداء الآن',
  },
  order_track_not_found: {
    en: 'No order matches this order number and phone number',
    ar: 'لا يوجد طلب بهذا الرقم ورقم الجوال',
  },
  rating_saved: { en: 'Thank you for your rating', ar: 'شكرا لتقييمك' },
  rating_exists: { en: 'This order has already been rated', ar: 'تم تقييم هذا الطلب من قبل' },
  rating_not_delivered: {
    en: 'You can rate the order once it is delivered',
    ar: 'يمكنك تقييم الطلب بعد توصيله',
  },
  invoice_not_available: {
    en: 'The tax invoice is available once the order is paid',
    ar: 'تتوفر الفاتورة الضريبية بعد دفع الطلب',
  },
  gift_declined: {
    en: 'You declined the gift; we will let the sender know',
    ar: 'لقد اعتذرت عن قبول الهدية، وسنبلغ المرسل',
  },
  gift_not_declinable: {
    en: 'This gift can no longer be declined',
    ar: 'لم يعد بالإمكان رفض هذه الهدية',
  },
  recipient_declined_refund_note: { en: 'Refund: {number} declined', ar: 'استرداد: رُفض الطلب {number}' },
} as const satisfies Record<string, Record<Language, string>>;
