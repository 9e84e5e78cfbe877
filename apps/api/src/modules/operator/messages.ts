import type { Language } from '@hadiya/contract';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const operatorMessages = {
  operator_transition_not_allowed: {
    en: 'An order cannot move from "{from}" to "{to}"',
    ar: 'لا يمكن نقل الطلب من "{from}" إلى "{to}"',
  },
  operator_payment_moves_order: {
    en: 'An order waiting for its payment moves when the payment is confirmed or fails, not by hand',
    ar: 'ينتقل الطلب الذي ينتظر الدفع عند تأكيد الدفع أو فشله، لا يدويا',
  },
  operator_use_cancel: {
    en: 'Reject or cancel an order with its cancel call, which refunds or releases what it holds',
    ar: 'ارفض الطلب أو ألغه عبر طلب الإلغاء، فهو يسترد المبلغ أو يعيد ما يحجزه الطلب',
  },
  operator_order_moved: { en: 'Order moved to "{to}"', ar: 'تم نقل الطلب إلى "{to}"' },
  operator_order_cancelled: { en: 'Order {status} and refunded', ar: 'تم {status} الطلب واسترداد المبلغ' },
  operator_order_released: { en: 'Unpaid order cancelled', ar: 'تم إلغاء الطلب غير المدفوع' },
  operator_refund_needs_account: {
    en: "A guest's order cannot be refunded to a wallet; refund it to the original payment",
    ar: 'لا يمكن استرداد طلب الزائر إلى المحفظة؛ استرده إلى وسيلة الدفع الأصلية',
  },
  operator_order_not_paid: {
    en: 'This order was not paid, so there is nothing to refund',
    ar: 'هذا الطلب غير مدفوع، فلا يوجد ما يمكن استرداده',
  },
  operator_order_already_closed: {
    en: 'This order is already {status}',
    ar: 'هذا الطلب {status} بالفعل',
  },
  refund_no_payment: {
    en: 'No payment provider took money for this order',
    ar: 'لم تستلم أي جهة دفع مبلغا لهذا الطلب',
  },
  refund_amount_too_high: {
    en: 'The refund is more than what was paid',
    ar: 'مبلغ الاسترداد أكبر من المبلغ المدفوع',
  },
  refund_failed: {
    en: 'The payment provider refused the refund: {reason}',
    ar: 'رفضت جهة الدفع الاسترداد: {reason}',
  },
  operator_refund_in_progress: {
    en: 'A refund of this order is already in progress',
    ar: 'استرداد هذا الطلب قيد التنفيذ بالفعل',
  },
  operator_no_failed_refund: {
    en: 'This order has no refund the payment provider refused',
    ar: 'لا يوجد لهذا الطلب استرداد رفضته جهة الدفع',
  },
  operator_refund_retried: {
    en: 'The refund went through to the original payment',
    ar: 'تم الاسترداد إلى وسيلة الدفع الأصلية',
  },
  operator_user_not_found: { en: 'User not found', ar: 'المستخدم غير موجود' },
  operator_bonus_credited: { en: 'Bonus credited to the wallet', ar: 'تمت إضافة المكافأة إلى المحفظة' },
  operator_coupon_not_found: { en: 'Coupon not found', ar: 'القسيمة غير موجودة' },
  operator_coupon_code_taken: { en: 'A coupon with this code exists', ar: 'توجد قسيمة بهذا الرمز' },
  operator_coupon_created: { en: 'Coupon created', ar: 'تم إنشاء القسيمة' },
  operator_coupon_paused: { en: 'Coupon paused', ar: 'تم إيقاف القسيمة مؤقتا' },
  operator_coupon_resumed: { en: 'Coupon resumed', ar: 'تم استئناف القسيمة' },
  operator_maintenance_on: { en: 'Maintenance mode is on', ar: 'وضع الصيانة مفعل' },
  operator_maintenance_off: { en: 'Maintenance mode is off', ar: 'وضع الصيانة متوقف' },
  operator_granted: { en: 'The user is an operator', ar: 'أصبح المستخدم مشغلا' },
} as const satisfies Record<string, Record<Language, string>>;
