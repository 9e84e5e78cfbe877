import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { SearchBox, type SearchSuggestion } from './search-box';

/** Text the shopper typed, with the products the app fetched for it; the list opens on focus. */
function SampleSearch() {
  const sample = useSample();
  const suggestions: SearchSuggestion[] = [
    { id: 11, label: sample({ ar: 'نبتة الصبار', en: 'Aloe vera plant' }), href: '/product/aloe-vera' },
    { id: 12, label: sample({ ar: 'نبتة المونستيرا', en: 'Monstera plant' }), href: '/product/monstera' },
  ];
  return (
    <SearchBox
      defaultValue={sample({ ar: 'نبتة', en: 'plant' })}
      suggestions={suggestions}
      onSelect={() => {}}
      onSubmit={() => {}}
    />
  );
}

/** Usage notes on SearchBox's docs page (`parameters.docs.usage`). */
export function SearchBoxUsage() {
  return (
    <UsageNotes
      when={[
        'The header’s product search (spec §2): matching products appear as the shopper types, a click opens `/product/{slug}`, and Enter goes to `/products?search={text}`.',
        'Searching inside a list of choices (the cities) belongs to that list, as in the `CityPicker`.',
      ]}
      dos={[
        {
          text: 'Debounce `onValueChange` with `useDebouncedValue(text, SEARCH_DELAY_MS)` (500 ms). Fetch only when the text is not empty and a city is chosen (spec §5), then pass `suggestions` and `isLoading`. The box itself never waits or fetches.',
          example: <SampleSearch />,
        },
        {
          text: 'Give every suggestion an `href` (`/product/{slug}`) so that opening it in a new tab works. With `onSelect`, the app navigates on a plain click and on Enter.',
        },
        { text: 'Send Enter’s text from `onSubmit` (already trimmed) to `/products?search=…`.' },
      ]}
      donts={[
        {
          text: 'Leave the previous text’s products in `suggestions` while new ones load. They would stay listed, and choosable with Enter, under “Searching”.',
        },
        {
          text: 'Navigate or fetch straight from `onValueChange`: it fires on every keystroke and on clearing. The results page comes from `onSubmit`.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the input, then to the clear button when there is text. Leaving the input closes the list.'],
        [
          'ArrowDown / ArrowUp',
          'With text in the box, open the list and move through the products, wrapping. Focus stays in the input.',
        ],
        ['Enter', 'Chooses the active product (`onSelect`), or with none active submits the text (`onSubmit`).'],
        ['Escape', 'Closes the list. A second Escape clears the text.'],
      ]}
      screenReader={[
        'A search landmark holding a `combobox` named “Search products” (or `label`). It has `aria-expanded` while products are listed, and `aria-activedescendant` points at the active option.',
        'The list is a `listbox` named “Suggestions”, and each option is named by the product’s title (thumbnails have `alt=""`).',
        'A status region says “Searching”, “4 products found” or “No product found”.',
      ]}
    />
  );
}
