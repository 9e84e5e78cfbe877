import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderSummary } from './order-summary';
import { OrderSummaryUsage } from './order-summary.usage';

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: OrderSummaryUsage,
      description: {
        component:
          'The checkout figures (issue 14 §1): subtotal, add-ons, delivery fee (0 reads Free), coupon discount and wallet as minus rows, the total and the 15 % VAT it includes. Every figure is the server’s, in halalas; `isRounded` shows whole riyals like the cart (spec §9).',
      },
    },
  },
  args: {
    subtotal: 34_500,
    addons: 2_500,
    deliveryFee: 2_500,
    discount: 3_950,
    couponCode: 'EID25',
    wallet: 5_000,
    total: 30_550,
    vatIncluded: 3_985,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-summary-discount"]')).toHaveTextContent(/EID25/);
  },
};

export const FreeDelivery: Story = {
  parameters: { playLocale: 'ar' },
  args: { deliveryFee: 0, discount: 0, wallet: 0, addons: 0, total: 34_500, vatIncluded: 4_500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-summary-delivery-fee"]')).toHaveTextContent(
      /مجاناً|Free/,
    );
    await expect(canvasElement.querySelector('[data-slot="order-summary-wallet"]')).toBeNull();
  },
};

export const Rounded: Story = {
  args: { isRounded: true },
};

export const Updating: Story = {
  args: { isUpdating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'ملخص الطلب' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-summary-vat"]')).toHaveTextContent(/١٥/);
    await expect(canvasElement.querySelector('[data-slot="order-summary-total"]')).toHaveTextContent(/٣٠٥٫٥٠/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-summary-vat"]')).toHaveTextContent(
      /Includes 15% VAT: SAR\s39\.85/,
    );
    await expect(canvasElement.querySelector('[data-slot="order-summary-wallet"]')).toHaveTextContent(/−SAR\s50\.00/);
    await expect(canvasElement.querySelector('[data-slot="order-summary-total"]')).toHaveTextContent(/305\.50/);
  },
};
