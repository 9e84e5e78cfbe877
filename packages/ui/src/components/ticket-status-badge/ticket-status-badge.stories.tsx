import { TICKET_STATUSES } from '@hadiya/contract/calls/support-fields';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusBadgeUsage } from './ticket-status-badge.usage';

const meta = {
  title: 'Support/TicketStatusBadge',
  component: TicketStatusBadge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TicketStatusBadgeUsage,
      description: {
        component:
          'The status of a support ticket (spec §4). Each of the seven statuses has its own colour and icon, so neither carries the meaning alone; every pair meets WCAG AA. `label` replaces the built-in name with the server’s `status_label`.',
      },
    },
  },
  args: { status: 'in_progress' },
} satisfies Meta<typeof TicketStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="ticket-status-badge"]');
    await expect(badge).toHaveAttribute('data-status', 'in_progress');
    await expect(badge).toHaveTextContent(/قيد المعالجة|In progress/);
  },
};

/** The seven statuses side by side: no two look alike. */
export const AllStatuses: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {TICKET_STATUSES.map((status) => (
        <li key={status}>
          <TicketStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="ticket-status-badge"]')];
    await expect(badges).toHaveLength(7);
    const looks = badges.map((badge) => {
      const style = getComputedStyle(badge);
      return `${style.backgroundColor}|${style.color}|${badge.querySelector('svg')?.getAttribute('class')}`;
    });
    await expect(new Set(looks).size).toBe(7);
    const names = badges.map((badge) => badge.textContent);
    await expect(new Set(names).size).toBe(7);
  },
};

export const ResolvedWithRefund: Story = { args: { status: 'resolved_with_refund' } };
export const Rejected: Story = { args: { status: 'rejected' } };

export const ServerLabel: Story = {
  args: { status: 'closed', label: 'Closed by the store' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Closed by the store')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: AllStatuses.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'قيد الانتظار',
      'تم الاستلام',
      'قيد المعالجة',
      'تم الحل مع استرداد المبلغ',
      'تم الحل دون استرداد',
      'مرفوضة',
      'مغلقة',
    ]) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  render: AllStatuses.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Pending',
      'Received',
      'In progress',
      'Resolved with refund',
      'Resolved without refund',
      'Rejected',
      'Closed',
    ]) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
  },
};
