import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hadiya/contract';

/** Server messages in both languages. `{name}` placeholders are filled by `t`. */
export const messages = {
  ok: { en: 'Success', ar: 'تمت العملية بنجاح' },
  guest_created: { en: 'Guest session created', ar: 'تم إنشاء جلسة الزائر' },
  language_updated: { en: 'Language updated', ar: 'تم تحديث اللغة' },
  validation_failed: { en: 'Invalid value for {field}: {detail}', ar: 'قيمة غير صالحة للحقل {field}: {detail}' },
  invalid_json: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحا' },
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
  delivery_notice: { en: 'Delivery takes 2-5 business days', ar: 'يستغرق التوصيل من 2 إلى 5 أيام عمل' },
  featured_section: { en: 'Featured gifts', ar: 'هدايا مميزة' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function t(lang: Language, key: MessageKey, params?: Record<string, string | number>): string {
  const template: string = messages[key][lang];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
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
