import { UsageNotes } from '../../docs/foundations';

/** Usage notes on CityPicker's docs page (`parameters.docs.usage`). */
export function CityPickerUsage() {
  return (
    <UsageNotes
      when={[
        'Choosing the delivery city: on the first visit (before anything else, it cannot be dismissed until a city is saved) and from the header’s “Deliver to …” button afterwards.',
        'Prices, stock and delivery times depend on the city, so the app opens it whenever no city is saved on a page that needs one.',
      ]}
      dos={[
        {
          text: 'Pass the cities as the server sends them: the search matches Arabic without tashkeel, hamza forms, ة/ه or the article, and English names too.',
        },
        {
          text: 'Save from `onSave(city)`: a same-day (barq) city closes the picker at once; any other first shows the 2–5 business days notice.',
        },
        {
          text: 'Pass `savedCityId` once a city is saved: only then do Escape, the overlay and the close button dismiss it.',
        },
      ]}
      donts={[
        { text: 'Replace it with a `Select`: the list is long and shoppers search it in both languages.' },
        { text: 'Open it on pages that need no city (the recipient’s gift link, payment results, orders).' },
      ]}
      keyboard={[
        [
          'Tab',
          'Search field → the chosen city (or the first) → Save. Focus goes to the search field when the picker opens.',
        ],
        ['Arrow keys', 'Move the choice through the cities (one radio group).'],
        ['Escape', 'Closes the picker only once a city is saved.'],
      ]}
      screenReader={[
        'A dialog with a labelled search field and a radio group named “Cities”; the chosen city is checked.',
        'The number of matches and “Does not find city” are announced by a status region; the delivery notice describes the dialog once shown.',
      ]}
    />
  );
}
