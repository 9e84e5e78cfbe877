import { corporateGiftsBodySchema, SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { CorporateGiftForm, corporateGiftQuantity } from './corporate-gift-form';

describe('CorporateGiftForm', () => {
  test.each([
    { locale: 'ar', name: /^الكمية/, hint: 'حتى ١٠٠٬٠٠٠' },
    { locale: 'en', name: /^Quantity/, hint: 'Up to 100,000' },
  ] as const)('the quantity stops at the contract’s maximum and says it ($locale)', async (texts) => {
    const screen = await renderWithLocale(<CorporateGiftForm />, { locale: texts.locale });
    const quantity = screen.getByRole('textbox', { name: texts.name });
    await expect.element(quantity).toHaveAccessibleDescription(texts.hint);
    await userEvent.type(quantity, '999999');
    await expect.element(quantity).toHaveValue(String(SUPPORT_LIMITS.quantityMax));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '٢٥٠');
    await expect.element(quantity).toHaveValue('250');
  });

  test('whatever is typed, the quantity is one the contract accepts', () => {
    for (const typed of ['999999', '100001', '1000000', '٩٩٩٩٩٩٩', '0', '007', '12a3', '100000', '']) {
      const quantity = corporateGiftQuantity(typed);
      const parsed = corporateGiftsBodySchema.shape.quantity.safeParse(quantity);
      expect(parsed.success, `${typed} → ${quantity}`).toBe(true);
    }
    expect(corporateGiftQuantity('999999')).toBe('100000');
    expect(corporateGiftQuantity('007')).toBe('7');
    expect(corporateGiftQuantity('0')).toBe('');
  });

  test('a full inquiry with the largest quantity is sent', async () => {
    const onSubmitData = vi.fn();
    const screen = await renderWithLocale(<CorporateGiftForm onSubmitData={onSubmitData} />, { locale: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Faisal');
    await userEvent.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: /^Work email/ }), 'faisal@acme.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone number/ }), '0551234567');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Jeddah');
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '250000');
    await userEvent.type(screen.getByRole('textbox', { name: /^What are you looking for/ }), 'Desk plants');
    await screen.getByRole('button', { name: 'Send inquiry' }).click();
    await vi.waitFor(() => expect(onSubmitData).toHaveBeenCalledOnce());
    const data = onSubmitData.mock.calls[0]?.[0] as FormData | undefined;
    expect(data?.get('quantity')).toBe('100000');
  });

  test.each([
    {
      locale: 'ar',
      send: 'إرسال الطلب',
      name: /^اسمك/,
      quantity: /^الكمية/,
      tooLong: 'يجب ألا يزيد عن ١٠٠ حرفا',
      tooSmall: 'يجب ألا يقل عن ١',
    },
    {
      locale: 'en',
      send: 'Send inquiry',
      name: /^Your name/,
      quantity: /^Quantity/,
      tooLong: 'Must be at most 100 characters',
      tooSmall: 'Must be at least 1',
    },
  ] as const)('a limit the contract sets is named with its number ($locale)', async (texts) => {
    // What the server handed back after a refused post: longer and smaller than the rules allow.
    const onSubmitData = vi.fn();
    const screen = await renderWithLocale(
      <CorporateGiftForm
        onSubmitData={onSubmitData}
        defaultValues={{
          name: 'x'.repeat(SUPPORT_LIMITS.name + 1),
          company_name: 'Acme',
          email: 'faisal@acme.com',
          phone_number: '0551234567',
          city: 'Jeddah',
          quantity: '0',
          description: 'Desk plants',
        }}
      />,
      { locale: texts.locale },
    );
    await screen.getByRole('button', { name: texts.send }).click();
    await expect
      .element(screen.getByRole('textbox', { name: texts.name }))
      .toHaveAccessibleDescription(new RegExp(texts.tooLong));
    await expect
      .element(screen.getByRole('textbox', { name: texts.quantity }))
      .toHaveAccessibleDescription(new RegExp(texts.tooSmall));
    expect(onSubmitData).not.toHaveBeenCalled();
  });
});
