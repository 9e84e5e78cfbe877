import { UsageNotes } from '../../docs/foundations';
import { OrderInvoiceLink } from './order-details';

/** Usage notes on the order page pieces' docs page (`parameters.docs.usage`). */
export function OrderDetailsUsage() {
  return (
    <UsageNotes
      when={[
        'The cards of one order’s page (issue 15 §1): `OrderDestinationCard` (the recipient or the cafe branch), `OrderDeliveryDate` (Gregorian and Hijri dates with the slot), `OrderMessageCard` (the card’s text, editable until the gift is wrapped) and `OrderInvoiceLink`.',
        'The list of orders is `OrderList`, the status `OrderStatusTimeline`, the amounts `OrderSummary`. At checkout the message is a `MessageCardField` and the date a `SlotPicker`.',
      ]}
      dos={[
        {
          text: 'Link the tax invoice with `OrderInvoiceLink href={…}`: a link that looks like a secondary button and downloads the PDF (`download`).',
          example: <OrderInvoiceLink href="#invoice" onClick={(event) => event.preventDefault()} />,
        },
        {
          text: 'Pass `canEdit` from the order’s status (false once the gift is wrapped, status 3); `OrderMessageCard` then disables “Edit message” and shows why (`lockedReason`, or the built-in sentence). The server still enforces it.',
        },
        {
          text: 'Give `OrderDeliveryDate` the day as `YYYY-MM-DD` and the slot as Riyadh `HH:mm` times, and `kind="pickup"` for a cafe order; pass `address: null` to `OrderDestinationCard` while the recipient still has to give it through the SMS link.',
        },
      ]}
      donts={[
        {
          text: 'Format the date yourself: pass `YYYY-MM-DD` and the date card writes both calendars in the page’s digits. Pass the recipient’s phone as it was typed; it is shown reading left to right.',
        },
        {
          text: 'Leave the heading levels at 2 under a page whose section heading is already 2: each card takes `headingLevel` (2 or 3).',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Reaches “Edit message” (skipped while disabled), the cafe’s map link when there is one, and the invoice link.',
        ],
        [
          'Enter / Space',
          'On “Edit message” opens the message form; in it, Save calls `onSave(message, event)` (without it the form posts `message_card` natively) and Cancel restores the text.',
        ],
        ['Enter', 'On the invoice link downloads the invoice.'],
      ]}
      screenReader={[
        'Each card is a region named by its heading (“Recipient”, “Pick-up branch”, “Delivery date”, “Message card”); icons are hidden.',
        'A locked “Edit message” is disabled and described by the reason; the message form’s field is a `MessageCardField` with its live counter, and a refused save is a `role="alert"` above it.',
      ]}
    />
  );
}
