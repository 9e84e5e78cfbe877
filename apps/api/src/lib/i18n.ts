import { DEFAULT_LANGUAGE, fillMessage, LANGUAGES, type Language, ruleMessages } from '@hadiya/contract';
import { checkoutMessages } from '../modules/checkout/messages';
import { notificationsMessages } from '../modules/notifications/messages';
import { operatorMessages } from '../modules/operator/messages';
import { ordersMessages } from '../modules/orders/messages';
import { paymentMessages } from '../modules/payments/messages';
import { supportMessages } from '../modules/support/messages';

/**
 * Server messages in both languages. `{name}` placeholders are filled by `t`. A number written into
 * an Arabic text is in Arabic-Indic digits, as the storefront writes numbers.
 */
const coreMessages = {
  ok: { en: 'Success', ar: 'تمت العملية بنجاح' },
  guest_created: { en: 'Guest session created', ar: 'تم إنشاء جلسة الزائر' },
  language_updated: { en: 'Language updated', ar: 'تم تحديث اللغة' },
  // A refused query or path parameter, named as sent (a developer builds those, not a shopper).
  validation_failed: {
    en: 'Invalid value for the parameter {field}: {detail}',
    ar: 'قيمة غير صالحة للمعامل {field}: {detail}',
  },
  // A refused body field under a generic rule: named by its label (the contract's `fieldLabels`).
  field_refused: { en: '{field}: {detail}', ar: '{field}: {detail}' },
  // A refused body field whose rule names it ('Address is required'), or one without a label.
  rule_refused: { en: '{detail}', ar: '{detail}' },
  invalid_json: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحا' },
  // A body that parses as JSON but is not an object (`[]`, `"x"`, `42`; `null` reads as `{}`).
  body_not_object: { en: 'The request body must be a JSON object', ar: 'يجب أن يكون محتوى الطلب كائنا بصيغة JSON' },
  body_too_large: { en: 'The request body is too large', ar: 'محتوى الطلب كبير جدا' },
  unsupported_media_type: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  route_not_found: { en: 'Route not found', ar: 'المسار غير موجود' },
  method_not_allowed: { en: 'Method not allowed', ar: 'الطريقة غير مسموحة' },
  token_expired: { en: 'Token expired', ar: 'انتهت صلاحية الجلسة' },
  token_required: { en: 'Authorization token is required', ar: 'رمز الدخول مطلوب' },
  forbidden: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' },
  too_many_requests: { en: 'Too many requests, please try again later', ar: 'طلبات كثيرة، حاول مرة أخرى لاحقا' },
  server_error: { en: 'Something went wrong, please try again', ar: 'حدث خطأ ما، حاول مرة أخرى' },
  bad_request: { en: 'Bad request', ar: 'طلب غير صالح' },
  under_maintenance: { en: 'Under Maintenance', ar: 'الموقع تحت الصيانة' },
  no_data_found: { en: 'No data found', ar: 'لا توجد بيانات' },
  product_not_found: { en: 'Product not found', ar: 'المنتج غير موجود' },
  product_not_available_city: { en: 'Product is not available for this city', ar: 'المنتج غير متوفر لهذه المدينة' },
  no_product_found: { en: 'No product found', ar: 'لم يتم العثور على منتج' },
  city_not_found: { en: 'Does not find city', ar: 'لم يتم العثور على المدينة' },
  page_not_found: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  delivery_notice: { en: 'Delivery takes 2-5 business days', ar: 'يستغرق التوصيل من ٢ إلى ٥ أيام عمل' },
  featured_section: { en: 'Featured gifts', ar: 'هدايا مميزة' },
  // Cart, favourites and notify-me (issue 13; spec §8 texts as written there).
  not_available: { en: 'Not available', ar: 'غير متوفر' },
  items_not_available: { en: 'Some items are currently not available', ar: 'بعض المنتجات غير متوفرة حاليا' },
  items_not_deliverable: {
    en: 'Some items are not delivereble in your city',
    ar: 'بعض المنتجات لا يمكن توصيلها إلى مدينتك',
  },
  color_out_of_stock: { en: 'Selected color is out of stock', ar: 'اللون المحدد غير متوفر في المخزون' },
  select_color: { en: 'Please select product color', ar: 'يرجى اختيار لون المنتج' },
  // Spec §8's 'Sorry! Only N units are available…', its count agreeing with N (`{n, plural, …}`:
  // English one/other; Arabic one, two, few (3–10: plural), many and other (11+, 0: singular noun)).
  color_only_n_units: {
    en: 'Sorry! {n, plural, one {Only {n} unit is} other {Only {n} units are}} available on selected color',
    ar: 'عذرا! {n, plural, zero {لا تتوفر أي وحدة} one {تتوفر وحدة واحدة فقط} two {تتوفر وحدتان فقط} few {يتوفر {n} وحدات فقط} other {يتوفر {n} وحدة فقط}} من اللون المحدد',
  },
  only_n_units: {
    en: 'Sorry! {n, plural, one {Only {n} unit is} other {Only {n} units are}} available',
    ar: 'عذرا! {n, plural, zero {لا تتوفر أي وحدة} one {تتوفر وحدة واحدة فقط} two {تتوفر وحدتان فقط} few {يتوفر {n} وحدات فقط} other {يتوفر {n} وحدة فقط}}',
  },
  out_of_stock: { en: 'Out of stock', ar: 'نفدت الكمية' },
  color_not_found: { en: 'This color is not offered for this product', ar: 'هذا اللون غير متاح لهذا المنتج' },
  engraving_not_allowed: {
    en: 'Engraving is not available for this product in your city',
    ar: 'النقش غير متاح لهذا المنتج في مدينتك',
  },
  // The same words as the contract's rule `engraving_too_long` (packages/contract/src/messages.ts).
  engraving_too_long: ruleMessages.engraving_too_long,
  engraving_invalid: {
    en: 'Engraving can use letters, digits, spaces and simple punctuation',
    ar: 'يمكن أن يحتوي النقش على حروف وأرقام ومسافات وعلامات ترقيم بسيطة',
  },
  addon_not_allowed: { en: 'This add-on is not offered with this product', ar: 'هذه الإضافة غير متاحة مع هذا المنتج' },
  addon_not_available: { en: 'This add-on is not available in your city', ar: 'هذه الإضافة غير متوفرة في مدينتك' },
  cart_item_not_found: { en: 'Cart item not found', ar: 'المنتج غير موجود في السلة' },
  cart_full: { en: 'Your cart cannot hold more items', ar: 'لا يمكن إضافة المزيد من المنتجات إلى السلة' },
  cart_added: { en: 'Added to cart', ar: 'تمت الإضافة إلى السلة' },
  cart_updated: { en: 'Cart updated', ar: 'تم تحديث السلة' },
  cart_removed: { en: 'Removed from cart', ar: 'تمت الإزالة من السلة' },
  favourite_added: { en: 'Added to favourites', ar: 'تمت الإضافة إلى المفضلة' },
  favourite_removed: { en: 'Removed from favourites', ar: 'تمت الإزالة من المفضلة' },
  sign_in_required: { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  notify_subscribed: { en: 'We will email you when it is back in stock', ar: 'سنراسلك بالبريد الإلكتروني عند توفره' },
  notify_in_stock: { en: 'This product is in stock', ar: 'هذا المنتج متوفر' },
  restocked: { en: 'Stock updated', ar: 'تم تحديث المخزون' },
  // Accounts and sessions (issue 12).
  token_invalid: { en: 'Invalid session token', ar: 'رمز الجلسة غير صالح' },
  csrf_refused: { en: 'This request must come from the store itself', ar: 'يجب أن يصدر هذا الطلب من المتجر نفسه' },
  too_many_attempts: {
    en: 'Too many attempts, please try again in {seconds, plural, one {{seconds} second} other {{seconds} seconds}}',
    ar: 'محاولات كثيرة، حاول مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {{seconds} ثوانٍ} many {{seconds} ثانية} other {{seconds} ثانية}}',
  },
  otp_sent: { en: 'A verification code has been sent', ar: 'تم إرسال رمز التحقق' },
  otp_resend_wait: {
    en: 'Please wait {seconds, plural, one {{seconds} second} other {{seconds} seconds}} before requesting a new code',
    ar: 'يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {{seconds} ثوانٍ} many {{seconds} ثانية} other {{seconds} ثانية}} قبل طلب رمز جديد',
  },
  otp_wrong: { en: 'The code is incorrect', ar: 'رمز التحقق غير صحيح' },
  otp_expired: {
    en: 'The code has expired or was already used, please request a new one',
    ar: 'انتهت صلاحية الرمز أو تم استخدامه، يرجى طلب رمز جديد',
  },
  login_success: { en: 'Signed in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  invalid_credentials: { en: 'The email or password is incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  email_not_verified: {
    en: 'Your email is not verified yet. We have sent a code to verify it.',
    ar: 'لم يتم تأكيد بريدك الإلكتروني بعد. أرسلنا إليك رمزا لتأكيده.',
  },
  register_code_sent: {
    en: 'We have sent a verification code to your email',
    ar: 'أرسلنا رمز التحقق إلى بريدك الإلكتروني',
  },
  email_code_sent: {
    en: 'If this email awaits verification, a new code has been sent',
    ar: 'إذا كان هذا البريد بانتظار التأكيد فقد أرسلنا إليه رمزا جديدا',
  },
  reset_code_sent: {
    en: 'If an account exists for this email, we have sent it a code',
    ar: 'إذا كان هناك حساب بهذا البريد فقد أرسلنا إليه رمزا',
  },
  reset_code_verified: { en: 'Code verified, choose a new password', ar: 'تم التحقق من الرمز، اختر كلمة مرور جديدة' },
  reset_token_invalid: {
    en: 'This password reset has expired, please start again',
    ar: 'انتهت صلاحية إعادة تعيين كلمة المرور، يرجى البدء من جديد',
  },
  password_changed: { en: 'Your password has been changed', ar: 'تم تغيير كلمة المرور' },
  logged_out: { en: 'Signed out', ar: 'تم تسجيل الخروج' },
  account_deleted: { en: 'Your account has been deleted', ar: 'تم حذف حسابك' },
  profile_updated: { en: 'Profile updated', ar: 'تم تحديث الملف الشخصي' },
  phone_code_sent: { en: 'We have sent a code to your new number', ar: 'أرسلنا رمزا إلى رقمك الجديد' },
  phone_in_use: { en: 'This phone number belongs to another account', ar: 'رقم الجوال هذا مرتبط بحساب آخر' },
  phone_updated: { en: 'Phone number updated', ar: 'تم تحديث رقم الجوال' },
  device_token_updated: { en: 'Device updated', ar: 'تم تحديث الجهاز' },
  social_token_invalid: {
    en: 'The sign-in with this provider could not be verified',
    ar: 'تعذر التحقق من تسجيل الدخول عبر هذا المزود',
  },
  social_provider_unavailable: { en: 'This sign-in method is not available', ar: 'طريقة تسجيل الدخول هذه غير متاحة' },
  account_required: { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  // The shopper's wallet ledger (modules/wallet/view.ts): what each entry is, by its kind; the
  // order number is its own field (the storefront links it), so these texts do not repeat it.
  wallet_entry_paid: { en: 'Paid from your wallet', ar: 'دُفع من محفظتك' },
  wallet_entry_order_not_paid: {
    en: 'Returned to your wallet: the order was not paid',
    ar: 'أُعيد إلى محفظتك لأن الطلب لم يُدفع',
  },
  wallet_entry_gift_declined: {
    en: 'Refunded to your wallet: the recipient declined the gift',
    ar: 'استُرد إلى محفظتك لأن المستلم رفض الهدية',
  },
  wallet_entry_order_refund: { en: 'Refunded to your wallet', ar: 'استُرد إلى محفظتك' },
  wallet_entry_ticket_refund: { en: 'Refund for your support request {number}', ar: 'استرداد لطلب الدعم {number}' },
  wallet_entry_store_credit: { en: 'Store credit from Hadiya', ar: 'رصيد من هدية' },
} as const satisfies Record<string, Record<Language, string>>;

/** The core set plus each business area's own catalogue (`modules/<area>/messages.ts`). */
export const messages = {
  ...coreMessages,
  ...checkoutMessages,
  ...paymentMessages,
  ...supportMessages,
  ...ordersMessages,
  ...operatorMessages,
  ...notificationsMessages,
};

export type MessageKey = keyof typeof messages;

/**
 * A message in a language, placeholders filled from `params` as the contract's `ruleMessage` fills
 * them (`fillMessage`, which also chooses the branch of a `{n, plural, …}` by the count, as
 * react-intl does): in Arabic a number (or a quantity such as `{min}` given as "150.50") in
 * Arabic-Indic digits, as the storefront's `{n, number}` writes it; identifiers (`{number}`,
 * `{code}`, `{url}`) as they are. English is filled as given.
 */
export function t(lang: Language, key: MessageKey, params?: Record<string, string | number>): string {
  return fillMessage(withoutDoubleFullStop(messages[key][lang], params), lang, params);
}

/** Bidirectional marks and isolates a formatted value may end with (Intl's Arabic currency does). */
const TRAILING_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]*$/;

/** Whether a text ends with a full stop, as an abbreviation does ('ر.س.'), marks aside. */
export function endsWithFullStop(text: string): boolean {
  return text.replace(TRAILING_MARKS, '').endsWith('.');
}

/**
 * A sentence that ends on a value that ends with a full stop itself (an Arabic amount:
 * '١٨٫٥٠ ر.س.') takes no second one: `{amount}.` loses the template's.
 */
function withoutDoubleFullStop(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  let text = template;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && endsWithFullStop(value)) text = text.replaceAll(`{${name}}.`, `{${name}}`);
  }
  return text;
}

/** The `language` header (spec §7), falling back to Accept-Language, then Arabic. */
export function resolveLanguage(header: unknown, acceptLanguage: unknown): Language {
  const pick = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const code = value.trim().slice(0, 2).toLowerCase();
    return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
  };
  return pick(header) ?? pick(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
