import { describe, expect, test } from 'vitest';
import { renderWithLocale } from '../../test/render';
import { TicketThread, type TicketThreadMessage } from './ticket-thread';
import { TicketReplyForm } from './ticket-thread-reply-form';

const messages: TicketThreadMessage[] = [
  { id: 1, author: 'shopper', body: 'The pot is broken.', createdAt: '2026-11-20T09:15:00Z', attachments: [] },
  {
    id: 2,
    author: 'operator',
    body: '',
    createdAt: '2026-11-20T11:03:00Z',
    attachments: [],
    statusChange: 'in_progress',
  },
  {
    id: 3,
    author: 'operator',
    body: 'Refunded to your wallet.',
    createdAt: '2026-11-21T08:00:00Z',
    attachments: [],
    statusChange: 'resolved_with_refund',
  },
  { id: 4, author: 'operator', body: '  ', createdAt: '2026-11-21T08:01:00Z', attachments: [] },
];

const thread = { number: 'T-1', status: 'in_progress', createdAt: '2026-11-20T09:15:00Z', messages } as const;

describe('TicketThread', () => {
  test.each([
    { locale: 'ar', changes: ['تغيرت الحالة إلى قيد المعالجة', 'تغيرت الحالة إلى تم الحل مع استرداد المبلغ'] },
    { locale: 'en', changes: ['Status changed to In progress', 'Status changed to Resolved with refund'] },
  ] as const)('a status change is a line of its own, never an empty bubble ($locale)', async ({ locale, changes }) => {
    const screen = await renderWithLocale(<TicketThread {...thread} />, { locale });
    const items = [...screen.container.querySelectorAll<HTMLElement>('[data-slot="ticket-thread-messages"] > li')];
    expect(items.map((item) => item.dataset.slot)).toEqual([
      'ticket-thread-message',
      'ticket-thread-status-change',
      'ticket-thread-message',
      'ticket-thread-status-change',
    ]);
    expect(items[1]?.textContent).toContain(changes[0]);
    // Alone, the line carries the time; after a message, the bubble does.
    expect(items[1]?.querySelector('time')).not.toBeNull();
    expect(items[3]?.textContent).toBe(changes[1]);
  });

  test.each([
    { locale: 'ar', reply: 'الرد' },
    { locale: 'en', reply: 'Reply' },
  ] as const)('the reply box’s heading is one level below the thread’s ($locale)', async ({ locale, reply }) => {
    const screen = await renderWithLocale(
      <>
        <TicketThread {...thread} headingLevel={2} canReply replyForm={<TicketReplyForm />} />
        <TicketThread {...thread} number="T-2" headingLevel={3} canReply replyForm={<TicketReplyForm />} />
        <TicketReplyForm />
        <TicketReplyForm headingLevel={4} />
      </>,
      { locale },
    );
    const levels = screen
      .getByRole('heading', { name: reply, exact: true })
      .elements()
      .map((heading) => heading.tagName);
    expect(levels).toEqual(['H3', 'H4', 'H3', 'H4']);
  });
});
