import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAYMENT_BRANDS, PaymentBrandMark } from './payment-brand-mark';
import { PaymentBrandMarkUsage } from './payment-brand-mark.usage';

const meta = {
  title: 'Checkout/PaymentBrandMark',
  component: PaymentBrandMark,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PaymentBrandMarkUsage,
      description: {
        component:
          'Small brand marks (48×32 inline SVG, no external images): mada, Visa, Mastercard, Apple Pay, STC Pay, Tabby, Tamara, wallet and a generic card. Decorative by default; `isLabelled` names the mark after the brand in the current language. Marks never mirror.',
      },
    },
  },
  args: { brand: 'mada' },
} satisfies Meta<typeof PaymentBrandMark>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  args: { isLabelled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/مدى|mada/);
  },
};

const All: Story['render'] = () => (
  <ul className="flex flex-wrap gap-3">
    {PAYMENT_BRANDS.map((brand) => (
      <li key={brand}>
        <PaymentBrandMark brand={brand} isLabelled className="h-12 w-18" />
      </li>
    ))}
  </ul>
);

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: All,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(PAYMENT_BRANDS.length);
    await expect(canvas.getByRole('img', { name: 'تابي' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: All,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mastercard' })).toBeVisible();
  },
};
