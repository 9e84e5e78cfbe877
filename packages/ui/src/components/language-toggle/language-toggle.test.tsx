import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  test.each([
    { locale: 'ar', name: 'Switch to English', text: 'English', next: 'en' },
    { locale: 'en', name: 'التبديل إلى العربية', text: 'العربية', next: 'ar' },
  ] as const)('offers the other language in that language ($locale)', async ({ locale, name, text, next }) => {
    const onToggle = vi.fn();
    const screen = await renderWithLocale(<LanguageToggle onToggle={onToggle} />, { locale });
    const button = screen.getByRole('button', { name });
    await expect.element(button).toHaveAttribute('lang', next);
    await expect.element(button.getByText(text)).toHaveAttribute('lang', next);
    await button.click();
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(next);
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  test('lets an onClick handler cancel the toggle', async () => {
    const onToggle = vi.fn();
    const screen = await renderWithLocale(
      <LanguageToggle onToggle={onToggle} onClick={(event) => event.preventDefault()} />,
    );
    await screen.getByRole('button').click();
    expect(onToggle).not.toHaveBeenCalled();
  });
});
