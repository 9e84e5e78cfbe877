import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { TextField } from './text-field';
import { Textarea } from './textarea';

describe('TextField', () => {
  test.each([
    { locale: 'ar', far: '٥/٢٠', near: 'تبقّى ٥ أحرف', nearCount: '١٥/٢٠', full: 'لم يتبقَّ أي حرف' },
    { locale: 'en', far: '5/20', near: '5 characters left', nearCount: '15/20', full: '0 characters left' },
  ] as const)('the counter is read with the field, and said only near the limit ($locale)', async (texts) => {
    const screen = await renderWithLocale(<TextField label="Name" maxLength={20} />, { locale: texts.locale });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const counter = document.querySelector('[data-slot="text-field-counter"]');
    const announcement = document.querySelector('[data-slot="text-field-announcement"]');
    expect(counter?.hasAttribute('aria-live')).toBe(false);
    expect(announcement?.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(input, 'abcde');
    await expect.element(input).toHaveAccessibleDescription(texts.far);
    expect(announcement?.textContent).toBe('');
    await userEvent.type(input, 'fghijklmno');
    await expect.element(input).toHaveAccessibleDescription(texts.nearCount);
    expect(announcement?.textContent).toBe(texts.near);
    await userEvent.type(input, 'pq');
    expect(announcement?.textContent).toBe(texts.near);
    await userEvent.type(input, 'rstuvwxyz');
    await expect.element(input).toHaveValue('abcdefghijklmnopqrst');
    expect(announcement?.textContent).toBe(texts.full);
  });

  test('a textarea’s counter behaves the same', async () => {
    const screen = await renderWithLocale(<Textarea label="Message" maxLength={100} />, { locale: 'en' });
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    const announcement = document.querySelector('[data-slot="textarea-announcement"]');
    await userEvent.type(textarea, 'a'.repeat(89));
    expect(announcement?.textContent).toBe('');
    await userEvent.type(textarea, 'a');
    expect(announcement?.textContent).toBe('10 characters left');
    expect(document.querySelector('[data-slot="textarea-counter"]')?.hasAttribute('aria-live')).toBe(false);
  });

  test('without a limit there is no counter and nothing to announce', async () => {
    await renderWithLocale(<TextField label="Name" />, { locale: 'en' });
    expect(document.querySelector('[data-slot="text-field-counter"]')).toBeNull();
    expect(document.querySelector('[data-slot="text-field-announcement"]')).toBeNull();
  });
});
