import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WalletSummary, type WalletTransaction, WalletTransactionList } from './wallet-summary';
import { WalletSummaryUsage } from './wallet-summary.usage';

const sampleTransactions: WalletTransaction[] = [
  { id: 4, type: 'bonus', amount: 2_000, createdAt: '2026-11-22T10:00:00Z' },
  {
    id: 3,
    type: 'refund',
    amount: 30_550,
    createdAt: '2026-11-20T12:30:00Z',
    orderNumber: 'HD-10231',
    orderHref: '?order=a1',
  },
  { id: 2, type: 'purchased', amount: -5_000, createdAt: '2026-11-12T14:40:00Z', orderNumber: 'HD-10190' },
  { id: 1, type: 'refunded', amount: -10_000, createdAt: '2026-10-02T08:00:00Z', orderNumber: 'HD-10102' },
];

const meta = {
  title: 'Orders/WalletSummary',
  component: WalletSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: WalletSummaryUsage,
      description: {
        component:
          '`/wallet` (issue 15 §4): `WalletSummary` shows the balance (the ledger’s sum, from the server, in halalas); `WalletTransactionList` the ledger — purchased, refunded, refund, bonus (spec §3) — with date (Riyadh), order number and signed amount, credits in green. Empty: a short explanation.',
      },
    },
  },
  args: { balance: 17_550 },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-6">
      <WalletSummary {...args} />
      <WalletTransactionList transactions={args.balance === 0 ? [] : sampleTransactions} />
    </div>
  ),
} satisfies Meta<typeof WalletSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-type="refund"]')).toHaveAttribute('data-direction', 'credit');
  },
};

export const Empty: Story = {
  args: { balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /لا توجد عمليات|No transactions/ })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'رصيد المحفظة' })).toHaveTextContent('١٧٥٫٥٠');
    await expect(canvasElement.querySelector('[data-type="refund"]')).toHaveTextContent('الطلب HD-10231');
    await expect(
      canvasElement.querySelector('[data-type="purchased"] [data-slot="wallet-transaction-amount"]'),
    ).toHaveTextContent(/^\u061C?−\u200F?[٠-٩]/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Wallet balance' })).toHaveTextContent('SAR 175.50');
    const refund = canvasElement.querySelector('[data-type="refund"]') as HTMLElement;
    await expect(refund).toHaveTextContent('Nov 20, 2026');
    await expect(within(refund).getByRole('link', { name: 'Order HD-10231' })).toBeVisible();
    await expect(refund.querySelector('[data-slot="wallet-transaction-amount"]')).toHaveTextContent(/^\+SAR\s305\.50$/);
  },
};
