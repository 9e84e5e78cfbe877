import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { PhoneInput } from './phone-input';

const locales = [
  {
    locale: 'ar',
    number: 'رقم الجوال',
    saudi: 'يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.',
    bahrain: 'يجب أن يتكون رقم الجوال من ٨ أرقام بالضبط لرمز الدولة \u2066+973\u2069.',
  },
  {
    locale: 'en',
    number: 'Mobile number',
    saudi: 'Phone number must be exactly 9 digits for country code +966.',
    bahrain: 'Phone number must be exactly 8 digits for country code +973.',
  },
] as const;

describe('PhoneInput', () => {
  test.each(locales)(
    'the length message counts in the page’s digits; the code stays Latin ($locale)',
    async (texts) => {
      await renderWithLocale(<PhoneInput />, { locale: texts.locale });
      const number = page.getByRole('textbox', { name: texts.number });
      await userEvent.type(number, '5123');
      await userEvent.tab();
      await expect.element(number).toHaveAccessibleDescription(texts.saudi);
      await userEvent.selectOptions(page.getByRole('combobox'), '973');
      await userEvent.type(number, '36');
      await userEvent.tab();
      await expect.element(number).toHaveAccessibleDescription(texts.bahrain);
    },
  );

  test.each(locales)(
    'the first click on the submit button below an incomplete number submits ($locale)',
    async (texts) => {
      const onSubmit = vi.fn();
      await renderWithLocale(
        <form
          className="flex w-80 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <PhoneInput />
          <button type="submit">Send</button>
        </form>,
        { locale: texts.locale },
      );
      const number = page.getByRole('textbox', { name: texts.number });
      await userEvent.type(number, '5123');
      // A real press: mousedown moves the focus (the length message appears), then mouseup and click.
      await userEvent.click(page.getByRole('button', { name: 'Send' }));
      expect(onSubmit).toHaveBeenCalledOnce();
      // The message still comes, once the press is over.
      await expect.element(number).toHaveAccessibleDescription(texts.saudi);
      await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    },
  );

  test('leaving by keyboard shows the message at once; a press that comes back to the number shows none', async () => {
    await renderWithLocale(<PhoneInput />, { locale: 'en' });
    const number = page.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '5123');
    // The label's press takes the focus away and its click gives it back.
    await userEvent.click(page.getByText('Mobile number'));
    await expect.element(number).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(number.element().hasAttribute('aria-invalid')).toBe(false);
    await userEvent.tab();
    expect(number.element().getAttribute('aria-invalid')).toBe('true');
  });
});
