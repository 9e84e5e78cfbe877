import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodList, type PaymentMethodOption } from './payment-method-list';
import { PaymentMethodListUsage } from './payment-method-list.usage';

const allMethods: PaymentMethodOption[] = [
  { value: 'card', kind: 'card' },
  {
    value: 'saved_card:7',
    kind: 'saved_card',
    card: { brand: 'mada', last4: '1010', expiryMonth: 9, expiryYear: 2028 },
  },
  { value: 'applepay', kind: 'applepay' },
  { value: 'stcpay', kind: 'stcpay' },
  { value: 'tabby', kind: 'tabby', instalments: [3_000, 3_000, 3_000, 3_000] },
  { value: 'tamara', kind: 'tamara' },
  { value: 'wallet', kind: 'wallet', balance: 2_000, unavailable: { reason: 'insufficient_balance' } },
];

const meta = {
  title: 'Checkout/PaymentMethodList',
  component: PaymentMethodList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PaymentMethodListUsage,
      description: {
        component:
          'The payment methods as a radio list (pass `name="payment_method"` in a plain form; without it the radios get a name unique to the list): card (mada, Visa, Mastercard), saved cards, Apple Pay only with `isApplePayAvailable`, STC Pay, Tabby with its four instalments, Tamara from 18.50 SAR, the wallet. An unavailable method is disabled and its refusal (spec §8: not_available, order_amount_too_high, order_amount_too_low, not applicable; Tamara below its minimum) is read with it through `aria-describedby`. The chosen method shows its `details` (card form, STC Pay form).',
      },
    },
  },
  args: { methods: allMethods, onValueChange: fn(), isApplePayAvailable: true },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(7);
    await userEvent.click(radios[0] as HTMLElement);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('card');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    // Wraps past the unavailable wallet to the card.
    await userEvent.click(radios[5] as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[0]).toBeChecked();
    await expect(radios[6]).toBeDisabled();
  },
};

export const WithoutApplePay: Story = {
  args: { isApplePayAvailable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(6);
  },
};

export const WithDetails: Story = {
  args: {
    defaultValue: 'card',
    methods: [
      { value: 'card', kind: 'card', details: <p className="text-sm">Card form goes here</p> },
      { value: 'stcpay', kind: 'stcpay', details: <p className="text-sm">STC Pay form goes here</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Card form goes here')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('radio')[1] as HTMLElement);
    await expect(canvas.queryByText('Card form goes here')).toBeNull();
    await expect(canvas.getByText('STC Pay form goes here')).toBeVisible();
  },
};

export const TabbyRefusals: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    methods: [
      { value: 'tabby-1', kind: 'tabby', unavailable: { reason: 'not_available' } },
      { value: 'tabby-2', kind: 'tabby', unavailable: { reason: 'order_amount_too_high' } },
      { value: 'tabby-3', kind: 'tabby', unavailable: { reason: 'order_amount_too_low' } },
      { value: 'tabby-4', kind: 'tabby', unavailable: { reason: 'not_applicable' } },
      { value: 'tamara', kind: 'tamara', unavailable: { reason: 'below_minimum' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await expect(radios[3]).toHaveAccessibleDescription(
      /تابي غير متاحة لعملية الشراء هذه|Tabby is not applicable for this purchase/,
    );
    await expect(radios[4]).toHaveAccessibleDescription(/١٨٫٥٠|18\.50/);
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the brief names this story `Error`, like the other states.
export const Error: Story = {
  args: { isRequired: true, errorMessage: 'Select a payment method or use the wallet' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Select a payment method or use the wallet');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultValue: 'tabby' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'طريقة الدفع' })).toBeVisible();
    const tabby = canvas.getByRole('radio', { name: 'تابي' });
    await userEvent.click(tabby);
    await expect(canvasElement.querySelector('[data-slot="payment-method-instalments"]')).toHaveTextContent(
      /اليوم: .*٣٠٫٠٠/,
    );
    await expect(canvas.getByRole('radio', { name: /مدى المنتهية بـ/ })).toHaveAccessibleDescription(/٠٩\/٢٨|09\/28/);
    await expect(canvas.getByRole('radio', { name: 'المحفظة' })).toHaveAccessibleDescription(/رصيد محفظتك لا يغطي/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tabby' }));
    const instalments = canvasElement.querySelector('[data-slot="payment-method-instalments"]');
    await expect(instalments).toHaveTextContent(/Today: SAR\s30\.00/);
    await expect(instalments).toHaveTextContent(/In 3 months: SAR\s30\.00/);
    await expect(canvas.getByRole('radio', { name: 'Tamara' })).toHaveAccessibleDescription(
      /^Pay later or in instalments, for orders from SAR\s18\.50$/,
    );
    await expect(canvas.getByRole('radio', { name: 'mada ending in 1010' })).toHaveAccessibleDescription(
      'Expires 09/28',
    );
  },
};
