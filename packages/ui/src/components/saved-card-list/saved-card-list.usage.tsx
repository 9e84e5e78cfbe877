import { UsageNotes } from '../../docs/foundations';
import { type SavedCard, SavedCardList } from './saved-card-list';

const cards: SavedCard[] = [
  { id: 1, brand: 'mada', last4: '1010', expiryMonth: 9, expiryYear: 2028 },
  { id: 3, brand: 'mastercard', last4: '0000', expiryMonth: 3, expiryYear: 2025 },
];
/** A fixed today, so the Expired badge does not depend on when the page is read. */
const today = new Date('2026-11-24T10:00:00Z');

/** Usage notes on SavedCardList's docs page (`parameters.docs.usage`). */
export function SavedCardListUsage() {
  return (
    <UsageNotes
      when={[
        'The `/payment` page: the cards the payment gateway keeps for the shopper (`GET /user/save-card`), each with a brand mark, its last four digits, its expiry and Delete.',
        'Paying with a saved card at checkout is a `saved_card` method in `PaymentMethodList`.',
      ]}
      dos={[
        {
          text: 'Keep expired cards in the list. They show an “Expired” badge, so the shopper can see why a card fails and delete it. Pass `hideTitle` when the page has its own heading (the heading stays for screen readers).',
          example: <SavedCardList cards={cards} now={today} hideTitle onDelete={() => {}} />,
        },
        {
          text: 'Pass `brand: "card"` with the network’s `brandName` for a network the store draws no mark for (American Express through the card gateway), and null expiry fields when the gateway gave none: the card then shows no expiry line and is never “Expired”.',
        },
        {
          text: 'Call `DELETE /user/save-card/{id}` from `onDelete`, pass the card as `deletingId` while the call runs and drop the card from `cards` once it succeeds. The confirmation keeps a spinner on Yes until the card leaves the list, or closes when `deletingId` stops naming it (the call failed).',
        },
      ]}
      donts={[
        {
          text: 'Show more than the brand, the last four digits and the expiry. The store never receives the rest of the card number.',
        },
        {
          text: 'Add a delete control of your own that skips the confirmation. Removing a card cannot be undone, so the list always asks first, with focus on No.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to each card’s Delete button in turn.'],
        [
          'Enter / Space',
          'On Delete, opens the confirmation (`alertdialog`) with focus on No. Escape answers No, and focus returns to Delete.',
        ],
      ]}
      screenReader={[
        'A region named “Saved cards” holding a list. Each Delete button is named after its card (“Delete Visa card ending in 1111”), and the brand mark is decorative because the brand is in the text.',
        'The last four digits and the expiry read left to right inside Arabic text. With no cards, a sentence explains how to save one and no empty list is rendered.',
      ]}
    />
  );
}
