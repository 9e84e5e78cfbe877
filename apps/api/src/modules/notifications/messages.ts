import type { Language } from '@hadiya/contract';

/**
 * Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue): the
 * refusal of a bad push subscription, every push, e-mail and SMS text the workers send, and the
 * notify-me answers that depend on how the shopper is reached.
 */
export const notificationsMessages = {
  push_subscription_invalid: {
    en: 'The push subscription is not valid',
    ar: 'اشتراك الإشعارات غير صالح',
  },
  push_unsubscribed: { en: 'Notifications turned off on this device', ar: 'تم إيقاف الإشعارات على هذا الجهاز' },
  // order_history_status (buyer)
  notify_order_status_title: { en: 'Order {number}', ar: 'الطلب {number}' },
  notify_order_status_body: { en: 'Your gift is now: {status}', ar: 'حالة هديتك الآن: {status}' },
  notify_order_status_subject: { en: 'Hadiya — order {number}: {status}', ar: 'هدية — الطلب {number}: {status}' },
  notify_order_status_text: {
    en: 'Hello {name},\n\nYour order {number} is now: {status}.\n\nFollow it on your orders page: {url}',
    ar: 'مرحبًا {name}،\n\nحالة طلبك {number} الآن: {status}.\n\nتابعه من صفحة طلباتك: {url}',
  },
  notify_customer: { en: 'there', ar: 'عميلنا العزيز' },
  // A buyer with neither push nor e-mail (a guest who gave only a phone)
  notify_order_status_sms: {
    en: 'Hadiya: your order {number} is now: {status}. {url}',
    ar: 'هدية: حالة طلبك {number} الآن: {status}. {url}',
  },
  // The recipient's SMS
  notify_recipient_accepted_sms: {
    en: '{sender} sent you a gift from Hadiya. See it and follow its way to you: {url}',
    // Worded so that it fits any sender: Arabic verbs and pronouns would say the sender's gender.
    ar: 'وصلتك هدية من {sender} عبر متجر هدية. شاهدها وتابع طريقها إليك: {url}',
  },
  notify_recipient_on_the_way_sms: {
    en: 'Your gift from {sender} is on its way to you (order {number}). Follow it: {url}',
    ar: 'هديتك من {sender} في الطريق إليك (الطلب {number}). تابعها: {url}',
  },
  notify_recipient_delivered_sms: {
    en: 'Your gift from {sender} has been delivered (order {number}). Enjoy it! {url}',
    ar: 'تم تسليم هديتك من {sender} (الطلب {number}). نتمنى أن تسعدك! {url}',
  },
  notify_someone: { en: 'Someone', ar: 'شخص ما' },
  // wallet_refund
  notify_wallet_title: { en: 'Your wallet was credited', ar: 'تمت إضافة رصيد إلى محفظتك' },
  notify_wallet_refund_body: { en: '{amount} was refunded to your wallet.', ar: 'تم استرداد {amount} إلى محفظتك.' },
  notify_wallet_bonus_body: { en: 'You received a bonus of {amount}.', ar: 'حصلت على مكافأة بقيمة {amount}.' },
  notify_wallet_subject: { en: 'Hadiya — {amount} added to your wallet', ar: 'هدية — أُضيف {amount} إلى محفظتك' },
  notify_wallet_text: {
    en: 'Hello {name},\n\n{detail}\n\nSee your wallet: {url}',
    ar: 'مرحبًا {name}،\n\n{detail}\n\nاطّلع على محفظتك: {url}',
  },
  // rating_popup
  notify_rating_title: { en: 'How was your gift?', ar: 'كيف كانت هديتك؟' },
  notify_rating_body: {
    en: 'Tell us about order {number}: it takes a few seconds.',
    ar: 'أخبرنا عن الطلب {number}: لن يستغرق ذلك سوى ثوانٍ.',
  },
  // pending_cart_checkout
  notify_cart_title: { en: 'Your cart is waiting', ar: 'سلتك بانتظارك' },
  notify_cart_body: {
    en: 'The gifts you picked are still in your cart. Complete your order.',
    ar: 'الهدايا التي اخترتها ما زالت في سلتك. أكمل طلبك الآن.',
  },
  // product_available
  notify_product_title: { en: 'Back in stock', ar: 'متوفر من جديد' },
  notify_product_body: { en: '{product} is available again.', ar: '{product} متوفر من جديد.' },
  // notify-me of an account with a mobile and no e-mail: the notice by SMS (favourites/service.ts)
  notify_back_in_stock_sms: {
    en: 'Hadiya: {product} is back in stock. {url}',
    ar: 'هدية: {product} متوفر من جديد. {url}',
  },
  notify_subscribed_sms: {
    en: 'We will text you when it is back in stock',
    ar: 'سنرسل لك رسالة نصية عند توفره',
  },
  notify_contact_required: {
    en: 'Add a mobile number or an email address to your account to be notified',
    ar: 'أضف رقم جوال أو بريدا إلكترونيا إلى حسابك لتصلك الإشعارات',
  },
  // ticket_updated / ticket_closed
  notify_ticket_updated_title: { en: 'Ticket {number} updated', ar: 'تم تحديث التذكرة {number}' },
  notify_ticket_updated_body: { en: 'There is news on your ticket: {status}.', ar: 'جديد في تذكرتك: {status}.' },
  notify_ticket_closed_title: { en: 'Ticket {number} closed', ar: 'تم إغلاق التذكرة {number}' },
  notify_ticket_closed_body: {
    en: 'Your ticket is closed. Thank you for contacting us.',
    ar: 'أُغلقت تذكرتك. شكرًا لتواصلك معنا.',
  },
} as const satisfies Record<string, Record<Language, string>>;
