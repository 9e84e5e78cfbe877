import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { detectCardBrand, isExpiryInFuture, isLuhnValid, parseExpiry } from './card-brand';
import { CardForm } from './card-form';

describe('card rules', () => {
  test.each([
    ['4201320111111010', 'mada'],
    ['588845 0000', 'mada'],
    ['4406 47', 'mada'],
    ['9682081234', 'mada'],
    ['636120', 'mada'],
    ['4111111111111111', 'visa'],
    ['5421080101000000', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['378282246310005', null],
    ['', null],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  test('Luhn', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('٤١١١١١١١١١١١١١١١')).toBe(true);
    expect(isLuhnValid('4242')).toBe(false);
  });

  test('expiry', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('11/2030')).toEqual({ month: 11, year: 2030 });
    expect(isExpiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(isExpiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
  });
});

describe('CardForm', () => {
  test('shows the built-in messages after submit and the caller’s messages first', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(
      <CardForm onSubmit={onSubmit} errors={{ cvc: 'The gateway refused the CVC' }} />,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Pay now' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect
      .element(screen.getByRole('textbox', { name: /Name on card/ }))
      .toHaveAccessibleDescription('Enter the first and last name as they appear on the card');
    await expect
      .element(screen.getByRole('textbox', { name: /Card number/ }))
      .toHaveAccessibleDescription('Enter a valid card number');
    await expect
      .element(screen.getByRole('textbox', { name: /Security code/ }))
      .toHaveAccessibleDescription('3 or 4 digits on the back of the card The gateway refused the CVC');
  });

  test('a div form calls onSubmit from its button and nothing in it has a name', async () => {
    const onSubmit = vi.fn();
    const screen = await renderWithLocale(
      <CardForm as="div" onSubmit={onSubmit} canSaveCard={false} now={new Date('2026-01-01')} />,
      { locale: 'ar' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: /الاسم على البطاقة/ }), 'Sara Ali');
    await userEvent.type(screen.getByRole('textbox', { name: /رقم البطاقة/ }), '5421080101000000');
    await userEvent.type(screen.getByRole('textbox', { name: /تاريخ الانتهاء/ }), '3/27');
    await expect.element(screen.getByRole('textbox', { name: /تاريخ الانتهاء/ })).toHaveValue('03/27');
    await userEvent.type(screen.getByRole('textbox', { name: /رمز الأمان/ }), '٧٣٧');
    await screen.getByRole('button', { name: 'ادفع الآن' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Sara Ali',
      number: '5421080101000000',
      month: 3,
      year: 2027,
      cvc: '737',
      brand: 'mastercard',
      saveCard: false,
    });
    expect(document.querySelectorAll('[data-slot="card-form"] [name]')).toHaveLength(0);
    expect(document.querySelector('form')).toBeNull();
  });

  test.each([
    {
      locale: 'ar',
      names: ['الاسم على البطاقة', 'رقم البطاقة', 'تاريخ الانتهاء', 'رمز الأمان (CVC)'],
      required: 'مطلوب',
    },
    {
      locale: 'en',
      names: ['Name on card', 'Card number', 'Expiry date', 'Security code (CVC)'],
      required: 'required',
    },
  ] as const)('each field says “required” once, by its control; the stars are for the eye ($locale)', async (texts) => {
    const screen = await renderWithLocale(<CardForm onSubmit={vi.fn()} />, { locale: texts.locale });
    for (const name of texts.names) {
      const input = screen.getByRole('textbox', { name, exact: true });
      // The native `required` is what a screen reader says: the name carries no second "required".
      await expect.element(input).toBeRequired();
      await expect.element(input).toHaveAccessibleName(name);
      await expect.element(input).not.toHaveAccessibleName(new RegExp(texts.required));
    }
    for (const field of ['name', 'number', 'expiry', 'cvc']) {
      const mark = document.querySelector(`[data-slot="card-form-${field}-required"]`);
      expect(mark?.textContent).toBe('*');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
