import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { TrackGiftForm } from './track-gift-form';

describe('TrackGiftForm', () => {
  test.each([
    { locale: 'ar', order: 'رقم الطلب', phone: 'رقم الجوال', submit: 'تتبع', missing: 'أدخل رقم الطلب' },
    { locale: 'en', order: 'Order number', phone: 'Mobile number', submit: 'Track', missing: 'Enter the order number' },
  ] as const)(
    'asks for the order number, then gives back both fields ($locale)',
    async ({ locale, order, phone, submit, missing }) => {
      const onTrack = vi.fn();
      const screen = await renderWithLocale(<TrackGiftForm onTrack={onTrack} />, { locale });
      await screen.getByRole('button', { name: submit }).click();
      expect(onTrack).not.toHaveBeenCalled();
      await expect.element(screen.getByText(missing, { exact: true })).toBeVisible();
      await userEvent.type(screen.getByRole('textbox', { name: order }), ' HD-10231 ');
      await userEvent.type(screen.getByRole('textbox', { name: phone }), '501234567');
      await screen.getByRole('button', { name: submit }).click();
      expect(onTrack).toHaveBeenCalledWith(
        { orderNumber: 'HD-10231', phone: { phoneCode: '966', number: '501234567' } },
        expect.anything(),
      );
    },
  );

  test('the server’s refusal is an alert; field errors mark their fields', async () => {
    const screen = await renderWithLocale(
      <TrackGiftForm formError="No order matches" errors={{ phone: 'Wrong mobile' }} />,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No order matches');
    await expect.element(screen.getByText('Wrong mobile')).toBeVisible();
  });
});
