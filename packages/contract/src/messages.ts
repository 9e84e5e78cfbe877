/**
 * Validation messages of the contract's rules, by message id (zod-free: the browser imports it).
 *
 * Every rule of the contract's schemas (`rules.ts`, `calls.ts`, `calls/*.ts`, …) reports a key of
 * this table as its zod issue message (apps/api/test/contract.test.ts checks every source file);
 * the server translates it into the caller's language for the 400 envelope (`data.errors[].rule`
 * carries the key), and the storefront and design system show the same text in forms (react-intl
 * id `rule.<key>`). `{name}` placeholders are filled by `ruleMessage`.
 */
import { ACCOUNT_NAME_MIN_LENGTH, type Language, OTP_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { fillMessage } from './fill-message';

/**
 * The forms an Arabic noun takes after a count (CLDR plural categories of `ar`): one and two are said
 * by the noun alone, 3–10 (and 103–110, …) take the plural, 11–99 (111–199, …) the accusative
 * singular, 100–102, 200–202, … the genitive singular. `two` is the oblique dual: every message
 * here puts the count after a preposition (عن، من، على).
 */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const CHARACTERS: ArabicNoun = { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' };
const ITEMS: ArabicNoun = { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' };
const DIGITS: ArabicNoun = { one: 'رقم واحد', two: 'رقمين', few: 'أرقام', many: 'رقمًا', other: 'رقم' };

/**
 * A count and its Arabic noun as an ICU plural (`{max, plural, one {حرف واحد} … other {{max} حرف}}`):
 * the server's `fillMessage` and the forms' react-intl both choose the branch by `Intl.PluralRules`.
 */
const arabicCount = (name: string, noun: ArabicNoun) =>
  `{${name}, plural, one {${noun.one}} two {${noun.two}} few {{${name}} ${noun.few}} many {{${name}} ${noun.many}} other {{${name}} ${noun.other}}}`;

/** A count and its English noun as an ICU plural: `1 character`, `30 characters`. */
const englishCount = (name: string, singular: string, plural: string) =>
  `{${name}, plural, one {{${name}} ${singular}} other {{${name}} ${plural}}}`;

export const ruleMessages = {
  // Generic: what a zod issue without a rule key of its own is translated to (by issue code).
  required: { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  invalid_value: { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  invalid_type: { en: 'Invalid value type', ar: 'نوع القيمة غير صالح' },
  too_short: {
    en: `Must be at least ${englishCount('min', 'character', 'characters')}`,
    ar: `يجب ألا يقل عن ${arabicCount('min', CHARACTERS)}`,
  },
  too_long: {
    en: `Must be at most ${englishCount('max', 'character', 'characters')}`,
    ar: `يجب ألا يزيد عن ${arabicCount('max', CHARACTERS)}`,
  },
  too_small: { en: 'Must be at least {min}', ar: 'يجب ألا يقل عن {min}' },
  too_big: { en: 'Must be at most {max}', ar: 'يجب ألا يزيد عن {max}' },
  too_few_items: {
    en: `Must have at least ${englishCount('min', 'item', 'items')}`,
    ar: `يجب أن يحتوي على ${arabicCount('min', ITEMS)} على الأقل`,
  },
  too_many_items: {
    en: `Must have at most ${englishCount('max', 'item', 'items')}`,
    ar: `يجب ألا يحتوي على أكثر من ${arabicCount('max', ITEMS)}`,
  },
  unknown_option: { en: 'Not one of the allowed values', ar: 'ليست من القيم المسموح بها' },
  must_be_integer: { en: 'Must be an integer', ar: 'يجب أن يكون عددا صحيحا' },
  must_be_positive_integer: { en: 'Must be a positive integer', ar: 'يجب أن يكون عددا صحيحا موجبا' },
  // Spec §5 and the account calls.
  email_required: { en: 'Email is required', ar: 'البريد الإلكتروني مطلوب' },
  email_invalid: { en: 'Email is invalid', ar: 'البريد الإلكتروني غير صالح' },
  email_must_end_with_com: { en: 'Email must end with .com', ar: 'يجب أن ينتهي البريد الإلكتروني بـ ‎.com' },
  password_required: { en: 'Password is required', ar: 'كلمة المرور مطلوبة' },
  password_min_length: {
    en: `Password must be at least ${englishCount('min', 'character', 'characters')}`,
    ar: `يجب ألا تقل كلمة المرور عن ${arabicCount('min', CHARACTERS)}`,
  },
  password_too_long: { en: 'Password is too long', ar: 'كلمة المرور طويلة جدا' },
  confirm_password_required: { en: 'Confirm password is required', ar: 'تأكيد كلمة المرور مطلوب' },
  passwords_must_match: { en: 'Passwords must match', ar: 'يجب أن تتطابق كلمتا المرور' },
  name_required: { en: 'Name is required', ar: 'الاسم مطلوب' },
  name_min_length: {
    en: `Name must be at least ${englishCount('min', 'character', 'characters')}`,
    ar: `يجب ألا يقل الاسم عن ${arabicCount('min', CHARACTERS)}`,
  },
  name_too_long: { en: 'Name is too long', ar: 'الاسم طويل جدا' },
  phone_code_invalid: { en: 'Invalid phone code', ar: 'رمز الدولة غير صالح' },
  phone_required: { en: 'Phone number is required', ar: 'رقم الجوال مطلوب' },
  phone_invalid: { en: 'Phone number is invalid', ar: 'رقم الجوال غير صالح' },
  phone_length: {
    en: `Phone number must be exactly ${englishCount('n', 'digit', 'digits')} for country code +{code}.`,
    ar: `يجب أن يتكون رقم الجوال من ${arabicCount('n', DIGITS)} بالضبط لرمز الدولة +{code}.`,
  },
  otp_invalid: {
    en: `OTP must be ${englishCount('n', 'digit', 'digits')}`,
    ar: `يجب أن يتكون رمز التحقق من ${arabicCount('n', DIGITS)}`,
  },
  token_required: { en: 'The token is required', ar: 'الرمز مطلوب' },
  id_token_required: { en: 'The provider sign-in token is required', ar: 'رمز تسجيل الدخول من المزود مطلوب' },
  access_token_required: { en: 'The provider access token is required', ar: 'رمز الوصول من المزود مطلوب' },
  delete_confirmation_mismatch: {
    en: 'Type the confirmation phrase exactly',
    ar: 'اكتب عبارة التأكيد كما هي تماما',
  },
  search_required: { en: 'Search text is required', ar: 'نص البحث مطلوب' },
  product_ref_invalid: { en: 'Must be a product id or slug', ar: 'يجب أن يكون رقم منتج أو معرّفه' },
  page_ref_invalid: { en: 'Must be a page id or slug', ar: 'يجب أن يكون رقم صفحة أو معرّفها' },
  engraving_too_long: {
    en: `Engraving must be at most ${englishCount('max', 'character', 'characters')}`,
    ar: `يجب ألا يزيد النقش عن ${arabicCount('max', CHARACTERS)}`,
  },
  engraving_characters: {
    en: 'Engraving can use letters, digits, spaces and simple punctuation',
    ar: 'يمكن أن يحتوي النقش على حروف وأرقام ومسافات وعلامات ترقيم بسيطة فقط',
  },
  engraving_not_offered: { en: 'Engraving is not offered here', ar: 'النقش غير متاح هنا' },
  addons_must_not_repeat: { en: 'Add-ons must not repeat', ar: 'يجب ألا تتكرر الإضافات' },
  // Checkout, the recipient's link, track gift and the order page (calls/checkout.ts, calls/orders.ts).
  date_invalid: { en: 'Date must be a valid date (YYYY-MM-DD)', ar: 'يجب أن يكون التاريخ صالحا بالصيغة YYYY-MM-DD' },
  address_required: { en: 'Address is required', ar: 'العنوان مطلوب' },
  address_too_long: {
    en: `Address must be at most ${englishCount('max', 'character', 'characters')}`,
    ar: `يجب ألا يزيد العنوان عن ${arabicCount('max', CHARACTERS)}`,
  },
  delivery_slot_required: { en: 'Choose a delivery date and time', ar: 'اختر تاريخ التوصيل ووقته' },
  building_number_invalid: { en: 'Building number must be four digits', ar: 'يجب أن يتكون رقم المبنى من أربعة أرقام' },
  postal_code_invalid: { en: 'Postal code must be five digits', ar: 'يجب أن يتكون الرمز البريدي من خمسة أرقام' },
  additional_number_invalid: {
    en: 'Additional number must be four digits',
    ar: 'يجب أن يتكون الرقم الإضافي من أربعة أرقام',
  },
  short_address_invalid: {
    en: 'Short address must be four letters followed by four digits',
    ar: 'يجب أن يتكون العنوان المختصر من أربعة أحرف إنجليزية تليها أربعة أرقام',
  },
  quantity_out_of_range: {
    en: 'Enter a quantity between {min} and {max}',
    ar: 'أدخل كمية بين {min} و{max}',
  },
  message_card_required: { en: 'Message card text is required', ar: 'نص بطاقة الإهداء مطلوب' },
  message_card_too_long: {
    en: `Message card must be at most ${englishCount('max', 'character', 'characters')}`,
    ar: `يجب ألا يزيد نص بطاقة الإهداء عن ${arabicCount('max', CHARACTERS)}`,
  },
  coupon_code_required: { en: 'Promo code is required', ar: 'رمز الخصم مطلوب' },
  order_number_required: { en: 'Order number is required', ar: 'رقم الطلب مطلوب' },
  order_not_found: { en: 'Order not found', ar: 'الطلب غير موجود' },
  link_invalid: { en: 'This link is not valid', ar: 'هذا الرابط غير صالح' },
  rating_invalid: { en: 'Choose one of the ratings', ar: 'اختر أحد التقييمات المتاحة' },
  rating_reason_invalid: {
    en: 'Each reason must be one of the listed reasons',
    ar: 'يجب أن يكون كل سبب من الأسباب المدرجة',
  },
  rating_comment_too_long: {
    en: `Comment must be at most ${englishCount('max', 'character', 'characters')}`,
    ar: `يجب ألا يزيد التعليق عن ${arabicCount('max', CHARACTERS)}`,
  },
  // Operating the store (calls/operator.ts).
  order_ref_invalid: { en: 'Must be an order number, id or uuid', ar: 'يجب أن يكون رقم طلب أو معرّفه' },
  must_not_be_zero: { en: 'Must not be zero', ar: 'يجب ألا يساوي صفرا' },
  coupon_code_invalid: {
    en: 'Coupon code can use only letters, digits, - and _',
    ar: 'يمكن أن يحتوي رمز القسيمة على أحرف إنجليزية وأرقام والرمزين - و _ فقط',
  },
  // 10000 basis points: `{max}` is 100 (`ruleValues`), in the locale's digits.
  percent_too_big: { en: 'A percentage discount cannot exceed {max}%', ar: 'لا يمكن أن تتجاوز نسبة الخصم {max}%' },
  ends_before_start: { en: 'End time must be after the start time', ar: 'يجب أن يكون وقت الانتهاء بعد وقت البدء' },
} satisfies Record<string, Record<Language, string>>;

export type RuleMessageKey = keyof typeof ruleMessages;

/**
 * The values of the limits the contract fixes, by message: `ruleMessage` and the forms fill a
 * message's placeholders with them unless the issue gives its own. They are placeholders, not digits
 * written into the texts, so each language writes the number (Arabic-Indic in Arabic) and chooses
 * the noun's form by it («حرفين» for a name of at least 2, «٦ أحرف» for a password of at least 6).
 */
export const ruleValues: Partial<Record<RuleMessageKey, Readonly<Record<string, number>>>> = {
  password_min_length: { min: PASSWORD_MIN_LENGTH },
  name_min_length: { min: ACCOUNT_NAME_MIN_LENGTH },
  otp_invalid: { n: OTP_LENGTH },
  // A percentage discount's limit (10000 basis points).
  percent_too_big: { max: 100 },
};

export const isRuleMessageKey = (key: unknown): key is RuleMessageKey =>
  typeof key === 'string' && Object.hasOwn(ruleMessages, key);

/**
 * A rule's message in a language, placeholders filled from `params` over the contract's own values
 * (`ruleValues`) by `fillMessage`: a count's noun in the form its number takes (`{max, plural, …}`),
 * numbers in Arabic-Indic digits in Arabic as the storefront's forms write them, `+{code}` an LTR
 * isolate.
 */
export function ruleMessage(
  key: RuleMessageKey,
  lang: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fillMessage(ruleMessages[key][lang], lang, { ...ruleValues[key], ...params });
}

/**
 * The placeholder values a zod issue carries, named as the messages name them: `minimum` → `min`,
 * `maximum` → `max`, and a custom issue's own `params`. The server reads its 400 answers' values
 * with it, the forms their messages' (`issue` is a zod issue, or the server's report of one).
 */
export function ruleParamsOf(issue: object): Record<string, string | number> {
  const { minimum, maximum, params } = issue as { minimum?: unknown; maximum?: unknown; params?: unknown };
  const values: Record<string, string | number> = {};
  if (typeof minimum === 'number' || typeof minimum === 'bigint') values.min = Number(minimum);
  if (typeof maximum === 'number' || typeof maximum === 'bigint') values.max = Number(maximum);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
  }
  return values;
}

/**
 * The message id of a zod issue (or the server's report of one, `code` being its `keyword`): the
 * rule's own key when it names one, else one chosen by the issue's code and origin, so zod's English
 * never reaches the shopper. Pair it with `ruleParamsOf(issue)` for the `{min}` and `{max}` it names.
 */
export function ruleKeyOf(issue: { code?: unknown; message?: unknown; origin?: unknown }): RuleMessageKey {
  if (isRuleMessageKey(issue.message)) return issue.message;
  const { origin } = issue;
  const isText = origin === 'string';
  const isList = origin === 'array' || origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      // zod's own text is the only sign of a missing value: "…, received undefined".
      return typeof issue.message === 'string' && /received (undefined|null)/.test(issue.message)
        ? 'required'
        : 'invalid_type';
    case 'too_small':
      return isText ? 'too_short' : isList ? 'too_few_items' : 'too_small';
    case 'too_big':
      return isText ? 'too_long' : isList ? 'too_many_items' : 'too_big';
    case 'invalid_value':
    case 'invalid_key':
    case 'unrecognized_keys':
      return 'unknown_option';
    case 'not_multiple_of':
      return 'must_be_integer';
    default:
      return 'invalid_value';
  }
}

/** A rule's verdict without zod: a message id and its parameters (the phone rule's `n` and `code`). */
export interface RuleIssue {
  key: RuleMessageKey;
  params?: Record<string, string | number>;
}
