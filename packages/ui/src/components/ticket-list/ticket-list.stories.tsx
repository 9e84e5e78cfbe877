import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { TicketList, type TicketListItem, type TicketListProps } from './ticket-list';
import { TicketListUsage } from './ticket-list.usage';

type Text = { ar: string; en: string };
const sampleTickets: (Omit<TicketListItem, 'issue'> & { issue: Text | null })[] = [
  {
    id: 42,
    number: 'T-000042',
    issue: { ar: 'وصلت الهدية تالفة', en: 'The gift arrived damaged' },
    order: 'HD-10231',
    status: 'in_progress',
    createdAt: '2026-11-20T09:15:00Z',
    href: '?activetab=my-ticket&ticket=42',
  },
  {
    id: 41,
    number: 'T-000041',
    issue: { ar: 'تأخر التوصيل', en: 'Late delivery' },
    order: 'HD-10190',
    status: 'resolved_with_refund',
    createdAt: '2026-11-12T14:40:00Z',
    href: '?activetab=my-ticket&ticket=41',
  },
  {
    id: 40,
    number: 'T-000040',
    issue: null,
    order: null,
    status: 'closed',
    createdAt: '2026-10-02T08:00:00Z',
    href: '?activetab=my-ticket&ticket=40',
  },
];

function SampleTicketList(args: TicketListProps) {
  const sample = useSample();
  return (
    <TicketList
      {...args}
      // The story stays put: a followed link would leave the workbench.
      onSelect={(id, event) => {
        event.preventDefault();
        args.onSelect?.(id, event);
      }}
      tickets={args.tickets.length === 0 ? [] : sampleTickets.map((t) => ({ ...t, issue: t.issue && sample(t.issue) }))}
    />
  );
}

const meta = {
  title: 'Support/TicketList',
  component: TicketList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TicketListUsage,
      description: {
        component:
          'The shopper’s tickets (`GET /user/tickets`, issue 16 §1): number, issue, order, status badge and the date it was opened. The number is a link (the whole card is its target) to the ticket’s conversation; the open one is marked `aria-current`. Empty: a short explanation and an optional action.',
      },
    },
  },
  args: { tickets: sampleTickets as unknown as TicketListItem[], selectedId: 42, onSelect: fn() },
  render: (args) => <SampleTicketList {...args} />,
} satisfies Meta<typeof TicketList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /تذاكري|My tickets/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const current = canvas.getByRole('link', { current: true });
    await expect(current).toHaveAccessibleName(/T-000042/);
    await userEvent.click(canvas.getByRole('link', { name: /T-000041/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(41, expect.anything());
  },
};

export const Empty: Story = {
  parameters: { playLocale: 'ar' },
  args: { tickets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /لا توجد تذاكر|No tickets/ })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveAccessibleName('التذكرة T-000042');
    await expect(first).toHaveTextContent('وصلت الهدية تالفة');
    await expect(first).toHaveTextContent('HD-10231');
    await expect(first).toHaveTextContent('قيد المعالجة');
    await expect(first).toHaveTextContent('٢٠');
    const last = canvas.getAllByRole('listitem')[2] as HTMLElement;
    await expect(last).toHaveTextContent('عام');
    await expect(last).toHaveTextContent('لا يوجد');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('link')).toHaveAccessibleName('Ticket T-000042');
    await expect(first).toHaveTextContent('The gift arrived damaged');
    await expect(first).toHaveTextContent('Nov 20, 2026');
  },
};
