import { type RuleMessageKey, ruleMessage, ruleMessages, ruleValues } from '@hadiya/contract/messages';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlLocaleOf, type Locale } from '../lib';
import { uiMessages } from './catalog';

/** A rule's text as the forms show it: react-intl with the design system's catalogue (id `rule.<key>`). */
function formText(locale: Locale, key: RuleMessageKey, values: Record<string, string | number> = {}) {
  const intl = createIntl({ locale: intlLocaleOf(locale), defaultLocale: 'en-SA', messages: uiMessages[locale] });
  return intl.formatMessage({ id: `rule.${key}` }, { ...ruleValues[key], ...values });
}

const COUNTS = [1, 2, 3, 5, 10, 11, 30, 99, 100, 101, 102, 103, 111, 250, 300, 2000];

describe('a rule’s count agrees with its noun (CLDR plural categories)', () => {
  it.each([
    [1, 'يجب ألا يزيد عن حرف واحد'],
    [2, 'يجب ألا يزيد عن حرفين'],
    [5, 'يجب ألا يزيد عن ٥ أحرف'],
    [10, 'يجب ألا يزيد عن ١٠ أحرف'],
    [11, 'يجب ألا يزيد عن ١١ حرفًا'],
    [30, 'يجب ألا يزيد عن ٣٠ حرفًا'],
    [100, 'يجب ألا يزيد عن ١٠٠ حرف'],
    [103, 'يجب ألا يزيد عن ١٠٣ أحرف'],
    [250, 'يجب ألا يزيد عن ٢٥٠ حرفًا'],
    [300, 'يجب ألا يزيد عن ٣٠٠ حرف'],
    [2000, 'يجب ألا يزيد عن ٢٬٠٠٠ حرف'],
  ])('too_long in Arabic for %i, on the server and in the forms', (max, expected) => {
    expect(ruleMessage('too_long', 'ar', { max })).toBe(expected);
    expect(formText('ar', 'too_long', { max })).toBe(expected);
  });

  it('says one character in English, keeping the plural otherwise', () => {
    expect(ruleMessage('too_long', 'en', { max: 1 })).toBe('Must be at most 1 character');
    expect(ruleMessage('too_long', 'en', { max: 2000 })).toBe('Must be at most 2,000 characters');
    expect(formText('en', 'too_long', { max: 1 })).toBe('Must be at most 1 character');
  });

  it('agrees the other counted nouns too: characters, items, digits', () => {
    expect(ruleMessage('too_short', 'ar', { min: 2 })).toBe('يجب ألا يقل عن حرفين');
    expect(ruleMessage('address_too_long', 'ar', { max: 300 })).toBe('يجب ألا يزيد العنوان عن ٣٠٠ حرف');
    expect(ruleMessage('message_card_too_long', 'ar', { max: 250 })).toBe('يجب ألا يزيد نص بطاقة الإهداء عن ٢٥٠ حرفًا');
    expect(ruleMessage('engraving_too_long', 'ar', { max: 30 })).toBe('يجب ألا يزيد النقش عن ٣٠ حرفًا');
    expect(ruleMessage('rating_comment_too_long', 'ar', { max: 500 })).toBe('يجب ألا يزيد التعليق عن ٥٠٠ حرف');
    expect(ruleMessage('too_few_items', 'ar', { min: 1 })).toBe('يجب أن يحتوي على عنصر واحد على الأقل');
    expect(ruleMessage('too_many_items', 'ar', { max: 20 })).toBe('يجب ألا يحتوي على أكثر من ٢٠ عنصرًا');
    expect(ruleMessage('phone_length', 'ar', { n: 12, code: '1' })).toBe(
      'يجب أن يتكون رقم الجوال من ١٢ رقمًا بالضبط لرمز الدولة \u2066+1\u2069.',
    );
    // The contract's own limits: a name of at least 2 characters, a password of at least 6.
    expect(ruleMessage('name_min_length', 'ar')).toBe('يجب ألا يقل الاسم عن حرفين');
    expect(ruleMessage('password_min_length', 'ar')).toBe('يجب ألا تقل كلمة المرور عن ٦ أحرف');
    expect(ruleMessage('otp_invalid', 'ar')).toBe('يجب أن يتكون رمز التحقق من ٤ أرقام');
    expect(ruleMessage('percent_too_big', 'ar')).toBe('لا يمكن أن تتجاوز نسبة الخصم ١٠٠%');
  });

  it.each(['ar', 'en'] as const)('the limits the contract fixes read alike without values (%s)', (locale) => {
    for (const key of Object.keys(ruleValues) as RuleMessageKey[]) {
      expect(formText(locale, key), key).toBe(ruleMessage(key, locale));
    }
  });

  it.each(['ar', 'en'] as const)(
    'every rule reads the same in the forms as in the server’s answer, whatever the count (%s)',
    (locale) => {
      for (const key of Object.keys(ruleMessages) as RuleMessageKey[]) {
        for (const count of COUNTS) {
          const values = { min: count, max: count, n: count, code: '966' };
          const form = formText(locale, key, values);
          // react-intl keeps `+{code}`'s isolate from the catalogue; the server adds the same one.
          expect(form, `${key} ${count}`).toBe(ruleMessage(key, locale, values));
          expect(form, `${key} ${count}`).not.toMatch(/[{}]/);
        }
      }
    },
  );
});

describe('the design system’s own counted nouns', () => {
  const format = (locale: Locale, id: string, values: Record<string, string | number>) =>
    createIntl({ locale: intlLocaleOf(locale), defaultLocale: 'en-SA', messages: uiMessages[locale] }).formatMessage(
      { id },
      values,
    );

  it.each([2, 8, 9, 10, 12])('PhoneInput’s length error reads as the contract’s phone_length for %i digits', (n) => {
    expect(format('ar', 'ui.phoneInput.lengthError', { n, code: '966' })).toBe(
      ruleMessage('phone_length', 'ar', { n, code: '966' }),
    );
  });

  it('agrees digits and characters with their number', () => {
    expect(format('ar', 'ui.otpStep.sentTo', { n: 4 })).toBe('أدخل الرمز المكوّن من ٤ أرقام الذي أرسلناه إلى');
    expect(format('ar', 'ui.otpStep.sentTo', { n: 12 })).toBe('أدخل الرمز المكوّن من ١٢ رقمًا الذي أرسلناه إلى');
    expect(format('ar', 'ui.stcPayForm.mobileHint', { n: 10 })).toBe('١٠ أرقام تبدأ بـ 05');
    expect(format('ar', 'ui.stcPayForm.otpIncomplete', { n: 2 })).toBe('أدخل الرمز كاملاً: رقمان');
    expect(format('ar', 'ui.newPasswordForm.intro', { min: 6 })).toBe('اختر كلمة مرور جديدة من ٦ أحرف على الأقل.');
    expect(format('ar', 'ui.newPasswordForm.intro', { min: 12 })).toBe('اختر كلمة مرور جديدة من ١٢ حرفًا على الأقل.');
  });
});
