import type { Language } from '@hadiya/contract';
import { checkoutPromptMessages } from '@hadiya/contract/orders';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const checkoutMessages = {
  // §5 checkout prompts (ids shared with the storefront through the contract).
  ...checkoutPromptMessages,
  checkout_updated: { en: 'Checkout updated', ar: 'تم تحديث بيانات الطلب' },
  cart_empty: { en: 'Your cart is empty', ar: 'سلة التسوق فارغة' },
  checkout_changed: {
    en: 'Your order changed while you were checking out (its items, a price or your wallet). Check the new total, then place the order again.',
    ar: 'تغيّر طلبك أثناء إتمام الشراء (منتجاته أو أحد الأسعار أو رصيد محفظتك). راجع المجموع الجديد ثم أكّد الطلب من جديد.',
  },
  recipient_city_mismatch: {
    en: 'The recipient must be in the city the cart is for',
    ar: 'يجب أن يكون المستلم في مدينة السلة نفسها',
  },
  cafe_branch_not_found: { en: 'This branch is not available in your city', ar: 'هذا الفرع غير متاح في مدينتك' },
  date_unavailable: { en: 'Delivery is not available on this date', ar: 'التوصيل غير متاح في هذا التاريخ' },
  slot_unavailable: { en: 'This delivery time is not available', ar: 'وقت التوصيل هذا غير متاح' },
  slot_full: {
    en: 'This delivery time is fully booked, please choose another',
    ar: 'وقت التوصيل هذا محجوز بالكامل، يرجى اختيار وقت آخر',
  },
  payment_method_unavailable: {
    en: 'This payment method is not available for this order',
    ar: 'طريقة الدفع هذه غير متاحة لهذا الطلب',
  },
  // Coupons (spec §8: refusals shown in the info-styled dialog).
  coupon_applied: { en: 'Promo code applied', ar: 'تم تطبيق رمز الخصم' },
  coupon_removed: { en: 'Promo code removed', ar: 'تمت إزالة رمز الخصم' },
  coupon_saved: { en: 'Coupon saved', ar: 'تم حفظ القسيمة' },
  coupon_not_found: { en: 'This promo code does not exist', ar: 'رمز الخصم هذا غير موجود' },
  coupon_inactive: { en: 'This promo code is no longer active', ar: 'رمز الخصم هذا لم يعد فعالا' },
  coupon_not_started: { en: 'This promo code is not valid yet', ar: 'رمز الخصم هذا غير صالح بعد' },
  coupon_expired: { en: 'This promo code has expired', ar: 'انتهت صلاحية رمز الخصم هذا' },
  coupon_min_order: {
    en: 'This promo code needs an order of at least {min} SAR',
    // The riyal agrees with the amount (a whole one: «٥ ريالات», «٥٠ ريالًا», «١٠٠ ريال»; with halalas
    // the singular, «١٠٠٫٥٠ ريال»), as `fillMessage` chooses by `Intl.PluralRules`.
    ar: 'يتطلب رمز الخصم هذا طلبا بقيمة {min, plural, one {ريال واحد} two {ريالين} few {{min} ريالات} many {{min} ريالًا} other {{min} ريال}} على الأقل',
  },
  coupon_limit_reached: {
    en: 'This promo code has reached its usage limit',
    ar: 'وصل رمز الخصم هذا إلى الحد الأقصى للاستخدام',
  },
  coupon_user_limit_reached: {
    en: 'You have already used this promo code',
    ar: 'لقد استخدمت رمز الخصم هذا من قبل',
  },
  coupon_city_not_allowed: {
    en: 'This promo code is not valid in your city',
    ar: 'رمز الخصم هذا غير صالح في مدينتك',
  },
  // Wallet.
  wallet_applied: { en: 'Wallet applied', ar: 'تم استخدام رصيد المحفظة' },
  wallet_removed: { en: 'Wallet no longer used for this order', ar: 'لن يتم استخدام المحفظة لهذا الطلب' },
  wallet_insufficient: { en: 'Your wallet balance is not enough', ar: 'رصيد محفظتك غير كاف' },
  // Orders.
  order_placed: { en: 'Order placed, complete the payment', ar: 'تم إنشاء الطلب، أكمل الدفع' },
  order_paid_by_wallet: { en: 'Order paid from your wallet', ar: 'تم دفع الطلب من محفظتك' },
  order_not_found: { en: 'Order not found', ar: 'الطلب غير موجود' },
  idempotency_key_reused: {
    en: 'This request key was already used for a different request',
    ar: 'تم استخدام مفتاح الطلب هذا لطلب مختلف',
  },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _',
    ar: 'يجب أن يتكون مفتاح Idempotency-Key من 8 إلى 100 حرف أو رقم أو - أو _',
  },
  // Recipient link.
  link_invalid: { en: 'This link is not valid', ar: 'هذا الرابط غير صالح' },
  link_expired: { en: 'This link has expired', ar: 'انتهت صلاحية هذا الرابط' },
  link_used: {
    en: 'The address for this gift has already been given',
    ar: 'تم إدخال عنوان هذه الهدية من قبل',
  },
  recipient_thanks: {
    en: 'Thank you! Your gift will arrive at the time you chose',
    ar: 'شكرا لك! ستصلك هديتك في الوقت الذي اخترته',
  },
  recipient_link_sms: {
    en: '{sender} sent you a gift from Hadiya. Choose where and when to receive it: {url}',
    // Worded so that it fits any sender: Arabic verbs and pronouns would say the sender's gender.
    ar: 'وصلتك هدية من {sender} عبر متجر هدية. اختر مكان ووقت استلامها: {url}',
  },
  someone: { en: 'Someone', ar: 'شخص ما' },
  sender_waiting_sms: {
    en: 'Hadiya: order {number} is paid. We sent {recipient} a link to choose the address and time; we will tell you when they do.',
    ar: 'هدية: تم دفع الطلب {number}. أرسلنا إلى {recipient} رابطا لاختيار العنوان والوقت، وسنخبرك عند اختياره.',
  },
  sender_recipient_done_sms: {
    en: 'Hadiya: {recipient} chose the delivery address and time for order {number}.',
    ar: 'هدية: اختار {recipient} عنوان ووقت التوصيل للطلب {number}.',
  },
} as const satisfies Record<string, Record<Language, string>>;
