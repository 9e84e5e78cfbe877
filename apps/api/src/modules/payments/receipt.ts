/**
 * The receipt e-mail sent once an order is paid (job `order.receipt`): a simplified tax invoice in
 * the shopper's language with the seller's name and VAT number, the lines, the VAT the prices
 * include, the total, and the ZATCA QR code. The QR is a PNG data URI in the HTML part (the dev
 * outbox shows it) and its base64 TLV is also written in the text part.
 */
import type { Language } from '@hadiya/contract';
import QRCode from 'qrcode';
import { escapeHtml, STORE_NAME } from '../../providers/templates';
import { zatcaQrPayload, zatcaTimestamp } from './zatca';

export interface ReceiptLine {
  title: string;
  quantity: number;
  /** Line total, VAT-inclusive, in halalas. */
  totalHalalas: number;
}

export interface ReceiptInput {
  orderNumber: string;
  issuedAt: Date;
  sellerName: string;
  vatNumber: string;
  lines: ReceiptLine[];
  /** Delivery fee, VAT-inclusive (0: not shown). */
  deliveryHalalas: number;
  discountHalalas: number;
  walletHalalas: number;
  /** Invoice total with VAT. */
  totalHalalas: number;
  vatHalalas: number;
  paymentMethod: string;
  customerName?: string | null;
}

export interface RenderedReceipt {
  subject: string;
  text: string;
  html: string;
  /** The base64 TLV the QR code encodes. */
  qrPayload: string;
  /** `data:image/png;base64,…`. */
  qrDataUri: string;
}

const labels = {
  en: {
    subject: (n: string) => `Your ${STORE_NAME.en} receipt for order ${n}`,
    heading: 'Simplified tax invoice',
    thanks: 'Thank you, your payment is confirmed.',
    order: 'Order number',
    date: 'Invoice date',
    seller: 'Seller',
    vatNumber: 'VAT number',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    delivery: 'Delivery',
    discount: 'Discount',
    wallet: 'Paid from wallet',
    total: 'Total (VAT included)',
    vat: 'VAT 15% included',
    method: 'Payment method',
    qr: 'ZATCA QR code',
    hello: (name?: string | null) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,'),
    footer: 'An automatic message from Hadiya; please do not reply.',
  },
  ar: {
    subject: (n: string) => `إيصال طلبك ${n} من ${STORE_NAME.ar}`,
    heading: 'فاتورة ضريبية مبسطة',
    thanks: 'شكرا لك، تم تأكيد الدفع.',
    order: 'رقم الطلب',
    date: 'تاريخ الفاتورة',
    seller: 'البائع',
    vatNumber: 'الرقم الضريبي',
    item: 'المنتج',
    qty: 'الكمية',
    amount: 'المبلغ',
    delivery: 'التوصيل',
    discount: 'الخصم',
    wallet: 'مدفوع من المحفظة',
    total: 'الإجمالي (شامل الضريبة)',
    vat: 'ضريبة القيمة المضافة 15% مشمولة',
    method: 'طريقة الدفع',
    qr: 'رمز الاستجابة السريعة (هيئة الزكاة والضريبة والجمارك)',
    hello: (name?: string | null) => (name?.trim() ? `مرحبا ${name.trim()}،` : 'مرحبا،'),
    footer: 'رسالة آلية من هدية، لا ترد عليها.',
  },
} as const;

const METHOD_NAMES: Record<string, Record<Language, string>> = {
  card: { en: 'Card', ar: 'بطاقة' },
  saved_card: { en: 'Saved card', ar: 'بطاقة محفوظة' },
  applepay: { en: 'Apple Pay', ar: 'Apple Pay' },
  stcpay: { en: 'STC Pay', ar: 'STC Pay' },
  tabby: { en: 'Tabby', ar: 'تابي' },
  tamara: { en: 'Tamara', ar: 'تمارا' },
  wallet: { en: 'Wallet', ar: 'المحفظة' },
};

export function formatMoney(lang: Language, halalas: number): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
  }).format(halalas / 100);
}

function formatDate(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(date);
}

