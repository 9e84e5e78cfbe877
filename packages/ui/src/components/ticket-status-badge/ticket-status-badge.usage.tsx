import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { TicketStatusBadge } from './ticket-status-badge';

function ServerLabelBadge() {
  const sample = useSample();
  return <TicketStatusBadge status="closed" label={sample({ ar: 'أغلقها المتجر', en: 'Closed by the store' })} />;
}

/** Usage notes on TicketStatusBadge's docs page (`parameters.docs.usage`). */
export function TicketStatusBadgeUsage() {
  return (
    <UsageNotes
      when={[
        'A support ticket’s status (spec §4): pending, received, in progress, resolved with refund, resolved without refund, rejected or closed. `TicketList` and `TicketThread` show it next to the ticket number.',
        'An order’s status is an `OrderStatusBadge`; other short labels are a `Badge`.',
      ]}
      dos={[
        {
          text: 'Pass the `status` key: each of the seven has its own colour and icon, so the meaning never rests on colour alone, and every pair meets WCAG AA.',
          example: (
            <div className="flex flex-wrap gap-2">
              <TicketStatusBadge status="in_progress" />
              <TicketStatusBadge status="resolved_with_refund" />
              <TicketStatusBadge status="rejected" />
            </div>
          ),
        },
        {
          text: 'Pass the server’s `status_label` as `label` when it words the status differently; colour and icon still follow `status` (an unknown status looks like `pending`).',
          example: <ServerLabelBadge />,
        },
      ]}
      donts={[
        { text: 'Make it a button or a link: it is a label. The ticket’s number is the link.' },
        {
          text: 'Recolour it to suit a page: the seven looks are chosen to differ from each other and to stay readable.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: the badge takes no focus.']]}
      screenReader={[
        'Read as its text (“In progress”); the icon is `aria-hidden`. It has no role, so place it where the context says it is the status (next to the ticket’s heading).',
        'In a narrow space a long name is cut with an ellipsis on screen; the full text is still read.',
      ]}
    />
  );
}
