/**
 * The sandbox's 3-D Secure "issuer" page: real HTML a shopper clicks (Approve / Fail / Cancel),
 * bilingual, no script, no inline style (the app's CSP applies when it is mounted), every link
 * relative so it works under any mount path (`/sandbox/moyasar/3ds/:id`).
 */

export interface ThreeDsPageInput {
  id: string;
  lang: 'ar' | 'en';
  merchant: string;
  amountHalalas: number;
  currency: string;
  brand: string;
  maskedNumber: string;
  /** Whether the card is one of the reference's test cards (an unlisted card is declined). */
  isTestCard: boolean;
  /** `initiated` shows the buttons; anything else says the attempt is over. */
  status: string;
  createdAt: Date;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXT = {
  ar: {
    title: 'التحقق من الدفع',
    intro: 'هذه صفحة تحقق تجريبية من بيئة اختبار هدية. لا يتم التواصل مع أي بنك.',
    merchant: 'التاجر',
    amount: 'المبلغ',
    card: 'البطاقة',
    date: 'التاريخ',
    choose: 'اختر نتيجة التحقق:',
    approve: 'الموافقة على الدفع',
    fail: 'فشل التحقق',
    cancel: 'إلغاء',
    unlisted: 'هذه البطاقة ليست من بطاقات الاختبار، لذا سيُرفض الدفع.',
    done: 'انتهت محاولة التحقق هذه.',
    other: 'English',
  },
  en: {
    title: 'Payment verification',
    intro: "This is the Hadiya sandbox's test verification page. No bank is contacted.",
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    date: 'Date',
    choose: 'Choose the verification result:',
    approve: 'Approve the payment',
    fail: 'Fail verification',
    cancel: 'Cancel',
    unlisted: 'This card is not one of the test cards, so the payment will be declined.',
    done: 'This verification attempt is over.',
    other: 'العربية',
  },
} as const;

export function renderThreeDsPage(input: ThreeDsPageInput): string {
  const t = TEXT[input.lang];
  const otherLang = input.lang === 'ar' ? 'en' : 'ar';
  const locale = input.lang === 'ar' ? 'ar-SA' : 'en-SA';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: input.currency }).format(
    input.amountHalalas / 100,
  );
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(input.createdAt);
  const id = encodeURIComponent(input.id);
  const isOpen = input.status === 'initiated';
  return `<!doctype html>
<html lang="${input.lang}" dir="${input.lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} – 3-D Secure</title>
<link rel="stylesheet" href="../3ds.css">
</head>
<body>
<main>
<h1>${escapeHtml(t.title)} – <bdi dir="ltr" lang="en">3-D Secure</bdi></h1>
<p>${escapeHtml(t.intro)}</p>
<dl>
<div><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(input.merchant)}</dd></div>
<div><dt>${escapeHtml(t.amount)}</dt><dd><bdi>${escapeHtml(amount)}</bdi></dd></div>
<div><dt>${escapeHtml(t.card)}</dt><dd><bdi dir="ltr">${escapeHtml(input.brand.toUpperCase())} ${escapeHtml(input.maskedNumber)}</bdi></dd></div>
<div><dt>${escapeHtml(t.date)}</dt><dd>${escapeHtml(date)}</dd></div>
</dl>
${
  isOpen
    ? `${input.isTestCard ? '' : `<p class="note" role="note">${escapeHtml(t.unlisted)}</p>`}
<form method="post" action="${id}?lang=${input.lang}">
<fieldset>
<legend>${escapeHtml(t.choose)}</legend>
<button type="submit" name="result" value="approve" class="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="result" value="fail" class="fail">${escapeHtml(t.fail)}</button>
<button type="submit" name="result" value="cancel" class="cancel">${escapeHtml(t.cancel)}</button>
</fieldset>
</form>`
    : `<p class="note" role="status">${escapeHtml(t.done)}</p>`
}
<p><a href="${id}?lang=${otherLang}" lang="${otherLang}" hreflang="${otherLang}">${escapeHtml(t.other)}</a></p>
</main>
</body>
</html>
`;
}

export const THREE_DS_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
main{max-inline-size:28rem;margin-block:2rem;margin-inline:auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.75rem}
h1{font-size:1.25rem;margin-block:0 .75rem}
dl{margin:1rem 0;display:grid;gap:.5rem}
dl div{display:flex;justify-content:space-between;gap:1rem}
dt{color:#374151}
dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:1rem 0 0;display:grid;gap:.75rem}
legend{font-weight:600;margin-block-end:.75rem}
button{font:inherit;font-weight:600;padding:.75rem 1rem;border-radius:.5rem;border:2px solid transparent;cursor:pointer;min-block-size:2.75rem}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.approve{background:#166534;color:#fff}
.fail{background:#991b1b;color:#fff}
.cancel{background:#fff;color:#111827;border-color:#4b5563}
.note{padding:.75rem;border-radius:.5rem;background:#fef3c7;color:#78350f}
a{color:#1d4ed8}
`;
