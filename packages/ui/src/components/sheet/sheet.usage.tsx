import { UsageNotes } from '../../docs/foundations';

/** Usage notes on Sheet's docs page (`parameters.docs.usage`). */
export function SheetUsage() {
  return (
    <UsageNotes
      when={[
        'A panel that slides in from an edge and keeps the page behind it: the side menu (`side="start"`), the cart drawer (`side="end"`), a filter panel on mobile (`side="bottom"`).',
        'A decision or short task in the middle of the screen is a `Dialog`.',
      ]}
      dos={[
        {
          text: 'Use the logical sides: `start` opens from the right in Arabic and from the left in English, `end` from the opposite edge. The slide follows the direction by itself.',
        },
        { text: 'Give it a `SheetTitle`, even a visually hidden one: it names the panel for screen readers.' },
      ]}
      donts={[
        { text: 'Say `left`/`right` in code or copy: a start sheet is on the right in Arabic.' },
        { text: 'Stack a sheet over a dialog or another sheet; close one before opening the next.' },
      ]}
      keyboard={[
        ['Tab / Shift+Tab', 'Move through the sheet only: focus is trapped inside while it is open.'],
        ['Escape', 'Closes it; a click on the overlay does too.'],
      ]}
      screenReader={[
        'Announced as a dialog named by `SheetTitle`; the page behind is hidden from the reader.',
        'On close focus returns to the trigger, or to whatever was focused when it was opened from code (the cart drawer after adding an item).',
      ]}
    />
  );
}
