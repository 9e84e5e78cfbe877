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

  test.each([
    { locale: 'ar', name: 'الاسم الكامل', message: 'رسالتك' },
    { locale: 'en', name: 'Full name', message: 'Your message' },
  ] as const)(
    'a required field says “required” once, by its control; the star is for the eye ($locale)',
    async (texts) => {
      const screen = await renderWithLocale(
        <>
          <TextField label={texts.name} isRequired />
          <Textarea label={texts.message} isRequired />
        </>,
        { locale: texts.locale },
      );
      // The control's `required` is what a screen reader says: the name carries no second "required".
      const input = screen.getByRole('textbox', { name: texts.name, exact: true });
      await expect.element(input).toHaveAccessibleName(texts.name);
      await expect.element(input).toBeRequired();
      const textarea = screen.getByRole('textbox', { name: texts.message, exact: true });
      await expect.element(textarea).toHaveAccessibleName(texts.message);
      await expect.element(textarea).toBeRequired();
      for (const slot of ['text-field-required', 'textarea-required']) {
        const mark = document.querySelector(`[data-slot="${slot}"]`);
        expect(mark?.textContent).toBe('*');
        expect(mark?.getAttribute('aria-hidden')).toBe('true');
      }
    },
  );

  test('an optional field has no marker and is not required', async () => {
    const screen = await renderWithLocale(<TextField label="Company" />, { locale: 'en' });
    await expect.element(screen.getByRole('textbox', { name: 'Company', exact: true })).not.toBeRequired();
    expect(document.querySelector('[data-slot="text-field-required"]')).toBeNull();
  });
});
