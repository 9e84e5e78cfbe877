import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  test.each([
    { locale: 'ar', name: 'كلمة المرور', show: 'إظهار كلمة المرور' },
    { locale: 'en', name: 'Password', show: 'Show password' },
  ] as const)('a required password says “required” once, by its input ($locale)', async (texts) => {
    const screen = await renderWithLocale(<PasswordField label={texts.name} isRequired />, { locale: texts.locale });
    // A password input has no role: found by its slot, named by its label.
    const input = page.elementLocator(screen.container.querySelector('[data-slot="password-field-input"]') as Element);
    await expect.element(input).toHaveAccessibleName(texts.name);
    await expect.element(input).toBeRequired();
    const mark = document.querySelector('[data-slot="password-field-required"]');
    expect(mark?.textContent).toBe('*');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: texts.show }));
    await expect.element(screen.getByRole('textbox', { name: texts.name, exact: true })).toBeRequired();
  });
});
