import { MESSAGE_CARD_MAX_LENGTH } from '@hadiya/contract/orders';
import { messageCardTextSchema } from '@hadiya/contract/rules';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { MessageCardField } from './message-card-field';

describe('MessageCardField', () => {
  test('a card in the other language reads in its own direction on an Arabic page', async () => {
    const screen = await renderWithLocale(
      <MessageCardField maxLength={MESSAGE_CARD_MAX_LENGTH} defaultValue="Happy birthday!" />,
      { locale: 'ar' },
    );
    const textbox = screen.getByRole('textbox', { name: 'رسالة بطاقة الهدية' });
    await expect.element(textbox).toHaveAttribute('dir', 'auto');
    expect(getComputedStyle(textbox.element()).direction).toBe('ltr');
    await userEvent.clear(textbox);
    await userEvent.type(textbox, 'عيد ميلاد سعيد');
    expect(getComputedStyle(textbox.element()).direction).toBe('rtl');
  });

  test('counts down as the shopper types and stops at the limit', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<MessageCardField maxLength={12} onChange={onChange} />, { locale: 'en' });
    const textbox = screen.getByRole('textbox', { name: 'Gift card message' });
    await userEvent.type(textbox, 'Hello');
    await expect.element(screen.getByText('7 characters left')).toBeVisible();
    await userEvent.type(textbox, ' my friend!!');
    await expect.element(textbox).toHaveValue('Hello my fri');
    expect(onChange).toHaveBeenLastCalledWith('Hello my fri');
    await expect.element(screen.getByText('0 characters left').first()).toBeVisible();
  });

  test.each([
    { locale: 'ar', name: 'رسالة بطاقة الهدية', left: 'تبقّى ٩ أحرف', full: 'لم يتبقَّ أي حرف' },
    { locale: 'en', name: 'Gift card message', left: '9 characters left', full: '0 characters left' },
  ] as const)(
    'an emoji, a flag or a letter with tashkeel is one character, in the counter and the limit ($locale)',
    async (texts) => {
      const onChange = vi.fn();
      const screen = await renderWithLocale(<MessageCardField maxLength={12} onChange={onChange} />, {
        locale: texts.locale,
      });
      const textbox = screen.getByRole('textbox', { name: texts.name });
      // 😀 is two UTF-16 units, 🇸🇦 four, 👨‍👩‍👧 eight, بُ two: one character each.
      await userEvent.fill(textbox, '😀🇸🇦👨‍👩‍👧');
      await expect.element(textbox).toHaveAccessibleDescription(new RegExp(texts.left));
      // The browser's maxLength (UTF-16 units) would stop these far too early: the field keeps the limit.
      expect(textbox.element().hasAttribute('maxlength')).toBe(false);
      // Pasted past the limit: what fits is taken, whole characters only.
      await userEvent.fill(textbox, `😀🇸🇦👨‍👩‍👧بُ${'😀'.repeat(10)}`);
      expect(onChange).toHaveBeenLastCalledWith('😀🇸🇦👨‍👩‍👧بُ😀😀😀😀😀😀😀😀');
      await expect.element(textbox).toHaveAccessibleDescription(new RegExp(texts.full));
    },
  );

  test('the field’s limit is the server’s rule: the most it takes, the contract accepts', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(
      <MessageCardField maxLength={MESSAGE_CARD_MAX_LENGTH} onChange={onChange} />,
      { locale: 'en' },
    );
    const textbox = screen.getByRole('textbox', { name: 'Gift card message' });
    await userEvent.fill(textbox, '🌷'.repeat(MESSAGE_CARD_MAX_LENGTH + 5));
    const taken = onChange.mock.lastCall?.[0] as string;
    expect([...taken].length).toBe(MESSAGE_CARD_MAX_LENGTH);
    await expect.element(screen.getByText('0 characters left').first()).toBeVisible();
    expect(messageCardTextSchema.safeParse(taken).success).toBe(true);
    expect(messageCardTextSchema.safeParse(`${taken}🌷`).success).toBe(false);
  });

  test.each([
    { locale: 'ar', name: 'رسالة بطاقة الهدية', far: 'تبقّى ١٠ أحرف', near: 'تبقّى ٥ أحرف', full: 'لم يتبقَّ أي حرف' },
    {
      locale: 'en',
      name: 'Gift card message',
      far: '10 characters left',
      near: '5 characters left',
      full: '0 characters left',
    },
  ] as const)('the counter is read with the field, and said only near the limit ($locale)', async (texts) => {
    const screen = await renderWithLocale(<MessageCardField maxLength={20} />, { locale: texts.locale });
    const textbox = screen.getByRole('textbox', { name: texts.name });
    const counter = document.querySelector('[data-slot="message-card-field-counter"]');
    const announcement = document.querySelector('[data-slot="message-card-field-announcement"]');
    expect(counter?.hasAttribute('aria-live')).toBe(false);
    expect(announcement?.getAttribute('aria-live')).toBe('polite');
    await userEvent.type(textbox, 'abcdefghij');
    await expect.element(textbox).toHaveAccessibleDescription(new RegExp(texts.far));
    // Far from the limit nothing is announced, keystroke after keystroke.
    expect(announcement?.textContent).toBe('');
    await userEvent.type(textbox, 'klmno');
    expect(announcement?.textContent).toBe(texts.near);
    // Within the last few characters it is not read again on every keystroke …
    await userEvent.type(textbox, 'pq');
    expect(announcement?.textContent).toBe(texts.near);
    // … only when the limit is reached.
    await userEvent.type(textbox, 'rstuvw');
    expect(announcement?.textContent).toBe(texts.full);
    expect(counter?.textContent).toBe(texts.full);
  });

  test.each([
    { locale: 'ar', name: 'رسالة بطاقة الهدية' },
    { locale: 'en', name: 'Gift card message' },
  ] as const)('a required field says “required” once ($locale)', async ({ locale, name }) => {
    const screen = await renderWithLocale(<MessageCardField maxLength={20} isRequired />, { locale });
    // The control's `required` is what a screen reader says; the name has no second "required".
    await expect.element(screen.getByRole('textbox', { name, exact: true })).toBeRequired();
    await expect.element(screen.getByRole('textbox', { name, exact: true })).toHaveAccessibleName(name);
  });

  test('a controlled value longer than the limit is shown as too many', async () => {
    const screen = await renderWithLocale(<MessageCardField maxLength={3} value="abcde" onChange={() => {}} />, {
      locale: 'ar',
    });
    await expect.element(screen.getByText('حرفان زائدان')).toBeVisible();
    expect(document.querySelector('[data-slot="message-card-field"]')?.getAttribute('data-state')).toBe('over');
  });

  test('submits with a plain form under its name', async () => {
    let submitted: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = new FormData(event.currentTarget);
        }}
      >
        <MessageCardField maxLength={50} defaultValue="Mabrook" />
        <button type="submit">Send</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Send' }).click();
    expect(submitted?.get('message_card')).toBe('Mabrook');
  });
});
