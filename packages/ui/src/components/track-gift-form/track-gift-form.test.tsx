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

  test.each([
    {
      locale: 'ar',
      order: /^رقم الطلب/,
      phone: /^رقم الجوال\s+مطلوب$/,
      submit: 'تتبع',
      missing: 'أدخل رقم الطلب',
      phoneRequired: 'رقم الجوال مطلوب',
      phoneLength: 'يجب أن يتكون رقم الجوال من ٩ أرقام بالضبط لرمز الدولة \u2066+966\u2069.',
    },
    {
      locale: 'en',
      order: /^Order number/,
      phone: /^Mobile number\s+required$/,
      submit: 'Track',
      missing: 'Enter the order number',
      phoneRequired: 'Phone number is required',
      phoneLength: 'Phone number must be exactly 9 digits for country code +966.',
    },
  ] as const)('the mobile is required too; the first field in error takes focus ($locale)', async (texts) => {
    const onTrack = vi.fn();
    const screen = await renderWithLocale(<TrackGiftForm onTrack={onTrack} />, { locale: texts.locale });
    const order = screen.getByRole('textbox', { name: texts.order });
    const phone = screen.getByRole('textbox', { name: texts.phone });
    await screen.getByRole('button', { name: texts.submit }).click();
    expect(onTrack).not.toHaveBeenCalled();
    // Focus lands on the order number, which reads its message with it.
    await expect.element(order).toHaveFocus();
    await expect.element(order).toHaveAccessibleDescription(new RegExp(texts.missing));
    await expect.element(phone).toHaveAccessibleDescription(texts.phoneRequired);
    await userEvent.type(order, 'HD-10231');
    await screen.getByRole('button', { name: texts.submit }).click();
    expect(onTrack).not.toHaveBeenCalled();
    await expect.element(phone).toHaveFocus();
    // Sent with Enter: a click would first blur the field, whose own length check moves the button.
    await userEvent.type(phone, '5012{Enter}');
    expect(onTrack).not.toHaveBeenCalled();
    await expect.element(phone).toHaveAccessibleDescription(texts.phoneLength);
    await userEvent.type(phone, '34567');
    await userEvent.keyboard('{Enter}');
    expect(onTrack).toHaveBeenCalledExactlyOnceWith(
      { orderNumber: 'HD-10231', phone: { phoneCode: '966', number: '501234567' } },
      expect.anything(),
    );
  });

  test('while the request runs the fields are locked and the form is not sent again', async () => {
    const onTrack = vi.fn();
    const screen = await renderWithLocale(
      <TrackGiftForm
        onTrack={onTrack}
        isSubmitting
        defaultValues={{ orderNumber: 'HD-10231', phone: { phoneCode: '966', number: '501234567' } }}
      />,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('textbox', { name: /^Order number/ })).toBeDisabled();
    await expect.element(screen.getByRole('textbox', { name: /^Mobile number/ })).toBeDisabled();
    document.querySelector('form')?.requestSubmit();
    expect(onTrack).not.toHaveBeenCalled();
  });

  test('the server’s refusal is an alert; field errors mark their fields', async () => {
    const screen = await renderWithLocale(
      <TrackGiftForm formError="No order matches" errors={{ phone: 'Wrong mobile' }} />,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('No order matches');
    await expect.element(screen.getByText('Wrong mobile')).toBeVisible();
  });
});
