import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { NewPasswordForm } from './new-password-form';

describe('NewPasswordForm', () => {
  test.each([
    {
      locale: 'ar',
      intro: 'اختر كلمة مرور جديدة من ٦ أحرف على الأقل.',
      password: /^كلمة المرور الجديدة/,
      confirm: /^تأكيد كلمة المرور الجديدة/,
      tooShort: 'يجب ألا تقل كلمة المرور عن ٦ أحرف',
    },
    {
      locale: 'en',
      intro: 'Choose a new password of at least 6 characters.',
      password: /^New password/,
      confirm: /^Confirm new password/,
      tooShort: 'Password must be at least 6 characters',
    },
  ] as const)('says the minimum length in the locale’s digits ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    await renderWithLocale(<NewPasswordForm onSubmit={onSubmit} />, { locale: texts.locale });
    await expect.element(page.getByText(texts.intro)).toBeVisible();
    await userEvent.type(page.getByLabelText(texts.password), '123');
    await userEvent.type(page.getByLabelText(texts.confirm), '123{Enter}');
    await expect.element(page.getByText(texts.tooShort)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
