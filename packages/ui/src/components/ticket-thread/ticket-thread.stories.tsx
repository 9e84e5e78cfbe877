import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../stories/sample';
import { TicketThread, type TicketThreadMessage, type TicketThreadProps } from './ticket-thread';
import { TicketThreadUsage } from './ticket-thread.usage';
import { TicketReplyForm } from './ticket-thread-reply-form';

type Text = { ar: string; en: string };
const conversation: (Omit<TicketThreadMessage, 'body'> & { body: Text })[] = [
  {
    id: 1,
    author: 'shopper',
    body: {
      ar: 'وصلت الأوركيد بأصيص مكسور. أرفقت صورة.',
      en: 'The orchid arrived with a broken pot. A photo is attached.',
    },
    createdAt: '2026-11-20T09:15:00Z',
    attachments: [{ id: 'a1', name: 'broken-pot.jpg', size: 412_000, url: '/api/user/tickets/attachments/a1' }],
  },
  {
    id: 2,
    author: 'operator',
    body: {
      ar: 'نأسف لذلك! سنعيد لك المبلغ إلى محفظتك خلال اليوم.',
      en: 'We are sorry! We will refund you to your wallet today.',
    },
    createdAt: '2026-11-20T11:02:00Z',
    attachments: [],
  },
  // The store set a status without writing: a line, not a bubble.
  {
    id: 3,
    author: 'operator',
    body: { ar: '', en: '' },
    createdAt: '2026-11-20T11:03:00Z',
    attachments: [],
    statusChange: 'in_progress',
  },
];

/** What the reply box sent (module-level: the thread has no submit prop of its own). */
const onReply = fn();

function SampleThread({ withReply = true, ...args }: TicketThreadProps & { withReply?: boolean }) {
  const sample = useSample();
  return (
    <TicketThread
      {...args}
      issue={sample({ ar: 'وصلت الهدية تالفة', en: 'The gift arrived damaged' })}
      messages={conversation.map((message) => ({ ...message, body: sample(message.body) }))}
      replyForm={withReply ? <TicketReplyForm onSubmitData={(data) => onReply(data)} /> : undefined}
    />
  );
}

const meta = {
  title: 'Support/TicketThread',
  component: TicketThread,
  tags: ['autodocs'],
  parameters: {
    docs: {
      usage: TicketThreadUsage,
      description: {
        component:
          'One ticket and its conversation (issue 16 §1): the shopper’s messages at the end edge, the store’s at the start, attachments as download links with their size, each status the store set as a “Status changed to …” line (named as `TicketStatusBadge` names it), and while the ticket is open the reply box (`TicketReplyForm`: a message and one attachment, a real multipart form, its heading one level below the thread’s). A closed ticket says so instead; a refund resolution shows the amount credited.',
      },
    },
  },
  args: {
    number: 'T-000042',
    status: 'in_progress',
    order: 'HD-10231',
    createdAt: '2026-11-20T09:15:00Z',
    messages: [],
    canReply: true,
  },
  render: (args) => <SampleThread {...args} />,
} satisfies Meta<typeof TicketThread>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /T-000042/ })).toBeVisible();
    const items = canvasElement.querySelectorAll('[data-slot="ticket-thread-message"]');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveAttribute('data-author', 'shopper');
    await expect(canvasElement.querySelector('[data-slot="ticket-thread-status-change"]')).toHaveTextContent(
      'تغيرت الحالة إلى قيد المعالجة',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'الرد' })).toBeVisible();
    const download = canvas.getByRole('link', { name: /broken-pot\.jpg/ });
    await expect(download).toHaveAttribute('href', '/api/user/tickets/attachments/a1');
    await expect(download).toHaveAttribute('download', 'broken-pot.jpg');
    await expect(canvas.getByRole('textbox', { name: /ردك|Your reply/ })).toBeVisible();
  },
};

export const ReplyRequired: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    onReply.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الرد|Send reply/ }));
    const box = canvas.getByRole('textbox', { name: /ردك|Your reply/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(onReply).not.toHaveBeenCalled();
  },
};

export const Replying: Story = {
  parameters: { playLocale: 'ar' },
  play: async ({ canvasElement }) => {
    onReply.mockClear();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /ردك|Your reply/ }), 'Thank you!');
    await userEvent.click(canvas.getByRole('button', { name: /إرسال الرد|Send reply/ }));
    await waitFor(() => expect(onReply).toHaveBeenCalledTimes(1));
    const data = onReply.mock.calls[0]?.[0] as FormData | undefined;
    await expect(data?.get('message')).toBe('Thank you!');
  },
};

export const ResolvedWithRefund: Story = {
  parameters: { playLocale: 'ar' },
  args: { status: 'resolved_with_refund', canReply: false, refundAmount: 12_500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="ticket-thread-refund"]')).toHaveTextContent(/125|١٢٥/);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="ticket-thread-closed"]')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('التذكرة T-000042');
    await expect(canvas.getByText('أنت')).toBeVisible();
    await expect(canvas.getByText('دعم هدية')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^تنزيل broken-pot\.jpg/ })).toBeVisible();
    await expect(canvas.getByText('تغيرت الحالة إلى قيد المعالجة')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You')).toBeVisible();
    await expect(canvas.getByText('Hadiya support')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download broken-pot.jpg (402 kB)' })).toBeVisible();
    await expect(canvas.getByText('Status changed to In progress')).toBeVisible();
  },
};
