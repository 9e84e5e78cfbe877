import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';
import { PriceUsage } from './price.usage';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PriceUsage,
      description: {
        component:
          'An amount in halalas shown as SAR, with Arabic-Indic digits in Arabic and Latin digits in English. Use `isRounded` in the cart (spec §9) and `compareAt` for a sale.',
      },
    },
  },
  args: { amount: 14950 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Rounded: Story = { args: { isRounded: true } };
export const OnSale: Story = {
  args: { amount: 11900, compareAt: 14950 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price-compare-at"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveAttribute('data-state', 'on-sale');
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { amount: 11900, compareAt: 14950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^كان /)).toBeInTheDocument();
    await expect(canvasElement.textContent).toMatch(/[\u0660-\u0669]/);
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { amount: 11900, compareAt: 14950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Was .*149\.50/)).toBeInTheDocument();
  },
};
