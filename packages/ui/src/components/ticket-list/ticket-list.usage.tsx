import { UsageNotes } from '../../docs/foundations';
import { Sample, useSample } from '../../stories/sample';
import { Button } from '../button';
import { TicketList } from './ticket-list';

function Tickets() {
  const sample = useSample();
  return (
    <TicketList
      selectedId={42}
      // The example stays on this page.
      onSelect={(_, event) => event.preventDefault()}
      tickets={[
        {
          id: 42,
          number: 'T-000042',
          issue: sample({ ar: 'وصلت الهدية تالفة', en: 'The gift arrived damaged' }),
          order: 'HD-10231',
          status: 'in_progress',
          createdAt: '2026-11-20T09:15:00Z',
          href: '?activetab=my-ticket&ticket=42',
        },
        {
          id: 41,
          number: 'T-000041',
          issue: sample({ ar: 'تأخر التوصيل', en: 'Late delivery' }),
          order: 'HD-10190',
          status: 'resolved_with_refund',
          createdAt: '2026-11-12T14:40:00Z',
          href: '?activetab=my-ticket&ticket=41',
        },
      ]}
    />
  );
}

/** Usage notes on TicketList's docs page (`parameters.docs.usage`). */
export function TicketListUsage() {
  return (
    <UsageNotes
      when={[
        'The shopper’s support tickets on `/contact-us?activetab=my-ticket` (issue 16 §1): number, issue, order, status and the date each was opened; each opens its conversation in `TicketThread`.',
        'Orders are an `OrderList`; a new message to the store starts from the contact form (`ContactForm`).',
      ]}
      dos={[
        {
          text: 'Give each ticket its `href`, and where the conversation shows beside the list pass the open ticket as `selectedId`: its card is highlighted and its link marked `aria-current`. Use `onSelect` to open it without a page load.',
          example: <Tickets />,
        },
        {
          text: 'Pass `statusLabel` when the server words the status itself; otherwise the badge shows the built-in name of `status`. A ticket without an issue type reads “General”, without an order “None”.',
        },
        {
          text: 'Pass an `emptyAction` (the way to the contact form) for a shopper without tickets: it sits under the empty state’s explanation.',
          example: (
            <TicketList
              tickets={[]}
              emptyAction={
                <Button variant="secondary">
                  <Sample ar="أرسل لنا رسالة" en="Send us a message" />
                </Button>
              }
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Add buttons or links inside a card: the whole card is the target of the number’s link, so a second control in it would sit under that target.',
        },
        {
          text: 'Expect the list to sort or filter: it shows the tickets in the order given, so pass them newest first.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves from ticket to ticket (one link each, on its number); the focused card is outlined.'],
        ['Enter', 'Opens the ticket: `onSelect`, then the link’s navigation unless the event is prevented.'],
      ]}
      screenReader={[
        'A list named “My tickets”; each ticket’s number is a heading (`headingLevel`, 3 by default) holding a link named “Ticket T-000042”; the open ticket’s link has `aria-current="true"`.',
        'Issue, order and date are a description list; the status badge is plain text next to the heading, its icon hidden.',
        'Without tickets an empty state with its own heading (“No tickets yet”) takes the list’s place.',
      ]}
    />
  );
}
