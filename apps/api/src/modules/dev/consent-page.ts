import type { Language } from '@hadiya/contract';
import type { SandboxIdentity } from '../../providers/identity/oidc-sandbox';
import { escapeHtml } from '../../providers/templates';
import type { SocialProvider } from '../../providers/types';

const PROVIDER_NAMES: Record<SocialProvider, Record<Language, string>> = {
  google: { en: 'Google', ar: 'Google' },
  apple: { en: 'Apple', ar: 'Apple' },
  facebook: { en: 'Facebook', ar: 'Facebook' },
};

export const consentMessages = {
  en: {
    title: (provider: string) => `Sign in with ${provider} (sandbox)`,
    intro:
      'This is the offline sandbox that stands in for the real provider. Choose a test identity to continue to Hadiya.',
    choose: 'Test identities',
    cancel: 'Cancel',
    switchLanguage: 'العربية',
    switchLanguageLabel: 'اعرض الصفحة بالعربية',
    errorTitle: 'This sign-in request cannot be completed',
    badRedirect: 'The return address is not this store’s sign-in callback.',
    badClient: 'The client id is not the sandbox’s.',
    badResponseType: 'Only response_type=id_token with the fragment response mode is supported.',
    missingNonce: 'The request has no nonce.',
    badIdentity: 'Unknown test identity.',
  },
  ar: {
    title: (provider: string) => `تسجيل الدخول عبر ${provider} (بيئة تجريبية)`,
    intro: 'هذه بيئة تجريبية تعمل دون اتصال بدلا من المزوّد الحقيقي. اختر هوية تجريبية للمتابعة إلى هدية.',
    choose: 'الهويات التجريبية',
    cancel: 'إلغاء',
    switchLanguage: 'English',
    switchLanguageLabel: 'Show this page in English',
    errorTitle: 'تعذّر إكمال طلب تسجيل الدخول',
    badRedirect: 'عنوان العودة ليس عنوان تسجيل الدخول في هذا المتجر.',
    badClient: 'معرّف العميل لا يخص البيئة التجريبية.',
    badResponseType: 'المدعوم فقط response_type=id_token مع وضع الاستجابة fragment.',
    missingNonce: 'الطلب بلا nonce.',
    badIdentity: 'هوية تجريبية غير معروفة.',
  },
} as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;background:#f7f3ee;color:#231f1c;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:24px 16px}
h1{font-size:1.25rem;margin:0 0 8px}
p{margin:0 0 16px}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-block-end:16px}
.brand{font-weight:700;color:#7a2e3a}
a{color:#7a2e3a}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:700;margin-block-end:8px;padding:0}
ul{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:8px}
button{font:inherit;inline-size:100%;min-block-size:48px;padding:12px 16px;border-radius:12px;cursor:pointer;text-align:start}
.identity{background:#fff;border:1px solid #d8cfc6;color:inherit;display:grid;gap:2px}
.identity strong{font-size:1rem}
.identity span{font-size:.875rem;color:#5c534c;overflow-wrap:anywhere}
.identity:hover{border-color:#7a2e3a}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.cancel{background:transparent;border:1px solid #7a2e3a;color:#7a2e3a;text-align:center}
`;

function shell(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function consentPage(input: {
  lang: Language;
  provider: SocialProvider;
  identities: readonly SandboxIdentity[];
  hiddenInputs: string;
  switchLanguageHref: string;
}): string {
  const { lang, provider } = input;
  const m = consentMessages[lang];
  const title = m.title(PROVIDER_NAMES[provider][lang]);
  const items = input.identities
    .map(
      (
        identity,
      ) => `<li><button type="submit" class="identity" name="identity" value="${escapeHtml(identity.key)}" aria-describedby="hint-${escapeHtml(identity.key)}">
<strong>${escapeHtml(identity.label[lang])}</strong>
<span id="hint-${escapeHtml(identity.key)}">${identity.email && !identity.isNewEveryTime ? `<bdi dir="ltr">${escapeHtml(identity.email)}</bdi> · ` : ''}${escapeHtml(identity.hint[lang])}</span>
</button></li>`,
    )
    .join('\n');
  const otherLang = lang === 'ar' ? 'en' : 'ar';
  return shell(
    lang,
    title,
    `<main>
<div class="top"><span class="brand">${lang === 'ar' ? 'هدية' : 'Hadiya'}</span>
<a href="${escapeHtml(input.switchLanguageHref)}" lang="${otherLang}" hreflang="${otherLang}" aria-label="${escapeHtml(m.switchLanguageLabel)}">${escapeHtml(m.switchLanguage)}</a></div>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(m.intro)}</p>
<form method="get" action="">
${input.hiddenInputs}
<fieldset>
<legend>${escapeHtml(m.choose)}</legend>
<ul>
${items}
</ul>
</fieldset>
<button type="submit" class="cancel" name="action" value="cancel">${escapeHtml(m.cancel)}</button>
</form>
</main>`,
  );
}

export function errorPage(lang: Language, reason: string): string {
  const m = consentMessages[lang];
  return shell(
    lang,
    m.errorTitle,
    `<main>
<h1>${escapeHtml(m.errorTitle)}</h1>
<p role="alert">${escapeHtml(reason)}</p>
</main>`,
  );
}
