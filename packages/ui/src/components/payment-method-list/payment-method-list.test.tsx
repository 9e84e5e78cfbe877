import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithLocale } from '../../test/render';
import { PaymentMethodList, type PaymentMethodOption } from './payment-method-list';

const methods: PaymentMethodOption[] = [
  { value: 'card', kind: 'card' },
  { value: 'applepay', kind: 'applepay' },
  { value: 'tabby', kind: 'tabby', unavailable: { reason: 'order_amount_too_high' } },
  { value: 'tamara', kind: 'tamara', unavailable: { reason: 'below_minimum', message: 'From the server' } },
  { value: 'stcpay', kind: 'stcpay' },
];

describe('PaymentMethodList', () => {
  test.each([
    { locale: 'ar', forward: '{ArrowLeft}' },
    { locale: 'en', forward: '{ArrowRight}' },
  ] as const)(
    'arrows skip unavailable methods, sideways along the reading direction ($locale)',
    async ({ locale, forward }) => {
      const onValueChange = vi.fn();
      const screen = await renderWithLocale(
        <PaymentMethodList methods={methods} isApplePayAvailable={false} onValueChange={onValueChange} />,
        { locale },
      );
      const radios = screen.getByRole('radio').elements();
      expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['card', 'tabby', 'tamara', 'stcpay']);
      await userEvent.click(radios[0] as HTMLElement);
      await userEvent.keyboard(forward);
      expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['card', 'stcpay']);
      await userEvent.keyboard('{ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('card');
    },
  );

  test('an unavailable method is disabled with its refusal as its description', async () => {
    const screen = await renderWithLocale(<PaymentMethodList methods={methods} />, { locale: 'en' });
    const tabby = screen.getByRole('radio', { name: 'Tabby' });
    await expect.element(tabby).toBeDisabled();
    await expect
      .element(tabby)
      .toHaveAccessibleDescription(
        'Split in 4 payments. No interest, no fees. This purchase is above your current spending limit with Tabby. Try a smaller cart or use another payment method.',
      );
    await expect.element(screen.getByRole('radio', { name: 'Tamara' })).toHaveAccessibleDescription(/From the server$/);
  });

  test.each([
    { locale: 'ar', ending: /تمارا متاحة للطلبات بقيمة .+ أو أكثر\.$/ },
    { locale: 'en', ending: /Tamara is available for orders from SAR\s18\.50\.$/ },
  ] as const)('the pay-later minimum ends its sentence with one full stop ($locale)', async ({ locale, ending }) => {
    const screen = await renderWithLocale(
      <PaymentMethodList
        methods={[{ value: 'tamara', kind: 'tamara', minAmount: 18_50, unavailable: { reason: 'below_minimum' } }]}
      />,
      { locale },
    );
    const reason = screen.getByRole('radio').element().getAttribute('aria-describedby') ?? '';
    const text = reason
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    // Intl's Arabic riyal is an abbreviation ('١٨٫٥٠ ر.س.'): no second full stop after it.
    expect(text).not.toMatch(/\.[\u200e\u200f\u061c\u2066-\u2069\s]*\./);
    expect(text).toMatch(ending);
  });

  test.each([
    {
      locale: 'ar',
      names: {
        stcpay: 'نأسف، STC Pay غير قادرة على الموافقة على عملية الشراء هذه. الرجاء استخدام طريقة دفع بديلة.',
        applepay: 'نأسف، Apple Pay غير قادرة على الموافقة على عملية الشراء هذه. الرجاء استخدام طريقة دفع بديلة.',
        wallet: 'نأسف، المحفظة غير قادرة على الموافقة على عملية الشراء هذه. الرجاء استخدام طريقة دفع بديلة.',
        saved: 'نأسف، مدى غير قادرة على الموافقة على عملية الشراء هذه. الرجاء استخدام طريقة دفع بديلة.',
      },
    },
    {
      locale: 'en',
      names: {
        stcpay: 'Sorry, STC Pay is unable to approve this purchase. Please use an alternative payment method.',
        applepay: 'Sorry, Apple Pay is unable to approve this purchase. Please use an alternative payment method.',
        wallet: 'Sorry, Wallet is unable to approve this purchase. Please use an alternative payment method.',
        saved: 'Sorry, mada is unable to approve this purchase. Please use an alternative payment method.',
      },
    },
  ] as const)('a provider refusal names the method it refuses ($locale)', async ({ locale, names }) => {
    const refused = { reason: 'not_available' } as const;
    const screen = await renderWithLocale(
      <PaymentMethodList
        isApplePayAvailable
        methods={[
          { value: 'stcpay', kind: 'stcpay', unavailable: refused },
          { value: 'applepay', kind: 'applepay', unavailable: refused },
          { value: 'wallet', kind: 'wallet', unavailable: refused },
          {
            value: 'saved_card:1',
            kind: 'saved_card',
            card: { brand: 'mada', last4: '4242', expiryMonth: 1, expiryYear: 2030 },
            unavailable: refused,
          },
        ]}
      />,
      { locale },
    );
    const refusals = [...screen.container.querySelectorAll('[data-slot="payment-method-refusal"]')].map(
      (element) => element.textContent,
    );
    expect(refusals).toEqual([names.stcpay, names.applepay, names.wallet, names.saved]);
  });

  test('a chosen method that becomes unavailable is no longer checked, and the form submits the choice', async () => {
    let data: FormData | undefined;
    const screen = await renderWithLocale(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          data = new FormData(event.currentTarget);
        }}
      >
        <PaymentMethodList methods={methods} name="payment_method" defaultValue="tabby" />
        <button type="submit">Pay</button>
      </form>,
      { locale: 'en' },
    );
    await screen.getByRole('button', { name: 'Pay' }).click();
    expect(data?.get('payment_method')).toBeNull();
    await screen.getByRole('radio', { name: 'STC Pay' }).click();
    await screen.getByRole('button', { name: 'Pay' }).click();
    expect(data?.get('payment_method')).toBe('stcpay');
  });

  test('Apple Pay shows only when available', async () => {
    const screen = await renderWithLocale(<PaymentMethodList methods={methods} isApplePayAvailable />, {
      locale: 'en',
    });
    await expect.element(screen.getByRole('radio', { name: 'Apple Pay' })).toBeEnabled();
  });

  test.each([
    { locale: 'ar', card: 'بطاقة ائتمانية أو مدى' },
    { locale: 'en', card: 'Credit or debit card' },
  ] as const)('two lists on one page keep their own choice ($locale)', async ({ locale, card }) => {
    const screen = await renderWithLocale(
      <>
        <PaymentMethodList methods={methods} />
        <PaymentMethodList methods={methods} />
      </>,
      { locale },
    );
    const [first, second] = [screen.getByRole('radiogroup').nth(0), screen.getByRole('radiogroup').nth(1)];
    await first.getByRole('radio', { name: card }).click();
    await second.getByRole('radio', { name: 'STC Pay' }).click();
    await expect.element(first.getByRole('radio', { name: card })).toBeChecked();
    await expect.element(second.getByRole('radio', { name: 'STC Pay' })).toBeChecked();
    // Arrows move within a list only.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(second.getByRole('radio', { name: card })).toBeChecked();
    await expect.element(first.getByRole('radio', { name: card })).toBeChecked();
    const names = (list: typeof first) =>
      new Set(
        list
          .getByRole('radio')
          .elements()
          .map((radio) => (radio as HTMLInputElement).name),
      );
    expect(names(first).size).toBe(1);
    expect([...names(first)][0]).not.toBe([...names(second)][0]);
  });

  test.each([
    { locale: 'ar', name: 'طريقة الدفع', required: 'مطلوب' },
    { locale: 'en', name: 'Payment method', required: 'required' },
  ] as const)('a required list says “required” once, by aria-required ($locale)', async (texts) => {
    const screen = await renderWithLocale(<PaymentMethodList methods={methods} isRequired />, { locale: texts.locale });
    const group = screen.getByRole('radiogroup');
    await expect.element(group).toHaveAttribute('aria-required', 'true');
    await expect.element(group).toHaveAccessibleName(texts.name);
    await expect.element(group).not.toHaveAccessibleName(new RegExp(texts.required));
    const mark = document.querySelector('[data-slot="payment-method-list-required"]');
    expect(mark?.textContent).toBe('*');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
  });
});