export async function renderReceipt(lang: Language, input: ReceiptInput): Promise<RenderedReceipt> {
  const l = labels[lang];
  const money = (h: number) => formatMoney(lang, h);
  const qrPayload = zatcaQrPayload({
    sellerName: input.sellerName,
    vatNumber: input.vatNumber,
    timestamp: zatcaTimestamp(input.issuedAt),
    totalHalalas: input.totalHalalas,
    vatHalalas: input.vatHalalas,
  });
  const qrDataUri = await QRCode.toDataURL(qrPayload, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
  const method = METHOD_NAMES[input.paymentMethod]?.[lang] ?? input.paymentMethod;
  const extras: Array<[string, string]> = [];
  if (input.deliveryHalalas > 0) extras.push([l.delivery, money(input.deliveryHalalas)]);
  if (input.discountHalalas > 0) extras.push([l.discount, `−${money(input.discountHalalas)}`]);
  if (input.walletHalalas > 0) extras.push([l.wallet, money(input.walletHalalas)]);

  const text = [
    l.heading,
    '',
    l.hello(input.customerName),
    l.thanks,
    '',
    `${l.order}: ${input.orderNumber}`,
    `${l.date}: ${formatDate(lang, input.issuedAt)}`,
    `${l.seller}: ${input.sellerName}`,
    `${l.vatNumber}: ${input.vatNumber}`,
    '',
    ...input.lines.map((line) => `${line.title} × ${line.quantity}: ${money(line.totalHalalas)}`),
    ...extras.map(([label, value]) => `${label}: ${value}`),
    `${l.total}: ${money(input.totalHalalas)}`,
    `${l.vat}: ${money(input.vatHalalas)}`,
    `${l.method}: ${method}`,
    '',
    `${l.qr}: ${qrPayload}`,
    '',
    `— ${STORE_NAME[lang]}`,
  ].join('\n');

  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const font =
    lang === 'ar' ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const cell = 'padding:6px 0;border-bottom:1px solid #e8e0d8';
  const end = 'text-align:end';
  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="${cell}${strong ? ';font-weight:700' : ''}">${escapeHtml(label)}</td><td></td><td style="${cell};${end}${strong ? ';font-weight:700' : ''}"><bdi>${escapeHtml(value)}</bdi></td></tr>`;
  const lines = input.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.title)}</td><td style="${cell};text-align:center">${line.quantity}</td><td style="${cell};${end}"><bdi>${escapeHtml(money(line.totalHalalas))}</bdi></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(l.subject(input.orderNumber))}</title>
</head>
<body style="margin:0;padding:0;background:#f7f3ee">
<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;font-family:${font};color:#231f1c">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#7a2e3a">${escapeHtml(STORE_NAME[lang])}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(l.heading)}</h1>
<p style="margin:0 0 8px;font-size:16px">${escapeHtml(l.hello(input.customerName))}</p>
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(l.thanks)}</p>
<p style="margin:0 0 4px">${escapeHtml(l.order)}: <bdi dir="ltr">${escapeHtml(input.orderNumber)}</bdi></p>
<p style="margin:0 0 4px">${escapeHtml(l.date)}: ${escapeHtml(formatDate(lang, input.issuedAt))}</p>
<p style="margin:0 0 4px">${escapeHtml(l.seller)}: ${escapeHtml(input.sellerName)}</p>
<p style="margin:0 0 16px">${escapeHtml(l.vatNumber)}: <bdi dir="ltr">${escapeHtml(input.vatNumber)}</bdi></p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
<thead><tr><th style="${cell};text-align:start">${escapeHtml(l.item)}</th><th style="${cell}">${escapeHtml(l.qty)}</th><th style="${cell};${end}">${escapeHtml(l.amount)}</th></tr></thead>
<tbody>
${lines}
${extras.map(([label, value]) => row(label, value)).join('\n')}
${row(l.total, money(input.totalHalalas), true)}
${row(l.vat, money(input.vatHalalas))}
${row(l.method, method)}
</tbody>
</table>
<p style="margin:24px 0 8px;font-size:14px">${escapeHtml(l.qr)}</p>
<img src="${qrDataUri}" alt="${escapeHtml(l.qr)}" width="180" height="180" style="display:block">
<p style="margin:32px 0 0;font-size:13px;color:#6b625b">${escapeHtml(l.footer)}</p>
</div>
</body>
</html>`;
  return { subject: l.subject(input.orderNumber), text, html, qrPayload, qrDataUri };
}
