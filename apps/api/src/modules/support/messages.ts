import { ATTACHMENT_HEIC_NOTE, type Language } from '@hadiya/contract';

/** Server messages of this area in both languages (merged into `lib/i18n.ts`'s catalogue). */
export const supportMessages = {
  // §8: ticket creation shows a success toast (its wording is not given; ours).
  ticket_created: {
    en: 'Your ticket has been submitted. We will get back to you soon.',
    ar: 'تم إرسال تذكرتك بنجاح. سنتواصل معك قريبا.',
  },
  contact_sent: {
    en: 'Thank you, your message has been sent. We will reply by email.',
    ar: 'شكرا لك، تم إرسال رسالتك. سنرد عليك عبر البريد الإلكتروني.',
  },
  corporate_sent: {
    en: 'Thank you, your corporate gift inquiry has been sent. Our team will contact you.',
    ar: 'شكرا لك، تم إرسال طلب هدايا الشركات. سيتواصل معك فريقنا.',
  },
  collaboration_sent: {
    en: 'Thank you, your collaboration request has been sent. Our team will contact you.',
    ar: 'شكرا لك، تم إرسال طلب التعاون. سيتواصل معك فريقنا.',
  },
  reply_sent: { en: 'Your reply has been sent', ar: 'تم إرسال ردك' },
  ticket_status_changed: { en: 'Ticket status updated', ar: 'تم تحديث حالة التذكرة' },
  ticket_not_found: { en: 'Ticket not found', ar: 'التذكرة غير موجودة' },
  ticket_is_closed: {
    en: 'This ticket is closed; please open a new one',
    ar: 'هذه التذكرة مغلقة، يرجى فتح تذكرة جديدة',
  },
  ticket_status_unchanged: { en: 'The ticket already has this status', ar: 'التذكرة في هذه الحالة بالفعل' },
  ticket_status_not_allowed: {
    en: 'A ticket resolved with a refund can only be closed',
    ar: 'التذكرة التي حُلّت باسترداد يمكن إغلاقها فقط',
  },
  ticket_already_refunded: { en: 'This ticket has already been refunded', ar: 'تم استرداد مبلغ هذه التذكرة بالفعل' },
  ticket_refund_needs_account: {
    en: 'A refund to the wallet needs a ticket opened from an account',
    ar: 'الاسترداد إلى المحفظة يتطلب تذكرة مفتوحة من حساب',
  },
  ticket_refund_too_high: {
    en: 'The refund cannot be more than the order total ({max})',
    ar: 'لا يمكن أن يزيد المبلغ المسترد عن إجمالي الطلب ({max})',
  },
  issue_type_not_found: { en: 'Please choose an issue from the list', ar: 'يرجى اختيار مشكلة من القائمة' },
  order_not_found: { en: 'Order not found', ar: 'الطلب غير موجود' },
  attachment_not_found: { en: 'Attachment not found', ar: 'المرفق غير موجود' },
  attachment_too_large: {
    en: 'The file is too large; the maximum is {max}',
    ar: 'الملف كبير جدا؛ الحد الأقصى {max}',
  },
  attachment_type_not_allowed: {
    en: 'This file type is not accepted; please send a JPEG, PNG or WebP photo, or a PDF',
    ar: 'نوع الملف غير مقبول؛ يرجى إرسال صورة JPEG أو PNG أو WebP أو ملف PDF',
  },
  // The contract's text, which the file picker shows too.
  attachment_heic_unsupported: ATTACHMENT_HEIC_NOTE,
  attachment_unreadable: {
    en: 'The file could not be read; it may be damaged',
    ar: 'تعذرت قراءة الملف؛ ربما يكون تالفا',
  },
  attachment_pdf_active_content: {
    en: 'This PDF contains scripts, actions or embedded files and cannot be accepted',
    ar: 'يحتوي ملف PDF هذا على نصوص برمجية أو إجراءات أو ملفات مضمنة ولا يمكن قبوله',
  },
  attachment_pdf_encrypted: {
    en: 'Password-protected PDFs cannot be accepted',
    ar: 'لا يمكن قبول ملفات PDF المحمية بكلمة مرور',
  },
  attachment_too_many: { en: 'Please attach one file only', ar: 'يرجى إرفاق ملف واحد فقط' },
  attachment_field_unknown: {
    en: 'Files must be sent in the "attachment" field',
    ar: 'يجب إرسال الملفات في الحقل "attachment"',
  },
  form_too_large: { en: 'The form is too large', ar: 'النموذج كبير جدا' },
  operator_forbidden: {
    en: 'This call needs the operator credential',
    ar: 'يتطلب هذا الطلب صلاحية المشغل',
  },
  // Ticket status labels (spec §4).
  ticket_status_pending: { en: 'Pending', ar: 'قيد الانتظار' },
  ticket_status_received: { en: 'Received', ar: 'تم الاستلام' },
  ticket_status_in_progress: { en: 'In progress', ar: 'قيد المعالجة' },
  ticket_status_resolved_with_refund: { en: 'Resolved with refund', ar: 'تم الحل مع استرداد المبلغ' },
  ticket_status_resolved_without_refund: { en: 'Resolved without refund', ar: 'تم الحل دون استرداد المبلغ' },
  ticket_status_rejected: { en: 'Rejected', ar: 'مرفوضة' },
  ticket_status_closed: { en: 'Closed', ar: 'مغلقة' },
} as const satisfies Record<string, Record<Language, string>>;
