import { type Language, messageNumber } from '@hadiya/contract';

/**
 * The messages the store sends, in Arabic and English. E-mails carry a plain-text part and an
 * HTML part (`dir="rtl" lang="ar"` for Arabic); codes are ASCII digits inside an LTR island so
 * they read the same in both directions (and the outbox readers can find them).
 */
export interface TemplateParamsByKind {
  otp_code: { code: string; minutes?: number };
  email_verification_code: { code: string; minutes?: number; name?: string | null };
  password_reset_code: { code: string; minutes?: number; name?: string | null };
  phone_change_code: { code: string; minutes?: number };
  welcome: { name?: string | null };
  /** A sign-up with the address of an existing account: sent to the owner instead of a code. */
  account_exists: { signInUrl: string; name?: string | null };
  password_changed: { name?: string | null };
  account_deleted: { name?: string | null };
  product_back_in_stock: { productTitle: string; url: string; name?: string | null };
}

export type MessageKind = keyof TemplateParamsByKind;
export const MESSAGE_KINDS = [
  'otp_code',
  'email_verification_code',
  'password_reset_code',
  'phone_change_code',
  'welcome',
  'account_exists',
  'password_changed',
  'account_deleted',
  'product_back_in_stock',
] as const satisfies readonly MessageKind[];

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const STORE_NAME: Record<Language, string> = { en: 'Hadiya', ar: 'هدية' };
const DEFAULT_MINUTES = 5;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One block of an e-mail body: a paragraph, the code, or a link button. */
type Block = { paragraph: string } | { code: string } | { link: { href: string; label: string } };

interface Content {
  subject: string;
  heading: string;
  blocks: Block[];
}

const greeting = (lang: Language, name: string | null | undefined) => {
  const trimmed = name?.trim();
  if (lang === 'ar') return trimmed ? `مرحبا ${trimmed}،` : 'مرحبا،';
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
};

// In Arabic-Indic digits, as the storefront writes numbers in Arabic.
const arabicMinutes = (minutes: number) =>
  `${messageNumber(minutes, 'ar')} ${minutes >= 3 && minutes <= 10 ? 'دقائق' : 'دقيقة'}`;

const minutesText = (lang: Language, minutes: number) =>
  lang === 'ar'
    ? `الرمز صالح لمدة ${arabicMinutes(minutes)}. لا تشاركه مع أحد.`
    : `The code is valid for ${minutes} minute${minutes === 1 ? '' : 's'}. Do not share it with anyone.`;

const ignoreText = (lang: Language) =>
  lang === 'ar'
    ? 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.'
    : 'If you did not ask for this code, you can ignore this message.';

