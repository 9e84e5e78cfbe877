import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { PaymentResult } from './payment-result';
import { PaymentResultUsage } from './payment-result.usage';

/** Stands in for the app's router link: stays on the story instead of loading the href. */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/PaymentResult',
  component: PaymentResult,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: PaymentResultUsage,
      description: {
        component:
          'The result pages (spec §8): success with the order number and what happens next (delivery, recipient link, cafe pick-up); failed (“Your payment is Failed”) and cancelled (“Your payment is Canceled”) with “Try another payment method” while the reservation holds; pending. Shows only what the server says about the order.',
      },
    },
  },
  args: { status: 'success', orderNumber: 'HD-104233', amount: 30_550, retryHref: '/cart?step=complete' },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof PaymentResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/تم تأكيد طلبك|Your order is confirmed/);
    await expect(canvas.getByText(/HD-104233/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /جرّب|Try another/ })).toBeNull();
  },
};

export const RecipientLink: Story = {
  parameters: { playLocale: 'ar' },
  args: { recipientSuppliesAddress: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="payment-result-next"]')).toHaveTextContent(/SMS|نصية/);
  },
};

export const CafePickup: Story = { args: { deliveryType: 'cafe_pickup' } };

/** A guest who gave only a phone: the receipt went by text message, and the page says so. */
export const ReceiptBySms: Story = {
  parameters: { playLocale: 'ar' },
  args: { receiptBy: 'sms' },
  play: async ({ canvasElement }) => {
    const next = canvasElement.querySelector('[data-slot="payment-result-next"]');
    await expect(next).toHaveTextContent(/رسالة نصية|text message/);
    await expect(next).not.toHaveTextContent(/بريدك|e-mail/);
  },
};

export const Failed: Story = {
  parameters: { playLocale: 'ar' },
  args: { status: 'failed', reason: 'INSUFFICIENT FUNDS', retryUntil: '2026-11-24T08:15:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/فشلت عملية الدفع|Your payment is Failed/);
    await expect(canvas.getByRole('link', { name: /جرّب طريقة دفع أخرى|Try another payment method/ })).toHaveAttribute(
      'href',
      '/cart?step=complete',
    );
  },
};

export const Cancelled: Story = {
  parameters: { playLocale: 'ar' },
  args: { status: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /تم إلغاء عملية الدفع|Your payment is Canceled/,
    );
  },
};

export const ReservationEnded: Story = {
  parameters: { playLocale: 'ar' },
  args: { status: 'failed', canRetry: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /جرّب|Try another/ })).toBeNull();
  },
};

export const Pending: Story = { args: { status: 'pending' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'failed' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { status: 'failed', retryUntil: '2026-11-24T08:15:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'فشلت عملية الدفع' })).toBeVisible();
    await expect(canvas.getByText(/محجوزة لك حتى .*١١:١٥/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
    await expect(canvas.getByText('Order number: HD-104233')).toBeVisible();
    await expect(canvas.getByText(/Amount paid: SAR\s305\.50/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/my-orders');
  },
};
