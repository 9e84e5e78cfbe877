import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';

/** Usage notes on RatingPrompt's docs page (`parameters.docs.usage`). */
export function RatingPromptUsage() {
  return (
    <UsageNotes
      when={[
        'Rating a delivered order in a dialog: opened by `/my-orders?order_id={id}` (the `rating_popup` push, spec §4) or from the order. It holds the five faces, the reasons once a face is chosen, an optional comment and Send.',
        'Faces inside a page, without the dialog, are `RatingFaces`. The prompt is only for a delivered order, and the server refuses the others.',
      ]}
      dos={[
        {
          text: 'Open it with `open` and `onOpenChange` (controlled), or with `defaultOpen` and let it close itself. “Not now”, Escape and the close button call `onOpenChange(false)` and close it in both cases. When opened from a button, name the button after the order’s rating.',
          example: (
            <Button variant="secondary">
              <Sample ar="قيّم الطلب HD-10231" en="Rate order HD-10231" />
            </Button>
          ),
        },
        {
          text: 'Send from `onRate` with `isSubmitting` while `POST /orders/save-rating` runs, then pass `errorMessage` for a refusal (already rated, not delivered yet) or `isSubmitted` for the thanks.',
        },
        {
          text: 'Without `onRate` the form posts natively, with `rating`, `reasons`, `comment` and your `hiddenFields` (the order id).',
        },
      ]}
      donts={[
        {
          text: 'Open it by itself on every visit to the orders page. Open it only for an order that is delivered and not yet rated.',
        },
        { text: 'Open it over another dialog.' },
      ]}
      keyboard={[
        [
          'Tab / Shift+Tab',
          'Move through the faces (one stop), the reasons, the comment, “Not now”, “Send rating” and the close button. Focus stays inside while it is open.',
        ],
        ['Arrow keys / Home / End', 'Move between the faces and choose, as in `RatingFaces`.'],
        ['Enter', 'On “Send rating”, sends. In the comment, starts a new line.'],
        ['Escape', 'Closes it (`onOpenChange(false)`).'],
      ]}
      screenReader={[
        'A dialog named “Rate your order” and described by “How did order HD-10231 go?” (or a general line without `orderNumber`).',
        'Send without a face shows “Choose a face first” as `role="alert"`, and marks the faces’ radio group invalid with that line as its description (`aria-describedby`, `aria-errormessage`). The server’s refusal is an alert too. The thanks view is a `role="status"` region.',
        'The comment is an optional textarea of up to 500 characters with a live counter.',
      ]}
    />
  );
}
