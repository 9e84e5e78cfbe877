import { type RuleMessageKey, ruleMessages } from '@hadiya/contract/messages';
import { engravingTextSchema } from '@hadiya/contract/rules';
import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { type RuleMessageContext, ruleParamsOf, useRuleMessage } from './rule-message';

function Probe({ message, context }: { message: string | undefined; context?: RuleMessageContext }) {
  const ruleMessage = useRuleMessage();
  return <p data-testid="message">{ruleMessage(message, context) ?? '(none)'}</p>;
}

async function textOf(locale: 'ar' | 'en', message: string | undefined, context?: RuleMessageContext) {
  const screen = await renderWithLocale(<Probe message={message} context={context} />, { locale });
  const text = screen.getByTestId('message').element().textContent;
  await screen.unmount();
  return text;
}

describe('useRuleMessage', () => {
  test.each([
    { locale: 'ar', expected: 'يجب ألا يقل عن ٣ أحرف' },
    { locale: 'en', expected: 'Must be at least 3 characters' },
  ] as const)('fills {min} from the issue’s values, in the locale’s digits ($locale)', async ({ locale, expected }) => {
    expect(await textOf(locale, 'too_short', { params: { min: 3 } })).toBe(expected);
  });

  test.each([
    { locale: 'ar', expected: 'يجب ألا يزيد النقش عن ٣٠ حرفًا', product: 'يجب ألا يزيد النقش عن ١٢ حرفًا' },
    {
      locale: 'en',
      expected: 'Engraving must be at most 30 characters',
      product: 'Engraving must be at most 12 characters',
    },
  ] as const)('engraving_too_long says the store’s limit, or the product’s when given ($locale)', async (texts) => {
    expect(await textOf(texts.locale, 'engraving_too_long')).toBe(texts.expected);
    expect(await textOf(texts.locale, 'engraving_too_long', { params: { max: 12 } })).toBe(texts.product);
  });

  test.each([
    { locale: 'ar', expected: 'يجب ألا يزيد النقش عن ١٢ حرفًا' },
    { locale: 'en', expected: 'Engraving must be at most 12 characters' },
  ] as const)('takes the values of a zod issue with ruleParamsOf ($locale)', async ({ locale, expected }) => {
    const parsed = engravingTextSchema(12).safeParse('x'.repeat(13));
    const issue = parsed.error?.issues[0];
    expect(issue?.message).toBe('engraving_too_long');
    expect(await textOf(locale, issue?.message, { params: ruleParamsOf(issue ?? {}) })).toBe(expected);
  });

  test.each([
    {
      locale: 'ar',
      bahrain: 'يجب أن يتكون رقم الجوال من ٨ أرقام بالضبط لرمز الدولة \u2066+973\u2069.',
      noCode: 'رقم الجوال غير صالح',
    },
    {
      locale: 'en',
      bahrain: 'Phone number must be exactly 8 digits for country code +973.',
      noCode: 'Phone number is invalid',
    },
  ] as const)('phone_length names the country’s length, never “0 digits for +” ($locale)', async (texts) => {
    expect(await textOf(texts.locale, 'phone_length', { phoneCode: '973' })).toBe(texts.bahrain);
    expect(await textOf(texts.locale, 'phone_length')).toBe(texts.noCode);
    // The issue's own values work without the code too.
    expect(await textOf(texts.locale, 'phone_length', { params: { n: 8, code: '973' } })).toBe(texts.bahrain);
  });

  test.each([
    { locale: 'ar', expected: 'قيمة غير صالحة' },
    { locale: 'en', expected: 'Invalid value' },
  ] as const)('a limit nobody gave is left out rather than shown empty ($locale)', async ({ locale, expected }) => {
    expect(await textOf(locale, 'too_long')).toBe(expected);
  });

  test.each([
    { locale: 'ar', password: 'يجب ألا تقل كلمة المرور عن ٦ أحرف', otp: 'يجب أن يتكون رمز التحقق من ٤ أرقام' },
    { locale: 'en', password: 'Password must be at least 6 characters', otp: 'OTP must be 4 digits' },
  ] as const)('the limits the contract writes in are numbers of the locale too ($locale)', async (texts) => {
    expect(await textOf(texts.locale, 'password_min_length')).toBe(texts.password);
    expect(await textOf(texts.locale, 'otp_invalid')).toBe(texts.otp);
  });

  test('every rule message, given its values, has no gap and no Latin digit in Arabic', async () => {
    const context: RuleMessageContext = { phoneCode: '966', params: { min: 2, max: 5 } };
    for (const key of Object.keys(ruleMessages) as RuleMessageKey[]) {
      const arabic = await textOf('ar', key, context);
      const english = await textOf('en', key, context);
      expect(arabic, key).not.toMatch(/[{}]/);
      expect(english, key).not.toMatch(/[{}]/);
      // The calling code stays in Latin digits, as PhoneInput shows it.
      expect(arabic?.replace('\u2066+966\u2069', ''), key).not.toMatch(/[0-9]/);
    }
  });

  test('other messages pass through; no message gives nothing', async () => {
    expect(await textOf('ar', 'رمز التحقق غير صحيح')).toBe('رمز التحقق غير صحيح');
    expect(await textOf('en', undefined)).toBe('(none)');
  });
});
