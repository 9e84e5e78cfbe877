import type { Language } from '@hadiya/contract';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const paymentMessages = {
  // The receipt of a guest, who gave a phone and no e-mail (spec §3 guest info: name, phone).
  receipt_sms: {
    en: 'Hadiya: payment confirmed for order {number}. Total SAR {total}, VAT 15% included: SAR {vat}. Your receipt: {url}',
    ar: 'هدية: تم تأكيد الدفع للطلب {number}. الإجمالي {total} ر.س، شامل ضريبة القيمة المضافة ١٥٪: {vat} ر.س. إيصالك: {url}',
  },
  // Spec §8, as written there.
  payment_failed: { en: 'Your payment is Failed', ar: 'فشلت عملية الدفع' },
  payment_canceled: { en: 'Your payment is Canceled', ar: 'تم إلغاء عملية الدفع' },
  payment_in_progress: {
    en: 'Your payment is being processed. Please do not refresh the page or press back.',
    ar: 'جاري معالجة الدفع. يرجى عدم تحديث الصفحة أو الرجوع للخلف.',
  },
  // Pay-later refusals (spec §8; Tabby's own wording, reference §3.3).
  paylater_not_available: {
    en: 'Sorry, {provider} is unable to approve this purchase, please use an alternative payment method for your order.',
    ar: 'نأسف، {provider} غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى.',
  },
  paylater_amount_too_high: {
    en: 'This purchase is above your current spending limit with {provider}, try a smaller cart or use another payment method.',
    ar: 'قيمة هذه العملية أعلى من حدّك الحالي للإنفاق مع {provider}، جرّب سلة أصغر أو استخدم طريقة دفع أخرى.',
  },
  paylater_amount_too_low: {
    en: 'The purchase amount is below the minimum amount required to use {provider}, try adding more items or use another payment method.',
    ar: 'قيمة العملية أقل من الحد الأدنى المطلوب لاستخدام {provider}، جرّب إضافة منتجات أخرى أو استخدم طريقة دفع أخرى.',
  },
  paylater_not_applicable: {
    en: '{provider} is not applicable for this purchase',
    ar: '{provider} غير متاح لهذه العملية',
  },
  paylater_unreachable: {
    en: '{provider} is not reachable right now, please use another payment method.',
    ar: 'تعذر الوصول إلى {provider} حاليا، الرجاء استخدام طريقة دفع أخرى.',
  },
  wallet_insufficient: {
    en: 'Your wallet balance does not cover this order',
    ar: 'رصيد محفظتك لا يغطي قيمة هذا الطلب',
  },
  payment_sign_in_required: { en: 'Sign in to use this payment method', ar: 'سجّل الدخول لاستخدام طريقة الدفع هذه' },
  payment_method_not_configured: {
    en: 'This payment method is not available',
    ar: 'طريقة الدفع هذه غير متاحة',
  },
  // Answers of the payment calls.
  order_not_found: { en: 'Order not found', ar: 'الطلب غير موجود' },
  order_already_paid: { en: 'This order is already paid', ar: 'تم دفع هذا الطلب مسبقا' },
  order_not_payable: {
    en: 'This order can no longer be paid; please place it again',
    ar: 'لم يعد بالإمكان دفع هذا الطلب؛ يرجى تقديمه مرة أخرى',
  },
  payment_not_found: { en: 'Payment not found', ar: 'عملية الدفع غير موجودة' },
  payment_mismatch: {
    en: 'The payment does not match this order; it was cancelled and nothing was charged',
    ar: 'عملية الدفع لا تطابق هذا الطلب؛ تم إلغاؤها ولم يتم خصم أي مبلغ',
  },
  payment_declined: { en: 'Your payment is Failed: {reason}', ar: 'فشلت عملية الدفع: {reason}' },
  // Why a payment failed (decline.ts), from the providers' codes; never their own English text.
  decline_insufficient_funds: { en: 'insufficient funds', ar: 'الرصيد غير كافٍ' },
  decline_card_declined: { en: 'the bank declined the card', ar: 'رفض البنك البطاقة' },
  decline_card_expired: { en: 'the card has expired', ar: 'انتهت صلاحية البطاقة' },
  decline_limit_exceeded: {
    en: 'the amount is over the limit of your card or account',
    ar: 'المبلغ يتجاوز الحد المسموح لبطاقتك أو حسابك',
  },
  decline_three_ds_failed: {
    en: 'the card could not be verified with your bank (3-D Secure)',
    ar: 'تعذر التحقق من البطاقة لدى البنك',
  },
  decline_stcpay_otp_invalid: {
    en: 'the STC Pay code is wrong or has expired',
    ar: 'رمز STC Pay غير صحيح أو انتهت صلاحيته',
  },
  decline_stcpay_not_registered: {
    en: 'this mobile number is not registered with STC Pay',
    ar: 'رقم الجوال هذا غير مسجل في STC Pay',
  },
  decline_paylater_rejected: {
    en: '{provider} did not approve this purchase; please use another payment method',
    ar: 'لم توافق {provider} على هذه العملية؛ الرجاء استخدام طريقة دفع أخرى',
  },
  decline_stcpay_unavailable: {
    en: 'STC Pay could not complete the payment',
    ar: 'تعذر على STC Pay إتمام عملية الدفع',
  },
  payment_pending: {
    en: 'Your payment is not complete yet',
    ar: 'لم تكتمل عملية الدفع بعد',
  },
  payment_provider_error: {
    en: 'The payment provider did not answer; please try again',
    ar: 'لم يستجب مزود الدفع؛ يرجى المحاولة مرة أخرى',
  },
  payment_method_unavailable: {
    en: 'This payment method is not available for this order',
    ar: 'طريقة الدفع هذه غير متاحة لهذا الطلب',
  },
  payment_confirmed: { en: 'Your payment is confirmed', ar: 'تم تأكيد الدفع' },
  stcpay_otp_sent: { en: 'STC Pay sent a code to {mobile}', ar: 'أرسلت STC Pay رمزا إلى {mobile}' },
  stcpay_no_session: {
    en: 'Start the STC Pay payment again',
    ar: 'ابدأ عملية الدفع عبر STC Pay من جديد',
  },
  saved_card_not_found: { en: 'Saved card not found', ar: 'البطاقة المحفوظة غير موجودة' },
  saved_card_deleted: { en: 'The card was deleted', ar: 'تم حذف البطاقة' },
  applepay_validation_refused: {
    en: 'Apple Pay could not be started',
    ar: 'تعذر بدء Apple Pay',
  },
  webhook_refused: { en: 'Webhook refused', ar: 'تم رفض الإشعار' },
} as const satisfies Record<string, Record<Language, string>>;
