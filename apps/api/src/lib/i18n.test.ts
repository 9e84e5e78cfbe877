import { ruleMessage, ruleMessages } from '@hadiya/contract';
import { describe, expect, it } from 'vitest';
import { type MessageKey, messages, t } from './i18n';

/**
 * Texts whose Latin digits are meant: a request header's limits (`Idempotency-Key`), written as its
 * documentation writes them, for the developers who send it.
 */
const LATIN_DIGITS_MEANT: ReadonlySet<string> = new Set(['idempotency_key_invalid']);

describe('numbers in the server’s texts, written as the storefront writes them', () => {
  it('writes a count in Arabic-Indic digits in Arabic, grouped in English', () => {
    expect(t('ar', 'only_n_units', { n: 3 })).toBe('عذرا! يتوفر ٣ وحدات فقط');
    expect(t('en', 'only_n_units', { n: 3 })).toBe('Sorry! Only 3 units are available');
    expect(t('ar', 'engraving_too_long', { max: 30 })).toBe('يجب ألا يزيد النقش عن ٣٠ حرفًا');
    // Grouped as Intl groups it for the language (react-intl's `{n, number}`).
    expect(t('ar', 'too_many_attempts', { seconds: 1200 })).toBe('محاولات كثيرة، حاول مرة أخرى بعد ١٬٢٠٠ ثانية');
    expect(t('en', 'too_many_attempts', { seconds: 1200 })).toBe(
      'Too many attempts, please try again in 1,200 seconds',
    );
  });

  it('agrees the stock count with its noun (spec §8 wording from two units on), in both languages', () => {
    const only = (lang: 'ar' | 'en', n: number) => t(lang, 'only_n_units', { n });
    const colour = (lang: 'ar' | 'en', n: number) => t(lang, 'color_only_n_units', { n });
    expect(only('en', 1)).toBe('Sorry! Only 1 unit is available');
    expect(only('en', 2)).toBe('Sorry! Only 2 units are available');
    expect(colour('en', 1)).toBe('Sorry! Only 1 unit is available on selected color');
    expect(colour('en', 5)).toBe('Sorry! Only 5 units are available on selected color');
    // Arabic: one and two are said by the noun itself; 3–10 take the plural, 11 and up the singular.
    expect(only('ar', 1)).toBe('عذرا! تتوفر وحدة واحدة فقط');
    expect(only('ar', 2)).toBe('عذرا! تتوفر وحدتان فقط');
    expect(only('ar', 3)).toBe('عذرا! يتوفر ٣ وحدات فقط');
    expect(only('ar', 10)).toBe('عذرا! يتوفر ١٠ وحدات فقط');
    expect(only('ar', 11)).toBe('عذرا! يتوفر ١١ وحدة فقط');
    expect(only('ar', 100)).toBe('عذرا! يتوفر ١٠٠ وحدة فقط');
    expect(colour('ar', 1)).toBe('عذرا! تتوفر وحدة واحدة فقط من اللون المحدد');
    expect(colour('ar', 2)).toBe('عذرا! تتوفر وحدتان فقط من اللون المحدد');
    expect(colour('ar', 4)).toBe('عذرا! يتوفر ٤ وحدات فقط من اللون المحدد');
  });

  it('leaves no plural syntax in any filled text', () => {
    for (const key of Object.keys(messages) as MessageKey[]) {
      for (const lang of ['ar', 'en'] as const) {
        for (const n of [0, 1, 2, 3, 11, 100]) {
          expect(t(lang, key, { n, count: n }), `${key} (${lang}, ${n})`).not.toMatch(/, plural,|\b(?:one|other) \{/);
        }
      }
    }
  });

  it('ends a sentence on an Arabic amount with the riyal’s own full stop, not a second one', () => {
    const sar = (lang: 'ar' | 'en', halalas: number) =>
      new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency: 'SAR' }).format(
        halalas / 100,
      );
    const doubled = /\.[\u200e\u200f\u061c\u2066-\u2069]*\./;
    expect(sar('ar', 1850)).toMatch(/ر\.س\.[\u200e\u200f]*$/);
    for (const key of Object.keys(messages) as MessageKey[]) {
      const filled = t('ar', key, { amount: sar('ar', 1850), min: sar('ar', 1850), max: sar('ar', 1850) });
      expect(filled, key).not.toMatch(doubled);
    }
    expect(t('ar', 'notify_wallet_bonus_body', { amount: sar('ar', 1000) })).toBe(
      `حصلت على مكافأة بقيمة ${sar('ar', 1000)}`,
    );
    expect(t('en', 'notify_wallet_bonus_body', { amount: sar('en', 1000) })).toBe(
      `You received a bonus of ${sar('en', 1000)}.`,
    );
  });

  it('writes an amount given as text in Arabic-Indic digits, its decimals kept', () => {
    expect(t('ar', 'coupon_min_order', { min: '100.50' })).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ١٠٠٫٥٠ ريال على الأقل');
    expect(t('ar', 'coupon_min_order', { min: '100' })).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ١٠٠ ريال على الأقل');
    expect(t('ar', 'coupon_min_order', { min: '50' })).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ٥٠ ريالًا على الأقل');
    expect(t('ar', 'coupon_min_order', { min: '5' })).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ٥ ريالات على الأقل');
    expect(t('ar', 'coupon_min_order', { min: '50.50' })).toBe('يتطلب رمز الخصم هذا طلبا بقيمة ٥٠٫٥٠ ريال على الأقل');
    expect(t('en', 'coupon_min_order', { min: '100.50' })).toBe(
      'This promo code needs an order of at least 100.50 SAR',
    );
    const sms = t('ar', 'receipt_sms', {
      number: 'HD-10231',
      total: '1234.50',
      vat: '161.02',
      url: 'https://hadiya.example/order-result/42',
    });
    expect(sms).toBe(
      'هدية: تم تأكيد الدفع للطلب HD-10231. الإجمالي ١٬٢٣٤٫٥٠ ر.س، شامل ضريبة القيمة المضافة ١٥٪: ١٦١٫٠٢ ر.س. إيصالك: https://hadiya.example/order-result/42',
    );
  });

  it('keeps identifiers as they are: order and ticket numbers, links, a calling code', () => {
    expect(t('ar', 'notify_order_status_title', { number: '100234' })).toBe('الطلب 100234');
    expect(t('ar', 'notify_ticket_closed_title', { number: 'T-000041' })).toBe('تم إغلاق التذكرة T-000041');
    expect(ruleMessage('phone_length', 'ar', { n: 8, code: '973' })).toBe(
      'يجب أن يتكون رقم الجوال من ٨ أرقام بالضبط لرمز الدولة \u2066+973\u2069.',
    );
    expect(ruleMessage('phone_length', 'en', { n: 8, code: '973' })).toBe(
      'Phone number must be exactly 8 digits for country code +973.',
    );
  });

  it('writes the limits baked into the contract’s Arabic texts in Arabic-Indic digits', () => {
    expect(ruleMessage('password_min_length', 'ar')).toBe('يجب ألا تقل كلمة المرور عن ٦ أحرف');
    expect(ruleMessage('password_min_length', 'en')).toBe('Password must be at least 6 characters');
    expect(ruleMessage('percent_too_big', 'ar')).toBe('لا يمكن أن تتجاوز نسبة الخصم ١٠٠%');
    expect(ruleMessage('too_long', 'ar', { max: 250 })).toBe('يجب ألا يزيد عن ٢٥٠ حرفًا');
  });

  it('agrees a rule’s counted noun with its number, by the CLDR plural categories of Arabic', () => {
    const tooLong = (max: number) => ruleMessage('too_long', 'ar', { max });
    expect(tooLong(1)).toBe('يجب ألا يزيد عن حرف واحد');
    expect(tooLong(2)).toBe('يجب ألا يزيد عن حرفين');
    expect(tooLong(5)).toBe('يجب ألا يزيد عن ٥ أحرف');
    expect(tooLong(30)).toBe('يجب ألا يزيد عن ٣٠ حرفًا');
    expect(tooLong(100)).toBe('يجب ألا يزيد عن ١٠٠ حرف');
    expect(tooLong(250)).toBe('يجب ألا يزيد عن ٢٥٠ حرفًا');
    expect(tooLong(300)).toBe('يجب ألا يزيد عن ٣٠٠ حرف');
    expect(ruleMessage('too_long', 'en', { max: 1 })).toBe('Must be at most 1 character');
    // The limits the contract fixes: a name of at least two characters is «حرفين», never «٢ أحرف».
    expect(ruleMessage('name_min_length', 'ar')).toBe('يجب ألا يقل الاسم عن حرفين');
    // The server's own texts choose the same way (`t` and `ruleMessage` share `fillMessage`).
    expect(t('ar', 'engraving_too_long', { max: 12 })).toBe('يجب ألا يزيد النقش عن ١٢ حرفًا');
    expect(t('ar', 'engraving_too_long', { max: 3 })).toBe('يجب ألا يزيد النقش عن ٣ أحرف');
    expect(t('ar', 'otp_resend_wait', { seconds: 1 })).toBe('يرجى الانتظار ثانية واحدة قبل طلب رمز جديد');
    expect(t('ar', 'otp_resend_wait', { seconds: 2 })).toBe('يرجى الانتظار ثانيتين قبل طلب رمز جديد');
    expect(t('ar', 'otp_resend_wait', { seconds: 5 })).toBe('يرجى الانتظار ٥ ثوانٍ قبل طلب رمز جديد');
    expect(t('ar', 'otp_resend_wait', { seconds: 60 })).toBe('يرجى الانتظار ٦٠ ثانية قبل طلب رمز جديد');
    expect(t('en', 'too_many_attempts', { seconds: 1 })).toBe('Too many attempts, please try again in 1 second');
  });

  it('has no Latin digit in an Arabic text of its own or of the contract’s rules', () => {
    const latin = [
      ...Object.entries(messages).filter(([key]) => !LATIN_DIGITS_MEANT.has(key)),
      ...Object.entries(ruleMessages),
    ]
      .filter(([, text]) => /[0-9]/.test(text.ar))
      .map(([key]) => key as MessageKey);
    expect(latin).toEqual([]);
  });
});
