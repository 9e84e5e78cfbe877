import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LinkProvider } from '../../lib/link';
import { followed, RecordingLink } from '../../test/recording-link';
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
  test.each([
    {
      locale: 'ar',
      recipient: 'المستلم',
      cafe: 'فرع الاستلام',
      recipientPlace: 'King Fahd Rd 12، Riyadh',
      cafePlace: 'Olaya St 35، Riyadh',
      map: 'عرض Olaya على الخريطة',
    },
    {
      locale: 'en',
      recipient: 'Recipient',
      cafe: 'Pick-up branch',
      recipientPlace: 'King Fahd Rd 12, Riyadh',
      cafePlace: 'Olaya St 35, Riyadh',
      map: 'View Olaya on the map',
    },
  ] as const)(
    'address and city joined with the locale’s comma; the map link says so and goes through the app’s Link ($locale)',
    async ({ locale, recipient, cafe, recipientPlace, cafePlace, map }) => {
      followed.length = 0;
      const screen = await renderWithLocale(
        <LinkProvider component={RecordingLink}>
          <OrderDestinationCard
            destination={{ kind: 'recipient', name: 'Sara', address: 'King Fahd Rd 12', city: 'Riyadh' }}
          />
          <OrderDestinationCard
            destination={{
              kind: 'cafe',
              branchName: 'Olaya',
              address: 'Olaya St 35',
              city: 'Riyadh',
              mapHref: 'https://maps.example/olaya',
            }}
          />
        </LinkProvider>,
        { locale },
      );
      await expect.element(screen.getByRole('region', { name: recipient })).toHaveTextContent(recipientPlace);
      const branch = screen.getByRole('region', { name: cafe });
      await expect.element(branch).toHaveTextContent(cafePlace);
      await branch.getByRole('link', { name: map }).click();
      expect(followed).toEqual(['https://maps.example/olaya']);
    },
  );
});
