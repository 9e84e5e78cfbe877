/**
 * The HTML shell of the BNPL sandboxes' hosted payment pages (Tabby and Tamara): one document per
 * answer, no script, inline styles only, `lang`/`dir` from the session's language, a policy of its
 * own (the form may post to the page and be redirected to the merchant's return addresses).
 */
import { escapeHtml } from '../../templates';

export type PageLanguage = 'ar' | 'en';

export const html = escapeHtml;

export function pagePolicy(merchantUrls: Array<string | undefined>): string {
  const origins = new Set<string>();
  for (const url of merchantUrls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not an absolute URL: never redirected to
    }
  }
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${[...origins].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Prices through `Intl` in the page's language (Arabic digits in Arabic). */
export function formatSar(halalas: number, lang: PageLanguage): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(
    halalas / 100,
  );
}

export function formatDate(date: Date, lang: PageLanguage): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(date);
}

/** `+966500000001` → `+966 5•• ••• 001` (only the last three digits shown). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('966') ? digits.slice(3) : digits.replace(/^0/, '');
  if (local.length < 4) return '•••';
  return `+966 ${local[0]}•• ••• ${local.slice(-3)}`;
}

export function pageShell(input: {
  lang: PageLanguage;
  title: string;
  brand: string;
  accent: string;
  switchHref?: string;
  switchLabel?: string;
  switchText?: string;
  body: string;
}): string {
  const { lang, accent } = input;
  const other = lang === 'ar' ? 'en' : 'ar';
  const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;background:#f5f5f2;color:#1d1d1b;line-height:1.5}
main{max-width:480px;margin:0 auto;padding:24px 16px}
header{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-block-end:16px}
.brand{font-weight:800;font-size:1.25rem;color:${accent}}
h1{font-size:1.25rem;margin:0 0 8px}
h2{font-size:1rem;margin:16px 0 8px}
p{margin:0 0 12px}
a{color:${accent}}
.notice{background:#fff8e1;border:1px solid #8a6d00;border-radius:8px;padding:8px 12px;font-size:.9375rem}
.card{background:#fff;border:1px solid #cfcfc8;border-radius:12px;padding:16px;margin-block-end:16px}
.total{font-size:1.5rem;font-weight:700}
ol{padding-inline-start:20px;margin:0}
li{margin-block-end:4px}
label{display:block;font-weight:700;margin-block-end:4px}
input{font:inherit;inline-size:100%;min-block-size:48px;padding:8px 12px;border:1px solid #6b6b66;border-radius:8px;background:#fff;color:inherit}
.code{font-family:Menlo,Consolas,monospace;font-size:1.75rem;font-weight:700;letter-spacing:.3em}
.hint{font-size:.875rem;color:#4a4a46;margin-block:4px 12px}
.error{color:#a1001c;font-weight:700}
button{font:inherit;inline-size:100%;min-block-size:48px;padding:12px 16px;border-radius:12px;cursor:pointer;margin-block-start:12px}
.primary{background:${accent};border:1px solid ${accent};color:#fff;font-weight:700}
.secondary{background:transparent;border:1px solid ${accent};color:${accent}}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;
  const switcher =
    input.switchHref && input.switchText
      ? `<a href="${html(input.switchHref)}" lang="${other}" hreflang="${other}"${input.switchLabel ? ` aria-label="${html(input.switchLabel)}"` : ''}>${html(input.switchText)}</a>`
      : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(input.title)}</title>
<style>${style}</style>
</head>
<body>
<main>
<header><span class="brand">${html(input.brand)}</span>${switcher}</header>
${input.body}
</main>
</body>
</html>`;
}
