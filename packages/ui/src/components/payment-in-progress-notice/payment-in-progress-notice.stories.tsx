import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentInProgressNotice } from './payment-in-progress-notice';
import { PaymentInProgressNoticeUsage } from './payment-in-progress-notice.usage';

const meta = {
  title: 'Checkout/PaymentInProgressNotice',
  component: PaymentInProgressNotice,
  tags: ['autodocs'],
  parameters: {
    // The spinner turns.
    visual: { skip: true },
    docs: {
      usage: PaymentInProgressNoticeUsage,
      description: {
        component:
          'While a payment runs (spec §8): a spinner and “do not refresh or press back”, in a `role="status"` region; the browser asks before the page is left (`shouldWarnOnLeave`). `inline` or `page`.',
      },
    },
  },
  args: { shouldWarnOnLeave: false },
} satisfies Meta<typeof PaymentInProgressNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/تحديث الصفحة|refresh this page/);
  },
};

export const Page: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-variant', 'page');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'جارٍ معالجة عملية الدفعيُرجى عدم تحديث الصفحة أو الضغط على زر الرجوع حتى تكتمل عملية الدفع.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your payment is being processedPlease do not refresh this page or press the back button until the payment is complete.',
    );
  },
};
