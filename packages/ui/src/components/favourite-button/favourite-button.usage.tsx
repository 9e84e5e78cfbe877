import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { FavouriteButton } from './favourite-button';

function Hearts({ size }: { size: 'icon' | 'labelled' }) {
  const sample = useSample();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <FavouriteButton size={size} productName={sample({ ar: 'نبتة الصبار', en: 'Aloe vera plant' })} />
      <FavouriteButton size={size} isFavourite productName={sample({ ar: 'باقة ورد جوري', en: 'Red rose bouquet' })} />
    </div>
  );
}

/** Usage notes on FavouriteButton's docs page (`parameters.docs.usage`). */
export function FavouriteButtonUsage() {
  return (
    <UsageNotes
      when={[
        'Adding a product to the shopper’s favourites (`/favourite`) and taking it out again, beside the product’s title.',
        'On a product card pass `onFavouriteToggle` to `ProductCard`, which draws its own heart over the picture. A heart that opens a page is a link, not this toggle.',
      ]}
      dos={[
        {
          text: 'Use `size="icon"` where space is short: the button is named after the product (“Favourite Aloe vera plant”), so a screen of hearts is never a row of identical buttons.',
          example: <Hearts size="icon" />,
        },
        {
          text: 'Use `size="labelled"` (the default) where the word fits; it keeps one name, “Favourite”, and `aria-pressed` says whether it is on. The filled clay heart shows the same.',
          example: <Hearts size="labelled" />,
        },
        {
          text: 'Set `isPending` while the server saves the change: a spinner replaces the heart, `aria-busy` is set and further clicks are ignored. Show the new state only from the server’s answer.',
        },
      ]}
      donts={[
        {
          text: 'Change the name with the state (“Add to favourites” / “Remove from favourites”): a toggle keeps its name and `aria-pressed` gives the state.',
        },
        {
          text: 'Favourite the product for a guest: `onToggle` is the app’s to answer with the sign-in dialog, and to favourite the product once signed in.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the heart.'],
        ['Enter / Space', 'Toggles it (calls `onToggle(!isFavourite)`), unless a change is pending.'],
      ]}
      screenReader={[
        'A toggle button: “Favourite, toggle button, not pressed”; the icon size is named “Favourite {product}”.',
        'While `isPending` the button is `aria-busy` and its spinner is silent, so its name stays “Favourite” (or “Favourite {product}”) until the answer comes.',
      ]}
    />
  );
}
