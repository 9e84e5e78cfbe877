import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { OtpInput } from './otp-input';

describe('OtpInput', () => {
  test.each([
    { locale: 'ar', names: ['الرقم ١ من ٤', 'الرقم ٢ من ٤', 'الرقم ٣ من ٤', 'الرقم ٤ من ٤'] },
    { locale: 'en', names: ['Digit 1 of 4', 'Digit 2 of 4', 'Digit 3 of 4', 'Digit 4 of 4'] },
  ] as const)('each box is named by its place, in the page’s digits ($locale)', async ({ locale, names }) => {
    const screen = await renderWithLocale(<OtpInput />, { locale });
    const boxes = screen.getByRole('textbox').elements();
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(names);
    for (const name of names) await expect.element(screen.getByRole('textbox', { name, exact: true })).toBeVisible();
  });

  test.each([
    { locale: 'ar', last: 'الرقم ١٢ من ١٢' },
    { locale: 'en', last: 'Digit 12 of 12' },
  ] as const)('a longer code counts its boxes the same way ($locale)', async ({ locale, last }) => {
    const screen = await renderWithLocale(<OtpInput length={12} />, { locale });
    await expect.element(screen.getByRole('textbox', { name: last, exact: true })).toBeVisible();
  });

  test.each([
    { locale: 'ar', first: 'الرقم ١ من ٤' },
    { locale: 'en', first: 'Digit 1 of 4' },
  ] as const)(
    'autoFocus puts the caret in the first box, so the code is typed at once ($locale)',
    async ({ locale, first }) => {
      const onComplete = vi.fn();
      await renderWithLocale(<OtpInput autoFocus onComplete={onComplete} />, { locale });
      const box = page.getByRole('textbox', { name: first, exact: true });
      await expect.element(box).toHaveFocus();
      // The box the browser offers a code from a text message for.
      await expect.element(box).toHaveAttribute('autocomplete', 'one-time-code');
      await userEvent.keyboard('٤٣٢1');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('4321');
    },
  );

  test('without autoFocus no box takes focus', async () => {
    await renderWithLocale(<OtpInput />, { locale: 'en' });
    await expect.element(page.getByRole('textbox', { name: 'Digit 1 of 4', exact: true })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });
});
