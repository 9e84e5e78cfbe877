import { ORDER_STATUSES } from '@hadiya/contract/orders';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusBadgeUsage } from './order-status-badge.usage';

const meta = {
  title: 'Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: OrderStatusBadgeUsage,
      description: {
        component:
          'An order’s status as the API sends it (the contract’s `ORDER_STATUSES`, spec §4), with an icon and a tone: in progress, waiting (for the recipient, ready for pick up), done, or stopped (rejected, cancelled, recipient rejected, failed). The names are the contract’s `orderStatusLabels` (the server’s `status_label`); `useOrderStatusLabel` gives them, and `OrderStatusTimeline`’s steps show them too. A status this release does not know yet reads “Status unknown” in the neutral tone rather than a guess.',
      },
    },
  },
  args: { status: 'on_the_way' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="order-status-badge"]');
    await expect(badges).toHaveLength(ORDER_STATUSES.length);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { status: 'recipient_rejected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('رفض المستلم الهدية')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { status: 'ready_for_pickup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ready for pick up')).toBeVisible();
  },
};
