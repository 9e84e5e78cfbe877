import { ShoppingBag } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { IconButton } from '../icon-button';

/** The cart button as the header draws it when the cart has items. */
function CartWithItems() {
  const sample = useSample();
  return (
    <IconButton
      label={sample({ ar: 'السلة، فيها منتجات', en: 'Cart, has items' })}
      icon={<ShoppingBag aria-hidden />}
      hasDot
      aria-haspopup="dialog"
    />
  );
}

/** Usage notes on Header's docs page (`parameters.docs.usage`). */
export function HeaderUsage() {
  return (
    <UsageNotes
      when={[
        'The sticky top bar of every store page (spec §2): the menu button, the logo linking home, “Deliver to {city}”, the search and the cart. Render it once, before `<main>`.',
        'Not on the maintenance page (the app hides it there) and not inside a dialog or a sheet. The menu, the city picker and the cart themselves are `SideMenu`, `CityPicker` and `CartDrawer`, which the header’s callbacks open.',
      ]}
      dos={[
        {
          text: 'Open the overlays from `onMenuClick`, `onCityClick` and `onCartClick`: the three buttons say `aria-haspopup="dialog"`, so each must open a dialog (the side menu, the city picker, the cart drawer).',
        },
        {
          text: 'Pass `hasCartItems` when the cart has items: the cart button shows a dot and its name becomes “Cart, has items”, so the dot is never the only sign.',
          example: <CartWithItems />,
        },
        {
          text: 'Pass the chosen city in the page’s language as `cityName` and the app’s `SearchBox` in `search`. Without a city the button reads “Choose your city”; below 575 px it shows only the city and the search takes its own row.',
        },
      ]}
      donts={[
        {
          text: 'Render it inside `<main>` or a `<section>`, or add a second header: the `<header>` is the page’s `banner` landmark only at the top level, and a page has only one.',
        },
        {
          text: 'Shorten the city in the data for small screens: the button truncates it, and its name always keeps the whole “Deliver to {city}”.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Reaches the menu button, the logo link, the city button, the search and the cart button, in reading order.',
        ],
        [
          'Enter / Space',
          'On a button calls its callback (opens the menu, the city picker or the cart); Enter on the logo goes home.',
        ],
      ]}
      screenReader={[
        'A `banner` landmark. The buttons are named “Menu”, “Deliver to Riyadh” (or “Choose your city”) and “Cart” / “Cart, has items”; the logo link is “Hadiya, home”. Icons and the logo mark are hidden.',
        'The menu, city and cart buttons say they open a dialog (`aria-haspopup="dialog"`); the dot on the cart is hidden, its meaning is in the name.',
      ]}
    />
  );
}
