import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { OrderDeliveryDate, OrderDestinationCard, OrderMessageCard } from './order-details';

describe('OrderMessageCard', () => {
  test.each([
    { locale: 'ar', edit: 'تعديل الرسالة', save: 'حفظ' },
    { locale: 'en', edit: 'Edit message', save: 'Save' },
  ] as const)('edits the card before wrapping ($locale)', async ({ locale, edit, save }) => {
    const onSave = vi.fn();
    const screen = await renderWithLocale(<OrderMessageCard message="Hi" canEdit onSave={onSave} />, { locale });
    await screen.getByRole('button', { name: edit }).click();
    await userEvent.fill(screen.getByRole('textbox'), 'Hello');
    await screen.getByRole('button', { name: save }).click();
    expect(onSave).toHaveBeenCalledWith('Hello', expect.anything());
  });

  test('after wrapping the button is disabled and says why', async () => {
    const screen = await renderWithLocale(<OrderMessageCard message="Hi" canEdit={false} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Edit message' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAccessibleDescription(/wrapped/);
  });
});

describe('OrderDeliveryDate and OrderDestinationCard', () => {
  test('Gregorian and Hijri dates with the slot', async () => {
    const screen = await renderWithLocale(
      <OrderDeliveryDate date="2026-11-26" slot={{ start: '09:00', end: '11:00' }} />,
      {
        locale: 'ar',
      },
    );
    const region = screen.getByRole('region', { name: 'تاريخ التوصيل' });
    await expect.element(region).toHaveTextContent('نوفمبر');
    await expect.element(region).toHaveTextContent('١٤٤٨');
  });

  test('a recipient who supplies the address, a cafe branch', async () => {
    const screen = await renderWithLocale(
      <>
        <OrderDestinationCard destination={{ kind: 'recipient', name: 'Sara', address: null }} />
        <OrderDestinationCard destination={{ kind: 'cafe', branchName: 'Olaya' }} />
      </>,
      { locale: 'en' },
    );
    await expect.element(screen.getByRole('region', { name: 'Recipient' })).toHaveTextContent(/SMS link/);
    await expect.element(screen.getByRole('region', { name: 'Pick-up branch' })).toHaveTextContent('Olaya');
  });
});
