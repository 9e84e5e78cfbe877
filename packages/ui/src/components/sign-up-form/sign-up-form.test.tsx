import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { SignUpForm } from './sign-up-form';

describe('SignUpForm', () => {
  test.each([
    {
      locale: 'ar',
      name: /^الاسم$/,
      email: /^البريد الإلكتروني/,
      submit: 'إنشاء حساب',
      required: 'الاسم مطلوب',
    },
    {
      locale: 'en',
      name: /^Name$/,
      email: /^Email/,
      submit: 'Create account',
      required: 'Name is required',
    },
  ] as const)('the name field and its message name the same thing ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    await renderWithLocale(<SignUpForm onSubmit={onSubmit} />, { locale: texts.locale });
    await page.getByRole('button', { name: texts.submit }).click();
    await expect.element(page.getByRole('textbox', { name: texts.name })).toHaveAccessibleDescription(texts.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('password managers save the e-mail as the login, not the name', async () => {
    await renderWithLocale(<SignUpForm />, { locale: 'en' });
    await expect.element(page.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('autocomplete', 'name');
    await expect.element(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('autocomplete', 'username');
    await expect.element(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    for (const input of document.querySelectorAll('input[type="password"]')) {
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
  });
});
