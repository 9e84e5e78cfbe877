import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { EngravingField } from './engraving-field';

describe('EngravingField', () => {
  test.each([
    { locale: 'ar', name: 'نص النقش', far: 'تبقّى ٦ أحرف', near: 'تبقّى ٥ أحرف', full: 'لم يتبقَّ أي حرف' },
    {
      locale: 'en',
      name: 'Engraving text',
      far: '6 characters left',
      near: '5 characters left',
      full: '0 characters left',
    },
  ] as const)('the counter is described, and announced only near the limit ($locale)', async (texts) => {
    const screen = await renderWithLocale(<EngravingField maxLength={10} />, { locale: texts.locale });
    const input = screen.getByRole('textbox', { name: texts.name });
    const counter = document.querySelector('[data-slot="engraving-field-counter"]');
    const announcement = document.querySelector('[data-slot="engraving-field-announcement"]');
    expect(counter?.hasAttribute('aria-live')).toBe(false);
    await userEvent.type(input, 'Nour');
    await expect.element(input).toHaveAccessibleDescription(texts.far);
    expect(announcement?.textContent).toBe('');
    await userEvent.type(input, 'a');
    await expect.element(input).toHaveAccessibleDescription(texts.near);
    expect(announcement?.textContent).toBe(texts.near);
    await userEvent.type(input, ' Sara');
    expect(announcement?.textContent).toBe(texts.full);
  });
});
