import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { MobileSignInStep } from './mobile-sign-in-step';

const locales = [
  { locale: 'ar', number: 'رقم الجوال', country: 'رمز الدولة', submit: 'إرسال الرمز' },
  { locale: 'en', number: 'Mobile number', country: 'Country code', submit: 'Send code' },
] as const;

describe('MobileSignInStep', () => {
  test.each(locales)('sends once the Saudi number has 9 digits, typed in Arabic digits ($locale)', async (texts) => {
    const onComplete = vi.fn();
    const onSubmit = vi.fn();
    await renderWithLocale(<MobileSignInStep onComplete={onComplete} onSubmit={onSubmit} />, { locale: texts.locale });
    const number = page.getByRole('textbox', { name: texts.number });
    await userEvent.type(number, '٥١٢٣٤٥٦٧');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(number, '۸');
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' }));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test.each(locales)('the country is locked unless editable ($locale)', async (texts) => {
    const screen = await renderWithLocale(<MobileSignInStep />, { locale: texts.locale });
    await expect.element(screen.getByRole('combobox', { name: texts.country })).toBeDisabled();
    screen.rerender(<MobileSignInStep isCountryEditable />);
    await expect.element(screen.getByRole('combobox', { name: texts.country })).toBeEnabled();
  });

  test('without onComplete a complete number goes to onSubmit', async () => {
    const onSubmit = vi.fn();
    await renderWithLocale(<MobileSignInStep onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(page.getByRole('textbox', { name: 'Mobile number' }), '0512345678');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone_code: '966', phone_number: '512345678' }));
  });

  test.each([
    { ...locales[0], rule: 'يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.' },
    { ...locales[1], rule: 'Phone number must be exactly 9 digits for country code +966.' },
  ] as const)(
    'a short number is refused with the rule in the shopper’s language and digits ($locale)',
    async (texts) => {
      const onSubmit = vi.fn();
      const onSubmitEvent = vi.fn();
      await renderWithLocale(<MobileSignInStep onSubmit={onSubmit} onSubmitCapture={onSubmitEvent} />, {
        locale: texts.locale,
      });
      const number = page.getByRole('textbox', { name: texts.number });
      await userEvent.type(number, '5123');
      // A real press: the first click reaches the button although leaving the number shows its message.
      await userEvent.click(page.getByRole('button', { name: texts.submit }));
      expect(onSubmitEvent).toHaveBeenCalledOnce();
      await expect.element(page.getByText(texts.rule)).toBeVisible();
      await expect.element(number).toHaveAccessibleDescription(texts.rule);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});