function emailContent<K extends MessageKind>(kind: K, lang: Language, params: TemplateParamsByKind[K]): Content {
  const ar = lang === 'ar';
  const p = params as TemplateParamsByKind[MessageKind] & Partial<Record<string, unknown>>;
  const name = (p as { name?: string | null }).name;
  const code = (p as { code?: string }).code ?? '';
  const minutes = (p as { minutes?: number }).minutes ?? DEFAULT_MINUTES;
  const store = STORE_NAME[lang];
  switch (kind) {
    case 'otp_code':
      return {
        subject: ar ? `رمز الدخول إلى ${store}` : `Your ${store} sign-in code`,
        heading: ar ? 'رمز الدخول' : 'Your sign-in code',
        blocks: [
          { paragraph: greeting(lang, name) },
          { paragraph: ar ? 'استخدم هذا الرمز لتسجيل الدخول:' : 'Use this code to sign in:' },
          { code },
          { paragraph: minutesText(lang, minutes) },
          { paragraph: ignoreText(lang) },
        ],
      };
    case 'email_verification_code':
      return {
        subject: ar ? `رمز تأكيد بريدك في ${store}` : `Confirm your email for ${store}`,
        heading: ar ? 'تأكيد البريد الإلكتروني' : 'Confirm your email',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? 'أدخل هذا الرمز لتأكيد بريدك الإلكتروني:'
              : 'Enter this code to confirm your email address:',
          },
          { code },
          { paragraph: minutesText(lang, minutes) },
          { paragraph: ignoreText(lang) },
        ],
      };
    case 'password_reset_code':
      return {
        subject: ar ? `رمز إعادة تعيين كلمة المرور في ${store}` : `Reset your ${store} password`,
        heading: ar ? 'إعادة تعيين كلمة المرور' : 'Reset your password',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? 'طلبت إعادة تعيين كلمة المرور. أدخل هذا الرمز للمتابعة:'
              : 'You asked to reset your password. Enter this code to continue:',
          },
          { code },
          { paragraph: minutesText(lang, minutes) },
          {
            paragraph: ar
              ? 'إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة المرور الحالية لم تتغير.'
              : 'If you did not ask for this, ignore this message; your password has not changed.',
          },
        ],
      };
    case 'phone_change_code':
      return {
        subject: ar ? `رمز تأكيد رقم الجوال في ${store}` : `Confirm your new mobile number for ${store}`,
        heading: ar ? 'تأكيد رقم الجوال الجديد' : 'Confirm your new mobile number',
        blocks: [
          { paragraph: greeting(lang, name) },
          { paragraph: ar ? 'أدخل هذا الرمز لتأكيد رقمك الجديد:' : 'Enter this code to confirm your new number:' },
          { code },
          { paragraph: minutesText(lang, minutes) },
        ],
      };
    case 'welcome':
      return {
        subject: ar ? `أهلا بك في ${store}` : `Welcome to ${store}`,
        heading: ar ? `أهلا بك في ${store}` : `Welcome to ${store}`,
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? 'تم إنشاء حسابك بنجاح. يسعدنا أن نساعدك في اختيار هدايا تُسعد من تحب.'
              : 'Your account is ready. We are glad to help you find gifts for the people you love.',
          },
        ],
      };
    case 'account_exists': {
      const { signInUrl } = params as TemplateParamsByKind['account_exists'];
      return {
        subject: ar ? `لديك حساب في ${store} بهذا البريد` : `You already have a ${store} account`,
        heading: ar ? 'لديك حساب بالفعل' : 'You already have an account',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? `حاول أحدهم للتو إنشاء حساب جديد في ${store} بعنوان البريد هذا. لديك حساب به بالفعل، لذلك لم يُنشأ حساب جديد ولم نرسل رمز تأكيد.`
              : `Someone just tried to create a new ${store} account with this email address. You already have an account with it, so no new account was created and no code was sent.`,
          },
          {
            paragraph: ar
              ? 'إن كنت أنت، فسجّل الدخول بالبريد وكلمة المرور أو بالطريقة التي أنشأت بها حسابك. إن نسيت كلمة المرور فاختر «نسيت كلمة المرور؟» في نافذة تسجيل الدخول لتعيين كلمة جديدة.'
              : 'If it was you, sign in with your email and password, or the way you created your account. If you have forgotten your password, choose “Forgot password?” in the sign-in window to set a new one.',
          },
          { link: { href: signInUrl, label: ar ? 'تسجيل الدخول' : 'Sign in' } },
          {
            paragraph: ar
              ? 'إن لم تكن أنت، فتجاهل هذه الرسالة؛ حسابك لم يتغير.'
              : 'If it was not you, ignore this message; your account has not changed.',
          },
        ],
      };
    }
    case 'password_changed':
      return {
        subject: ar ? `تم تغيير كلمة المرور في ${store}` : `Your ${store} password was changed`,
        heading: ar ? 'تم تغيير كلمة المرور' : 'Your password was changed',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? 'تم تغيير كلمة مرور حسابك، وتم تسجيل الخروج من جميع الأجهزة الأخرى.'
              : 'The password of your account was changed and every other device was signed out.',
          },
          {
            paragraph: ar
              ? 'إذا لم تقم بذلك، أعد تعيين كلمة المرور فورا وتواصل معنا.'
              : 'If this was not you, reset your password now and contact us.',
          },
        ],
      };
    case 'account_deleted':
      return {
        subject: ar ? `تم حذف حسابك في ${store}` : `Your ${store} account was deleted`,
        heading: ar ? 'تم حذف حسابك' : 'Your account was deleted',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? 'تم حذف حسابك وبياناتك الشخصية. نحتفظ بالطلبات السابقة دون بيانات شخصية لأغراض المحاسبة.'
              : 'Your account and personal data were deleted. Past orders are kept without personal data for our books.',
          },
          { paragraph: ar ? 'نأمل أن نراك مجددا.' : 'We hope to see you again.' },
        ],
      };
    case 'product_back_in_stock': {
      const { productTitle, url } = params as TemplateParamsByKind['product_back_in_stock'];
      return {
        subject: ar ? `عاد إلى المخزون: ${productTitle}` : `Back in stock: ${productTitle}`,
        heading: ar ? 'المنتج متوفر مجددا' : 'Back in stock',
        blocks: [
          { paragraph: greeting(lang, name) },
          {
            paragraph: ar
              ? `المنتج «${productTitle}» الذي طلبت إشعارك به متوفر الآن.`
              : `"${productTitle}", which you asked us to watch, is available again.`,
          },
          { link: { href: url, label: ar ? 'عرض المنتج' : 'View the product' } },
        ],
      };
    }
    default:
      throw new Error(`unknown message kind ${String(kind)}`);
  }
}

