import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { StcPayForm } from './stc-pay-form';

const locales = [
  {
    locale: 'ar',
    mobile: /^رقم الجوال المسجّل في STC Pay$/,
    hint: '١٠ أرقام تبدأ بـ 05',
    invalid: 'أدخل رقم الجوال المكوّن من ١٠ أرقام ويبدأ بـ 05',
    send: 'إرسال الرمز',
    codeSent: 'أدخل الرمز المكوّن من ٦ أرقام الذي أرسلته STC Pay إلى \u206605XXXXX678\u2069.',
    verify: 'تأكيد الدفع',
    incomplete: 'أدخل الرمز كاملاً: ٦ أرقام',
  },
  {
    locale: 'en',
    mobile: /^STC Pay mobile number$/,
    hint: '10 digits starting with 05',
    invalid: 'Enter the 10-digit mobile number that starts with 05',
    send: 'Send code',
    codeSent: 'Enter the 6-digit code STC Pay sent to 05XXXXX678.',
    verify: 'Confirm payment',
    incomplete: 'Enter all 6 digits of the code',
  },
] as const;

describe('StcPayForm', () => {
  test.each(locales)('the mobile number is marked required and says its length ($locale)', async (texts) => {
    const onSendCode = vi.fn();
    await renderWithLocale(<StcPayForm onSendCode={onSendCode} />, { locale: texts.locale });
    const mobile = page.getByRole('textbox', { name: texts.mobile });
    await expect.element(mobile).toHaveAttribute('required');
    await expect.element(mobile).toHaveAccessibleDescription(texts.hint);
    await page.getByRole('button', { name: texts.send }).click();
    await expect.element(mobile).toHaveAccessibleDescription(`${texts.hint} ${texts.invalid}`);
    expect(onSendCode).not.toHaveBeenCalled();
  });

  test.each([
    { pasted: '05 1234 5678' },
    { pasted: '٠٥١٢-٣٤٥-٦٧٨' },
    { pasted: '+966 51 234 5678' },
    { pasted: '00966512345678' },
  ])('a pasted $pasted becomes 0512345678 and is sent', async ({ pasted }) => {
    const onSendCode = vi.fn();
    await renderWithLocale(<StcPayForm onSendCode={onSendCode} />, { locale: 'en' });
    const mobile = page.getByRole('textbox', { name: /^STC Pay mobile number/ });
    await userEvent.fill(mobile, pasted);
    await expect.element(mobile).toHaveValue('0512345678');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect(onSendCode).toHaveBeenCalledExactlyOnceWith('0512345678');
  });

  test('typing past the local form’s length is ignored', async () => {
    await renderWithLocale(<StcPayForm />, { locale: 'en' });
    const mobile = page.getByRole('textbox', { name: /^STC Pay mobile number/ });
    await userEvent.type(mobile, '05123456789');
    await expect.element(mobile).toHaveValue('0512345678');
  });

  test.each(locales)('the code step says the code’s length in the locale’s digits ($locale)', async (texts) => {
    const onVerify = vi.fn();
    await renderWithLocale(<StcPayForm defaultStep="otp" maskedMobile="05XXXXX678" onVerify={onVerify} />, {
      locale: texts.locale,
    });
    await expect.element(page.getByText(texts.codeSent)).toBeVisible();
    await page.getByRole('button', { name: texts.verify }).click();
    await expect.element(page.getByText(texts.incomplete)).toBeVisible();
    expect(onVerify).not.toHaveBeenCalled();
  });
});
