import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { MessageCardField } from './message-card-field';

describe('MessageCardField', () => {
  test('counts down as the shopper types and stops at the limit', async () => {
    const onChange = vi.fn();
    const screen = await renderWithLocale(<MessageCardField maxLength={12} onChange={onChange} />, { locale: 'en' });
    const textbox = screen.getByRole('textbox', { name: 'Gift card message' });
    await userEvent.type(textbox, 'Hello');
    await expect.element(screen.getByText('7 characters left')).toBeVisible();
    await userEvent.type(textbox, ' my friend!!');
    await expect.element(textbox).toHaveValue('Hello my fri');
    expect(onChange).toHaveBeenLastCalledWith('Hello my fri');
    await expect.element(screen.getByText('0 characters left')).toBeVisible();
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
