import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';

/** Usage notes on RecipientGiftView's docs page (`parameters.docs.usage`). */
export function RecipientGiftViewUsage() {
  return (
    <UsageNotes
      when={[
        'The recipient’s private page behind the gift link, with no prices: who sent it, the message card, accept (with the address and delivery time) or decline, then the order’s timeline. The link can also be declined or expired.',
        'The buyer follows the same order in `/my-orders`, with the order-details pieces (`OrderDestinationCard`, `OrderMessageCard`) and the `OrderStatusTimeline`.',
      ]}
      dos={[
        {
          text: 'Pass the checkout’s `RecipientForm` and `SlotPicker` with a submit button as `acceptForm`. “Accept the gift” then opens the form in place; without it, the button calls `onAccept`. “Decline” asks for confirmation first.',
          example: (
            <div className="flex flex-wrap gap-2">
              <Button>
                <Sample ar="قبول الهدية" en="Accept the gift" />
              </Button>
              <Button variant="secondary">
                <Sample ar="اعتذار" en="Decline" />
              </Button>
            </div>
          ),
        },
        {
          text: 'Pass `senderName={null}` when the buyer chose “hide my name”. The page then says “From someone special”.',
        },
        {
          text: 'Set `isDeclining` while the decline call runs: the confirmation keeps a spinner on “Decline the gift”. Then pass `state="declined"`.',
        },
      ]}
      donts={[
        { text: 'Show prices, the order total or the buyer’s contact details on this page.' },
        {
          text: 'Pass a `timeline` for a gift that is still waiting. The timeline shows only once the gift is accepted.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'While waiting, moves to “Accept the gift” and “Decline”, then to the accept form’s fields once it is shown.',
        ],
        [
          'Enter / Space',
          'On “Decline”, opens a confirmation (`alertdialog`) with focus on “Keep it”. Escape answers “Keep it”.',
        ],
      ]}
      screenReader={[
        'An article named by its level-1 heading, “A gift for you”. The message card is a section named “Their message”, and its text keeps its own direction (`dir="auto"`).',
        'Once accepted, “You accepted the gift…” is a `role="status"` line. The declined and expired states are an empty state with their own level-1 heading.',
      ]}
    />
  );
}
