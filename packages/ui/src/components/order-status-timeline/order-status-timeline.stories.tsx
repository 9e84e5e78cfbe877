import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderStatusTimeline } from './order-status-timeline';
import { OrderStatusTimelineUsage } from './order-status-timeline.usage';

/** Sample times as the server sends them (UTC); shown in Riyadh time. */
const deliveryTimes = {
  accepted: '2025-03-02T07:15:00Z',
  recipientAccepted: '2025-03-02T09:40:00Z',
  wrapGift: '2025-03-02T12:05:00Z',
  onTheWay: '2025-03-02T14:30:00Z',
  delivered: '2025-03-02T16:10:00Z',
} as const;

const pickupTimes = {
  confirmed: '2025-03-05T05:50:00Z',
  accepted: '2025-03-05T06:00:00Z',
  processing: '2025-03-05T06:20:00Z',
  wrapGift: '2025-03-05T06:45:00Z',
  readyForPickUp: '2025-03-05T07:10:00Z',
  pickedUp: '2025-03-05T08:00:00Z',
} as const;

const meta = {
  title: 'Orders/OrderStatusTimeline',
  component: OrderStatusTimeline,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: OrderStatusTimelineUsage,
      description: {
        component:
          'The steps of an order (spec §4) for `flow="delivery"` (accepted → recipient accepted → wrap gift → on the way → delivered) or `flow="pickup"` (confirmed → accepted → processing → wrap gift → ready for pick up → picked up). `status` takes the contract’s `ORDER_STATUS` keys; `waitingForRecipient` adds a first step while the recipient supplies the address; `rejected`, `cancelled`, `recipientRejected` and `failed` end the list with a danger step after `lastReachedStep`. `orderStatusTimelineOf(order)` builds the props from the API’s status and events. Stacked on phones, a row from `sm` up in the reading direction; the current step has `aria-current="step"` and changes are announced. Times (`timestamps`) are shown in Riyadh time with the locale’s digits.',
      },
    },
  },
  args: { flow: 'delivery', status: 'onTheWay', timestamps: deliveryTimes },
} satisfies Meta<typeof OrderStatusTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps.map((step) => step.dataset.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('حالة الطلب: في الطريق');
  },
};

export const DeliveryAccepted: Story = {
  args: { status: 'accepted', timestamps: { accepted: deliveryTimes.accepted } },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveAttribute('data-state', 'current');
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
  },
};

export const DeliveryWrapGift: Story = {
  args: { status: 'wrapGift' },
};

export const Delivered: Story = {
  args: { status: 'delivered' },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.every((step) => step.dataset.state === 'complete')).toBe(true);
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
  },
};

export const PickupProcessing: Story = {
  parameters: { playLocale: 'ar' },
  args: { flow: 'pickup', status: 'processing', timestamps: pickupTimes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('status')).toHaveTextContent('قيد التجهيز');
  },
};

export const PickupReady: Story = {
  args: { flow: 'pickup', status: 'readyForPickUp', timestamps: pickupTimes },
};

export const PickedUp: Story = {
  args: { flow: 'pickup', status: 'pickedUp', timestamps: pickupTimes },
};

export const Rejected: Story = {
  parameters: { playLocale: 'ar' },
  args: {
    status: 'rejected',
    lastReachedStep: 'accepted',
    timestamps: { ...deliveryTimes, rejected: '2025-03-02T10:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(2);
    await expect(steps[1]).toHaveAttribute('data-state', 'terminal');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('status')).toHaveTextContent('مرفوض');
  },
};

export const Cancelled: Story = {
  args: {
    flow: 'pickup',
    status: 'cancelled',
    lastReachedStep: 'processing',
    timestamps: { ...pickupTimes, cancelled: '2025-03-05T06:30:00Z' },
  },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'complete', 'complete', 'terminal']);
  },
};

export const WaitingForRecipient: Story = {
  args: { status: 'waitingForRecipient', timestamps: { waitingForRecipient: '2025-03-02T07:00:00Z' } },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps).toHaveLength(6);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
  },
};

export const RecipientRejected: Story = {
  args: {
    status: 'recipientRejected',
    lastReachedStep: 'waitingForRecipient',
    timestamps: { waitingForRecipient: '2025-03-02T07:00:00Z', recipientRejected: '2025-03-02T09:00:00Z' },
  },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.state)).toEqual(['complete', 'terminal']);
  },
};

export const Failed: Story = {
  args: { status: 'failed', timestamps: { failed: '2025-03-02T07:20:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/فشل|Failed/);
  },
};

export const PickupConfirmed: Story = {
  args: { flow: 'pickup', status: 'confirmed', timestamps: { confirmed: pickupTimes.confirmed } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { status: 'wrapGift' },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'حالة الطلب' })).toBeInTheDocument();
    // Arabic-Indic digits and the Gregorian calendar.
    await expect(canvasElement.querySelector('time')?.textContent).toMatch(/[٠-٩]/);
    await expect(canvasElement.querySelector('time')?.textContent).toContain('مارس');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Order status' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Order status: On the way');
    await expect(canvasElement.querySelector('time')).toHaveTextContent('Mar 2, 2025, 10:15 AM');
  },
};
