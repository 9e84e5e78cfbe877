import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { checkNationalAddress, normalizeNationalAddress } from './national-address';
import { RecipientForm } from './recipient-form';

const cities = [
  { value: '1', label: 'Riyadh' },
  { value: '2', label: 'Jeddah' },
];

function capture() {
  const state: { data?: FormData } = {};
  const onSubmit = (event: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    state.data = new FormData(event.currentTarget);
  };
  return { state, onSubmit };
}

describe('National Address', () => {
  test('formats', () => {
    expect(
      checkNationalAddress({
        buildingNumber: '1234',
        postalCode: '12345',
        additionalNumber: '٥٦٧٨',
        shortAddress: 'rrrd 2929',
      }),
    ).toEqual({});
    expect(
      checkNationalAddress({
        buildingNumber: '123',
        postalCode: '1234',
        additionalNumber: '12a4',
        shortAddress: 'RRR29299',
      }),
    ).toEqual({
      buildingNumber: 'fourDigits',
      postalCode: 'fiveDigits',
      additionalNumber: 'fourDigits',
      shortAddress: 'shortAddressInvalid',
    });
    expect(normalizeNationalAddress({ shortAddress: 'rrrd ٢٩٢٩', postalCode: '١٢٣٤٥' })).toMatchObject({
      shortAddress: 'RRRD2929',
      postalCode: '12345',
    });
  });
});

describe('RecipientForm', () => {
  test('posts the named fields with a plain form', async () => {
    const { state, onSubmit } = capture();
    const screen = await renderWithLocale(
      <form onSubmit={onSubmit}>
        <RecipientForm
          cities={cities}
          defaultValues={{
            name: 'Noura',
            cityId: '2',
            address: 'Al Rawdah, Jeddah',
            mobile: '512345678',
            postalCode: '23433',
          }}
        />
        <button type="submit">Next</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('checkbox', { name: /Hide my name/ }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(Object.fromEntries(state.data ?? [])).toMatchObject({
      recipient_name: 'Noura',
      recipient_city_id: '2',
      recipient_address: 'Al Rawdah, Jeddah',
      recipient_phone_code: '966',
      recipient_mobile: '512345678',
      postal_code: '23433',
      hide_sender_name: 'true',
    });
    expect(state.data?.get('recipient_supplies_address')).toBeNull();
  });

  test.each(['ar', 'en'] as const)(
    'letting the recipient fill in the address drops the address fields (%s)',
    async (locale) => {
      const { state, onSubmit } = capture();
      const screen = await renderWithLocale(
        <form onSubmit={onSubmit}>
          <RecipientForm cities={cities} defaultValues={{ name: 'Noura', address: 'x', mobile: '512345678' }} />
          <button type="submit">Next</button>
        </form>,
        { locale },
      );
      await userEvent.click(screen.getByRole('switch'));
      await screen.getByRole('button', { name: 'Next' }).click();
      expect(state.data?.get('recipient_supplies_address')).toBe('true');
      expect(state.data?.has('recipient_address')).toBe(false);
      expect(state.data?.has('building_number')).toBe(false);
      expect(state.data?.get('recipient_mobile')).toBe('512345678');
    },
  );

  test('messages from the caller win over the built-in format checks', async () => {
    const screen = await renderWithLocale(
      <RecipientForm cities={cities} isNationalAddressOpen errors={{ postalCode: 'Unknown postal code' }} />,
      { locale: 'en' },
    );
    const postal = screen.getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(postal, '12');
    await userEvent.tab();
    await expect.element(postal).toHaveAccessibleDescription('Unknown postal code');
  });
});
