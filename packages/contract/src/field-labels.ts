/**
 * What each body field of the calls is called in the store's two languages (zod-free). A refusal
 * whose rule does not say which field it is about ('This field is required') names the field by
 * its label here, never by the API's key: "Company name: This field is required", not
 * "Invalid value for company_name: …". apps/api/test/field-labels.test.ts checks that every body
 * field of every call has one.
 *
 * A field is looked up by its path without list indexes (`items.3.product_qty` → `items.product_qty`),
 * then by each shorter ending of it (`product_qty`), then the same for its parent (the Apple Pay
 * `token.paymentMethod.network` is the `token`).
 */
import type { Language } from './constants';

type Label = Readonly<Record<Language, string>>;

export const fieldLabels = {
  // The whole body (a body that is not an object, or a refinement over several fields).
  body: { en: 'The request', ar: 'الطلب' },
  // People and how to reach them.
  name: { en: 'Name', ar: 'الاسم' },
  'recipient.name': { en: 'Recipient’s name', ar: 'اسم المستلم' },
  email: { en: 'Email', ar: 'البريد الإلكتروني' },
  'recipient.email': { en: 'Recipient’s email', ar: 'البريد الإلكتروني للمستلم' },
  phone: { en: 'Phone number', ar: 'رقم الجوال' },
  phone_number: { en: 'Phone number', ar: 'رقم الجوال' },
  'recipient.phone_number': { en: 'Recipient’s phone number', ar: 'رقم جوال المستلم' },
  phone_code: { en: 'Country code', ar: 'رمز الدولة' },
  'recipient.phone_code': { en: 'Recipient’s country code', ar: 'رمز دولة المستلم' },
  mobile: { en: 'Mobile number', ar: 'رقم الجوال' },
  company_name: { en: 'Company name', ar: 'اسم الشركة' },
  description: { en: 'Description', ar: 'الوصف' },
  city: { en: 'City', ar: 'المدينة' },
  quantity: { en: 'Quantity', ar: 'الكمية' },
  message: { en: 'Message', ar: 'الرسالة' },
  issue_type_id: { en: 'Issue type', ar: 'نوع المشكلة' },
  order_number: { en: 'Order number', ar: 'رقم الطلب' },
  website: { en: 'Website', ar: 'الموقع الإلكتروني' },
  // Signing in and the account.
  password: { en: 'Password', ar: 'كلمة المرور' },
  confirmPassword: { en: 'Confirm password', ar: 'تأكيد كلمة المرور' },
  otp: { en: 'Verification code', ar: 'رمز التحقق' },
  token: { en: 'Token', ar: 'الرمز' },
  id_token: { en: 'Sign-in token', ar: 'رمز تسجيل الدخول' },
  access_token: { en: 'Access token', ar: 'رمز الوصول' },
  nonce: { en: 'Sign-in nonce', ar: 'رمز تسجيل الدخول المؤقت' },
  social_id: { en: 'Account id', ar: 'معرّف الحساب' },
  login_type: { en: 'Sign-in method', ar: 'طريقة تسجيل الدخول' },
  remember_me: { en: 'Remember me', ar: 'تذكرني' },
  confirmation: { en: 'Confirmation phrase', ar: 'عبارة التأكيد' },
  current_language: { en: 'Language', ar: 'اللغة' },
  device_id: { en: 'Device', ar: 'الجهاز' },
  device_token: { en: 'Device token', ar: 'رمز الجهاز' },
  guest_user_id: { en: 'Guest session', ar: 'جلسة الزائر' },
  user_id: { en: 'User', ar: 'المستخدم' },
  user: { en: 'User', ar: 'المستخدم' },
  endpoint: { en: 'Notification subscription', ar: 'اشتراك الإشعارات' },
  // Products, cart, search.
  product_id: { en: 'Product', ar: 'المنتج' },
  product_qty: { en: 'Quantity', ar: 'الكمية' },
  product_color: { en: 'Colour', ar: 'اللون' },
  color_id: { en: 'Colour', ar: 'اللون' },
  addon_product_ids: { en: 'Add-ons', ar: 'الإضافات' },
  addon_type: { en: 'Add-on type', ar: 'نوع الإضافة' },
  engrave_text: { en: 'Engraving', ar: 'النقش' },
  'items.id': { en: 'Cart item', ar: 'عنصر السلة' },
  cities_id: { en: 'City', ar: 'المدينة' },
  city_id: { en: 'City', ar: 'المدينة' },
  city_ids: { en: 'Cities', ar: 'المدن' },
  search: { en: 'Search text', ar: 'نص البحث' },
  limit: { en: 'Number of results', ar: 'عدد النتائج' },
  page_number: { en: 'Page number', ar: 'رقم الصفحة' },
  filter: { en: 'Filter', ar: 'التصفية' },
  // Checkout and the recipient's address.
  step: { en: 'Checkout step', ar: 'خطوة إتمام الطلب' },
  delivery_type: { en: 'Delivery type', ar: 'طريقة الاستلام' },
  cafe_branch_id: { en: 'Cafe branch', ar: 'فرع المقهى' },
  recipient_supplies_address: { en: 'Recipient gives the address', ar: 'المستلم يحدد العنوان' },
  address: { en: 'Address', ar: 'العنوان' },
  street: { en: 'Street', ar: 'الشارع' },
  district: { en: 'District', ar: 'الحي' },
  building_number: { en: 'Building number', ar: 'رقم المبنى' },
  unit: { en: 'Unit number', ar: 'رقم الوحدة' },
  postal_code: { en: 'Postal code', ar: 'الرمز البريدي' },
  additional_number: { en: 'Additional number', ar: 'الرقم الإضافي' },
  short_address: { en: 'Short address', ar: 'العنوان المختصر' },
  date: { en: 'Delivery date', ar: 'تاريخ التوصيل' },
  delivery_date: { en: 'Delivery date', ar: 'تاريخ التوصيل' },
  slot_id: { en: 'Delivery time', ar: 'وقت التوصيل' },
  message_card: { en: 'Message card', ar: 'بطاقة الإهداء' },
  hide_sender_name: { en: 'Hide my name', ar: 'إخفاء اسمي' },
  terms_accepted: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
  payment_method: { en: 'Payment method', ar: 'طريقة الدفع' },
  coupon_code: { en: 'Promo code', ar: 'رمز الخصم' },
  code: { en: 'Promo code', ar: 'رمز الخصم' },
  use: { en: 'Use the wallet', ar: 'استخدام المحفظة' },
  expected_total: { en: 'Order total', ar: 'إجمالي الطلب' },
  expected_amount_due: { en: 'Amount due', ar: 'المبلغ المستحق' },
  idempotency_key: { en: 'Request key', ar: 'مفتاح الطلب' },
  // Payments.
  order_uuid: { en: 'Order', ar: 'الطلب' },
  order_id: { en: 'Order', ar: 'الطلب' },
  card_id: { en: 'Saved card', ar: 'البطاقة المحفوظة' },
  payment_id: { en: 'Payment', ar: 'عملية الدفع' },
  validation_url: { en: 'Apple Pay session', ar: 'جلسة Apple Pay' },
  // Ratings.
  rating: { en: 'Rating', ar: 'التقييم' },
  reasons: { en: 'Reasons', ar: 'الأسباب' },
  comment: { en: 'Comment', ar: 'التعليق' },
  // Operating the store.
  status: { en: 'Status', ar: 'الحالة' },
  to: { en: 'New status', ar: 'الحالة الجديدة' },
  reason: { en: 'Reason', ar: 'السبب' },
  note: { en: 'Note', ar: 'الملاحظة' },
  refund_amount: { en: 'Refund amount', ar: 'مبلغ الاسترداد' },
  refund_to: { en: 'Refund to', ar: 'جهة الاسترداد' },
  amount_halalas: { en: 'Amount', ar: 'المبلغ' },
  on: { en: 'Maintenance mode', ar: 'وضع الصيانة' },
  discount_type: { en: 'Discount type', ar: 'نوع الخصم' },
  value: { en: 'Discount value', ar: 'قيمة الخصم' },
  min_order: { en: 'Minimum order', ar: 'الحد الأدنى للطلب' },
  max_discount: { en: 'Maximum discount', ar: 'الحد الأقصى للخصم' },
  usage_limit: { en: 'Usage limit', ar: 'حد الاستخدام' },
  per_user_limit: { en: 'Limit per customer', ar: 'الحد لكل عميل' },
  is_public: { en: 'Public', ar: 'عام' },
  starts_at: { en: 'Start time', ar: 'وقت البدء' },
  ends_at: { en: 'End time', ar: 'وقت الانتهاء' },
  description_ar: { en: 'Arabic description', ar: 'الوصف بالعربية' },
  description_en: { en: 'English description', ar: 'الوصف بالإنجليزية' },
} as const satisfies Record<string, Label>;

/** A field's path as the server reports it, without list indexes: `items.3.product_qty` → `items.product_qty`. */
const withoutIndexes = (path: string): string[] =>
  path.split('.').filter((segment) => segment !== '' && segment !== '*' && !/^\d+$/.test(segment));

/**
 * A field's label in a language, or `undefined` when it has none: by its path (without indexes),
 * then each shorter ending of it, then the same for its parent.
 */
export function fieldLabel(path: string, lang: Language): string | undefined {
  const labels: Readonly<Record<string, Label>> = fieldLabels;
  for (let segments = withoutIndexes(path); segments.length > 0; segments = segments.slice(0, -1)) {
    for (let start = 0; start < segments.length; start++) {
      const key = segments.slice(start).join('.');
      if (Object.hasOwn(labels, key)) return labels[key]?.[lang];
    }
  }
  return undefined;
}
