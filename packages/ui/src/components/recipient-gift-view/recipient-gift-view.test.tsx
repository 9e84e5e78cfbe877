import { describe, expect, test, vi } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { RecipientGiftView } from './recipient-gift-view';

describe('RecipientGiftView', () => {
  test.each([
    { locale: 'ar', accept: 'قبول الهدية', field: 'العنوان' },
    { locale: 'en', accept: 'Accept the gift', field: 'Address' },
  ] as const)('accept opens the form the app passes ($locale)', async ({ locale, accept, field }) => {
    const screen = await renderWithLocale(
      <RecipientGiftView
        state="waiting"
        senderName={null}
        acceptForm={
          <label>
            {field}
            <input />
          </label>
        }
      />,
      { locale },
    );
    await screen.getByRole('button', { name: accept }).click();
    await expect.element(screen.getByRole('textbox', { name: field })).toBeVisible();
  });

  test('decline asks first', async () => {
    const onDecline = vi.fn();
    const screen = await renderWithLocale(<RecipientGiftView state="waiting" onDecline={onDecline} />, {
      locale: 'en',
    });
    await screen.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(onDecline).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Decline the gift' }).click();
    expect(onDecline).toHaveBeenCalledOnce();
  });

  test('expired: only the explanation', async () => {
    const screen = await renderWithLocale(<RecipientGiftView state="expired" message="secret" />, { locale: 'en' });
    await expect.element(screen.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.container.textContent).not.toContain('secret');
  });
});
