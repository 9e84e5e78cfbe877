import type { Language } from '@hadiya/contract';
import { escapeHtml, STORE_NAME } from '../../providers/templates';
import type { OutgoingEmail } from '../../providers/types';

/**
 * The support e-mails in Arabic and English: the acknowledgement of a ticket or an inquiry, the
 * shopper's ticket_updated / ticket_closed notices (the same names as the push types of spec §4),
 * and the store inbox's copy of each form.
 */
export type SupportEmail =
  | { kind: 'ticket_received'; ticketNumber: string; name: string; isGuest: boolean }
  | {
      kind: 'ticket_updated' | 'ticket_closed';
      ticketNumber: string;
      name: string;
      statusLabel: string;
      reply: string | null;
      refund: string | null;
      link: string | null;
    }
  | { kind: 'inquiry_received'; form: 'corporate_gifts' | 'collaboration'; reference: string; name: string }
  | {
      kind: 'store_inbox';
      title: string;
      reference: string;
      fields: [string, string][];
      attachments: string[];
    };

interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  link?: { href: string; label: string };
  table?: [string, string][];
}

const hello = (lang: Language, name: string) => {
  const trimmed = name.trim();
  if (lang === 'ar') return trimmed ? `مرحبا ${trimmed}،` : 'مرحبا،';
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
};

function content(email: SupportEmail, lang: Language): Content {
  const ar = lang === 'ar';
  switch (email.kind) {
    case 'ticket_received':
      return {
        subject: ar ? `استلمنا رسالتك (${email.ticketNumber})` : `We received your message (${email.ticketNumber})`,
        heading: ar ? 'شكرا لتواصلك معنا' : 'Thank you for contacting us',
        paragraphs: [
          hello(lang, email.name),
          ar
            ? `رقم تذكرتك ${email.ticketNumber}. سيرد فريق خدمة العملاء في أقرب وقت.`
            : `Your ticket number is ${email.ticketNumber}. Our customer care team will reply soon.`,
          email.isGuest
            ? ar
              ? 'سنرد عليك عبر هذا البريد الإلكتروني.'
              : 'We will answer you at this e-mail address.'
            : ar
              ? 'يمكنك متابعة التذكرة من صفحة تواصل معنا، تبويب تذاكري.'
              : 'You can follow it on the Contact Us page, under My Tickets.',
        ],
      };
    case 'ticket_updated':
    case 'ticket_closed': {
      const closed = email.kind === 'ticket_closed';
      const paragraphs = [
        hello(lang, email.name),
        ar
          ? `${closed ? 'أُغلقت' : 'تم تحديث'} تذكرتك ${email.ticketNumber}. الحالة: ${email.statusLabel}.`
          : `Your ticket ${email.ticketNumber} has been ${closed ? 'closed' : 'updated'}. Status: ${email.statusLabel}.`,
      ];
      if (email.reply) paragraphs.push(ar ? `رد فريق هدية: ${email.reply}` : `Hadiya's reply: ${email.reply}`);
      if (email.refund) {
        paragraphs.push(
          ar ? `أضفنا ${email.refund} إلى محفظتك في هدية.` : `We have added ${email.refund} to your Hadiya wallet.`,
        );
      }
      return {
        subject: ar
          ? `${closed ? 'أُغلقت' : 'تحديث على'} تذكرتك ${email.ticketNumber}`
          : `Your ticket ${email.ticketNumber} was ${closed ? 'closed' : 'updated'}`,
        heading: ar
          ? closed
            ? 'أُغلقت تذكرتك'
            : 'تحديث على تذكرتك'
          : closed
            ? 'Your ticket is closed'
            : 'Your ticket was updated',
        paragraphs,
        ...(email.link ? { link: { href: email.link, label: ar ? 'عرض التذكرة' : 'View the ticket' } } : {}),
      };
    }
    case 'inquiry_received': {
      const corporate = email.form === 'corporate_gifts';
      return {
        subject: ar
          ? `استلمنا ${corporate ? 'طلب هدايا الشركات' : 'طلب التعاون'} (${email.reference})`
          : `We received your ${corporate ? 'corporate gift inquiry' : 'collaboration request'} (${email.reference})`,
        heading: ar ? 'شكرا لتواصلك معنا' : 'Thank you for contacting us',
        paragraphs: [
          hello(lang, email.name),
          ar
            ? `رقم طلبك ${email.reference}. سيتواصل معك فريقنا قريبا.`
            : `Your reference is ${email.reference}. Our team will contact you soon.`,
        ],
      };
    }
    case 'store_inbox':
      return {
        subject: `${email.title} ${email.reference}`,
        heading: email.title,
        paragraphs: email.attachments.length
          ? [ar ? `المرفقات: ${email.attachments.join('، ')}` : `Attachments: ${email.attachments.join(', ')}`]
          : [],
        table: email.fields,
      };
  }
}

const isSafeUrl = (href: string) => /^https?:\/\//i.test(href) || href.startsWith('/');

export function renderSupportEmail(email: SupportEmail, lang: Language, to: string): OutgoingEmail {
  const c = content(email, lang);
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const text = [
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.table ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(c.link ? [`${c.link.label}: ${c.link.href}`, ''] : []),
    `— ${STORE_NAME[lang]}`,
  ].join('\n');
  const rows = (c.table ?? [])
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:start;padding:4px 8px;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 8px;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f3ee">
<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;font-family:Tahoma,'Segoe UI',Arial,sans-serif;color:#231f1c">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#7a2e3a">${escapeHtml(STORE_NAME[lang])}</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table style="border-collapse:collapse;font-size:14px">${rows}</table>` : ''}
${c.link && isSafeUrl(c.link.href) ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(c.link.href)}" style="display:inline-block;padding:12px 24px;background:#7a2e3a;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(c.link.label)}</a></p>` : ''}
</div>
</body>
</html>`;
  return { to, subject: c.subject, text, html, lang };
}
