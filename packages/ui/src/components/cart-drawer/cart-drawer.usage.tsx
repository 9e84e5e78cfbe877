import { UsageNotes } from '../../docs/foundations';

/** Usage notes on CartDrawer's docs page (`parameters.docs.usage`). */
export function CartDrawerUsage() {
  return (
    <UsageNotes
      when={[
        'The quick view of the cart from the header’s cart button, and after adding a product, without leaving the page.',
        'The full cart, contact information and payment are the `/cart` page (its three steps), which View Cart and Checkout open.',
      ]}
      dos={[
        {
          text: 'Keep the items in the app and pass them in: report changes through `onQuantityChange(id, qty)` and `onRemove(id)` and show what the server answers.',
        },
        { text: 'Pass `isLoading` while the cart loads: skeleton lines hold the place instead of an empty bag.' },
        {
          text: 'Pass each line’s `availableQuantity` and `colorStock`: the line’s stepper stops at the lower one and says why.',
        },
        {
          text: 'Pass what was chosen (`colorName`, `addonNames`, `engraving`) in the page’s language: two lines of one product are told apart by it.',
        },
      ]}
      donts={[
        {
          text: 'Compute the subtotal in the app: pass `subtotal` as the server computed it (the row shows only with it); line prices show rounded to whole riyals (spec §9).',
        },
        { text: 'Open it over a dialog; it is a `Sheet` from the end edge (the left in Arabic).' },
      ]}
      keyboard={[
        ['Tab / Shift+Tab', 'Move through the lines’ steppers and the two links; focus stays inside while open.'],
        ['Escape', 'Closes it; focus goes back to the cart button (or what was focused when it opened from code).'],
        ['Enter', 'On View Cart or Checkout goes to `/cart` and closes the drawer.'],
      ]}
      screenReader={[
        'A dialog named “Cart” with the lines as a list named “Items in your cart”; each stepper names its product, and its colour when it has one (“Remove Red rose bouquet, White”).',
        'Loading is announced through a status region, as is a notice about the cart; the empty cart is an empty-bag message with a heading, not an empty list.',
      ]}
    />
  );
}
