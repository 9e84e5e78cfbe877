import { corporateGiftsBodySchema, SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { CorporateGiftForm, corporateGiftQuantity } from './corporate-gift-form';

describe('CorporateGiftForm', () => {
  test.each([
    { locale: 'ar', name: /^الكمية/, hint: 'حتى ١٠٠٬٠٠٠' },
    { locale: 'en', name: /^Quantity/, hint: 'Up to 100,000' },
  ] as const)(
    'the quantity says its maximum and keeps what was typed, Arabic digits as Western ($locale)',
    async (texts) => {
      const screen = await renderWithLocale(<CorporateGiftForm />, { locale: texts.locale });
      const quantity = screen.getByRole('textbox', { name: texts.name });
      await expect.element(quantity).toHaveAccessibleDescription(texts.hint);
      await userEvent.type(quantity, '-5');
      await expect.element(quantity).toHaveValue('-5');
      await userEvent.clear(quantity);
      await userEvent.type(quantity, '٢٥٠');
      await expect.element(quantity).toHaveValue('250');
    },
  );

  test.each([
    { locale: 'ar', send: 'إرسال الطلب', quantity: /^الكمية/, message: 'أدخل كمية بين ١ و١٠٠٬٠٠٠' },
    { locale: 'en', send: 'Send inquiry', quantity: /^Quantity/, message: 'Enter a quantity between 1 and 100,000' },
  ] as const)('a quantity out of range is refused with the range, never changed and sent ($locale)', async (texts) => {
    for (const typed of ['-5', '99999999999999999999', '100001', '0', '1.5']) {
      const onSubmitData = vi.fn();
      const screen = await renderWithLocale(
        <CorporateGiftForm
          onSubmitData={onSubmitData}
          defaultValues={{
            name: 'Faisal',
            company_name: 'Acme',
            email: 'faisal@acme.com',
            phone_number: '0551234567',
            city: 'Jeddah',
            description: 'Desk plants',
          }}
        />,
        { locale: texts.locale },
      );
      const quantity = screen.getByRole('textbox', { name: texts.quantity });
      await userEvent.type(quantity, typed);
      await expect.element(quantity).toHaveValue(typed);
      await screen.getByRole('button', { name: texts.send }).click();
      await expect.element(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect.element(quantity).toHaveAccessibleDescription(new RegExp(texts.message));
      await expect.element(quantity).toHaveFocus();
      expect(onSubmitData, typed).not.toHaveBeenCalled();
      await screen.unmount();
    }
  });

  test('the quantity the form sends is the one the contract accepts', () => {
    for (const typed of ['1', '٢٥٠', '۳۰', '007', '100000', '']) {
      const parsed = corporateGiftsBodySchema.shape.quantity.safeParse(corporateGiftQuantity(typed));
      expect(parsed.success, typed).toBe(true);
    }
    expect(corporateGiftQuantity('٢٥٠')).toBe('250');
    expect(corporateGiftQuantity('-5')).toBe('-5');
    expect(corporateGiftQuantity('99999999999999999999')).toBe('99999999999999999999');
  });

  test('a full inquiry with the largest quantity is sent', async () => {
    const onSubmitData = vi.fn();
    const screen = await renderWithLocale(<CorporateGiftForm onSubmitData={onSubmitData} />, { locale: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Faisal');
    await userEvent.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: /^Work email/ }), 'faisal@acme.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone number/ }), '0551234567');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Jeddah');
    await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '100000');
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
      tooLong: 'يجب ألا يزيد عن ١٠٠ حرف',
      tooSmall: 'أدخل كمية بين ١ و١٠٠٬٠٠٠',
    },
    {
      locale: 'en',
      send: 'Send inquiry',
      name: /^Your name/,
      quantity: /^Quantity/,
      tooLong: 'Must be at most 100 characters',
      tooSmall: 'Enter a quantity between 1 and 100,000',
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
