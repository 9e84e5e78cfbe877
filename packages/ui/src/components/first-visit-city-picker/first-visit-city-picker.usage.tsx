import { UsageNotes } from '../../docs/foundations';

/** Usage notes on FirstVisitCityPicker's docs page (`parameters.docs.usage`). */
export function FirstVisitCityPickerUsage() {
  return (
    <UsageNotes
      when={[
        'A first visit to a page that needs a city, when the server renders the page: the picker is in its HTML, works before the page’s scripts have run, and lets the page wait for the shopper before hydrating.',
        'Use `CityPicker` everywhere else (the header’s “Deliver to …” button, a page rendered in the browser).',
      ]}
      dos={[
        {
          text: 'Make the page under it `inert` while it is open: that is what makes it modal without scripts.',
        },
        {
          text: 'Give the forms an `action` that stores the posted `city_id` and sends the shopper back (the page’s path in `fields`), on the delivery notice (`savedCity`) for a city without same-day delivery.',
        },
        {
          text: 'Move focus to the control that reopens the city choice in `onClose`: nothing on the page opened the picker.',
        },
      ]}
      donts={[
        { text: 'Render it in the browser only: without the server’s HTML it is just a slower `CityPicker`.' },
        { text: 'Offer a way to dismiss it before a city is chosen: a first visit needs one (spec §2).' },
      ]}
      keyboard={[
        ['Tab', 'Search field → the chosen city (or the first) → Save; the page under it is out of reach.'],
        ['Arrow keys', 'Move the choice through the cities (one radio group).'],
        ['Enter', 'Saves the chosen city (the form’s submit).'],
      ]}
      screenReader={[
        'A modal dialog named “Select your city”, with a labelled search field and a radio group named “Cities”; the rest of the page is inert, so it is all there is to read.',
        'Without scripts, the browser asks for a city when Save is pressed with none chosen.',
      ]}
    />
  );
}
