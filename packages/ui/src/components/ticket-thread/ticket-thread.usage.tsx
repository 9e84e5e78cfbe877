import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { TicketThread } from './ticket-thread';

function ResolvedThread() {
  const sample = useSample();
  return (
    <TicketThread
      number="T-000042"
      status="resolved_with_refund"
      order="HD-10231"
      issue={sample({ ar: 'وصلت الهدية تالفة', en: 'The gift arrived damaged' })}
      createdAt="2026-11-20T09:15:00Z"
      refundAmount={12_500}
      headingLevel={3}
      messages={[
        {
          id: 1,
          author: 'shopper',
          body: sample({
            ar: 'وصلت الأوركيد بأصيص مكسور.',
            en: 'The orchid arrived with a broken pot.',
          }),
          createdAt: '2026-11-20T09:15:00Z',
          attachments: [],
        },
        {
          id: 2,
          author: 'operator',
          body: sample({
            ar: 'نأسف لذلك! أعدنا المبلغ إلى محفظتك.',
            en: 'We are sorry! We have refunded you to your wallet.',
          }),
          createdAt: '2026-11-20T11:02:00Z',
          attachments: [],
        },
      ]}
    />
  );
}

/** Usage notes on TicketThread's docs page (`parameters.docs.usage`). */
export function TicketThreadUsage() {
  return (
    <UsageNotes
      when={[
        'One ticket and its conversation with the store (issue 16 §1): number, status, issue, order and date, the messages oldest first (the shopper’s at the end edge, the store’s at the start), attachments as downloads, and the reply box while the ticket is open.',
        'The list of a shopper’s tickets is `TicketList`; a new ticket starts from `ContactForm`.',
      ]}
      dos={[
        {
          text: 'While the ticket is open (pending, received or in progress) pass `canReply` with `replyForm={<TicketReplyForm onSubmitData={…} />}`; without `canReply` a note says the ticket is closed and the reply box is not shown.',
        },
        {
          text: 'For a ticket resolved with refund pass `refundAmount` in halalas: the amount credited to the wallet shows under the details.',
          example: <ResolvedThread />,
        },
        {
          text: 'Pass the messages as the server sends them, the opening description first. A message’s `statusChange` adds a line “Status changed to In progress” (the status named as `TicketStatusBadge` names it); a message with only a status change is that line alone, and one with no text, attachment or status change is left out.',
        },
      ]}
      donts={[
        {
          text: 'Show attachments inside the page or link them elsewhere: they are download links, served only to their owner and the store.',
        },
        {
          text: 'Work out the status or the refund in the app: pass `status`, `statusLabel` and `refundAmount` as the server has them.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Reaches each attachment link in order, then, while open, the reply box (message, attachment, Send reply); nothing of its own.',
        ],
        ['Enter', 'On an attachment link downloads the file.'],
      ]}
      screenReader={[
        'A region named by its heading “Ticket T-000042” (`headingLevel`, 2 by default); a hidden “Conversation” heading one level down introduces the messages, an ordered list, oldest first.',
        'Each message starts with who wrote it (“You” or “Hadiya support”) and when; attachment links are named “Download broken-pot.jpg (402 kB)” in a list named “Attachments”.',
        'The reply box is a region headed “Reply”, one level below the thread’s heading (h3 under `headingLevel` 2, h4 under 3; its own `headingLevel` overrides); sending it empty puts the focus back on the message field, which then carries its error.',
      ]}
    />
  );
}