function renderText(lang: Language, content: Content): string {
  const lines = content.blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('code' in block) return block.code;
    return `${block.link.label}: ${block.link.href}`;
  });
  return [content.heading, '', ...lines.flatMap((line) => [line, '']), `— ${STORE_NAME[lang]}`].join('\n');
}

const isSafeUrl = (href: string) => /^https?:\/\//i.test(href) || href.startsWith('/');

function renderHtml(lang: Language, content: Content): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const font =
    lang === 'ar' ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const body = content.blocks
    .map((block) => {
      if ('paragraph' in block) {
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(block.paragraph)}</p>`;
      }
      if ('code' in block) {
        return `<p dir="ltr" style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;text-align:center;font-family:Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>`;
      }
      const href = isSafeUrl(block.link.href) ? block.link.href : '#';
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:#7a2e3a;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(block.link.label)}</a></p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f7f3ee">
<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;font-family:${font};color:#231f1c">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#7a2e3a">${escapeHtml(STORE_NAME[lang])}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>
${body}
<p style="margin:32px 0 0;font-size:13px;color:#6b625b">${escapeHtml(lang === 'ar' ? 'رسالة آلية من هدية، لا ترد عليها.' : 'An automatic message from Hadiya; please do not reply.')}</p>
</div>
</body>
</html>`;
}

export function renderEmail<K extends MessageKind>(
  kind: K,
  lang: Language,
  params: TemplateParamsByKind[K],
): RenderedEmail {
  const content = emailContent(kind, lang, params);
  return { subject: content.subject, text: renderText(lang, content), html: renderHtml(lang, content) };
}

/** One SMS, short (a code first so phones can offer it), in the recipient's language. */
export function renderSms<K extends MessageKind>(kind: K, lang: Language, params: TemplateParamsByKind[K]): string {
  const ar = lang === 'ar';
  const store = STORE_NAME[lang];
  const p = params as { code?: string; minutes?: number };
  const code = p.code ?? '';
  const minutes = p.minutes ?? DEFAULT_MINUTES;
  const validity = ar ? `صالح ${arabicMinutes(minutes)}` : `valid ${minutes} min`;
  switch (kind) {
    case 'otp_code':
      return ar
        ? `${store}: رمز الدخول ${code} (${validity}). لا تشاركه مع أحد.`
        : `${store}: your sign-in code is ${code} (${validity}). Do not share it.`;
    case 'email_verification_code':
      return ar
        ? `${store}: رمز تأكيد البريد ${code} (${validity}).`
        : `${store}: your email confirmation code is ${code} (${validity}).`;
    case 'password_reset_code':
      return ar
        ? `${store}: رمز إعادة تعيين كلمة المرور ${code} (${validity}). لا تشاركه مع أحد.`
        : `${store}: your password reset code is ${code} (${validity}). Do not share it.`;
    case 'phone_change_code':
      return ar
        ? `${store}: رمز تأكيد رقم الجوال الجديد ${code} (${validity}).`
        : `${store}: the code to confirm your new number is ${code} (${validity}).`;
    case 'welcome':
      return ar ? `أهلا بك في ${store}! تم إنشاء حسابك.` : `Welcome to ${store}! Your account is ready.`;
    case 'account_exists':
      return ar
        ? `${store}: لديك حساب بهذا البريد بالفعل. سجّل الدخول أو اختر «نسيت كلمة المرور؟».`
        : `${store}: you already have an account with this email. Sign in, or choose "Forgot password?".`;
    case 'password_changed':
      return ar
        ? `${store}: تم تغيير كلمة المرور. إن لم تكن أنت فتواصل معنا.`
        : `${store}: your password was changed. If this was not you, contact us.`;
    case 'account_deleted':
      return ar ? `${store}: تم حذف حسابك وبياناتك الشخصية.` : `${store}: your account and personal data were deleted.`;
    case 'product_back_in_stock': {
      const { productTitle, url } = params as TemplateParamsByKind['product_back_in_stock'];
      return ar
        ? `${store}: «${productTitle}» متوفر الآن ${url}`
        : `${store}: "${productTitle}" is back in stock ${url}`;
    }
    default:
      throw new Error(`unknown message kind ${String(kind)}`);
  }
}
