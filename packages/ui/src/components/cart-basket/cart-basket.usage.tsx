import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { EmptyState } from '../empty-state';

/** Usage notes on CartBasket's docs page (`parameters.docs.usage`). */
export function CartBasketUsage() {
  return (
    <UsageNotes
      when={[
        'The basket tab of `/cart`, the first of its three steps: every line with its picture, options (colour, add-ons, engraving), stepper and price, and the order summary beside it (below it on phones).',
        'The quick look from the header’s cart button is the `CartDrawer`; the totals of the later steps are the `OrderSummary`.',
      ]}
      dos={[
        {
          text: 'Pass `subtotal`, `vatIncluded` and `total` in halalas as the server computed them. Cart prices show rounded to whole riyals (spec §9: “Cart prices are shown rounded”), the line prices and the summary alike, as in the `CartDrawer`; the checkout’s `OrderSummary` shows them to the halala.',
        },
        {
          text: 'Set a line’s `isUpdating` while its change is on the way: its stepper is disabled and the line is `aria-busy`. Report changes through `onQuantityChange(id, quantity)` and `onRemove(id)` (minus at 1 removes).',
        },
        {
          text: 'Nothing to set for the pictures: the first three lines’ load with the page (a phone’s first screen shows about three), the others as they are scrolled near. None is marked as the page’s largest picture: its largest paint is the heading and summary, not a thumbnail.',
        },
        {
          text: 'When the cart has no lines, render an `EmptyState` (`variant="bag"`) with a way back to the shop instead of the basket.',
          example: (
            <EmptyState level={4} description={<Sample ar="أضف هدية لتبدأ." en="Add a gift to get started." />}>
              <Button>
                <Sample ar="تسوق الآن" en="Shop now" />
              </Button>
            </EmptyState>
          ),
        },
      ]}
      donts={[
        {
          text: 'Drop a line the server cannot sell: keep it with its `unavailableMessage` (spec §8, e.g. “Product is not available for this city”) so the shopper sees what happened: its plus is disabled, described by that message, while minus and remove still work. The cart-wide message goes in `notice`.',
        },
        {
          text: 'Add the line prices up in the app or leave the unavailable ones in the sum: the totals are the server’s.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'For each line: its title (a link), then minus or remove, then plus; then whatever `footer` holds (the step’s Continue).',
        ],
        ['Enter', 'On a title opens the product page.'],
        ['Enter / Space', 'On the stepper decreases, removes or increases by one.'],
      ]}
      screenReader={[
        'The lines are a list under a hidden heading “Items in your basket”; each line reads its picture’s `imageAlt`, title, price, “Colour: …”, “Add-ons: …”, “Engraving: …” and the unavailable message. Plus and minus are named after the line’s product (“Increase quantity of {title}”), so a list of buttons tells the lines apart; at quantity 1 minus is “Remove {title}”.',
        'The summary is a region under the heading “Order summary”: Subtotal, “Includes VAT” and Total as a description list. `notice` is a status region.',
      ]}
    />
  );
}
