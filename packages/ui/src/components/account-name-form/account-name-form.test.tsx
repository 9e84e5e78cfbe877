import { ACCOUNT_NAME_MAX_LENGTH } from '@hadiya/contract/rules';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { AccountNameForm } from './account-name-form';

describe('AccountNameForm', () => {
  test.each([
    { locale: 'ar', name: /^اسمك/, save: 'حفظ', tooShort: 'يجب ألا يقل الاسم عن حرفين' },
    { locale: 'en', name: /^Your name/, save: 'Save', tooShort: 'Name must be at least 2 characters' },
  ] as const)('one character disables Save and says why at once ($locale)', async (texts) => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(<AccountNameForm onSubmit={onSubmit} />, { locale: texts.locale });
    const name = screen.getByRole('textbox', { name: texts.name });
    // Nothing typed yet: no message before the shopper did anything.
    await expect.element(name).not.toHaveAttribute('aria-invalid');
    for (const typed of ['N', '❤']) {
      await userEvent.clear(name);
      await userEvent.type(name, typed);
      await expect.element(screen.getByRole('button', { name: texts.save })).toBeDisabled();
      await expect.element(name).toHaveAttribute('aria-invalid', 'true');
      await expect.element(name).toHaveAccessibleDescription(new RegExp(texts.tooShort));
    }
    await userEvent.type(name, 'o');
    await expect.element(name).not.toHaveAttribute('aria-invalid');
    await expect.element(screen.getByRole('button', { name: texts.save })).toBeEnabled();
  });

  test('the name stops at the server’s limit', async () => {
    const screen = await renderWithLocale(<AccountNameForm />, { locale: 'en' });
    const name = screen.getByRole('textbox', { name: /^Your name/ });
    await expect.element(name).toHaveAttribute('maxlength', String(ACCOUNT_NAME_MAX_LENGTH));
  });
});
