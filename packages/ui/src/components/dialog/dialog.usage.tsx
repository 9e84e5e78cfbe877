import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';

/** Usage notes on Dialog's docs page (`parameters.docs.usage`). */
export function DialogUsage() {
  return (
    <UsageNotes
      when={[
        'A short task or decision that must be finished or dismissed before going on: sign in, choose a city, confirm removing a saved card.',
        'Not for a server message (use `MessageDialog`), a passing confirmation (use a toast), or a long form (give it a page). A panel of content along an edge is a `Sheet`.',
      ]}
      dos={[
        {
          text: 'Open it from a button whose text says what the dialog does; always give it a `DialogTitle` (its accessible name) and, when useful, a `DialogDescription`.',
          example: (
            <Button variant="secondary">
              <Sample ar="تغيير المدينة" en="Change city" />
            </Button>
          ),
        },
        {
          text: 'Keep one primary action in `DialogFooter`, next to a secondary “Cancel” (`DialogClose`).',
          example: (
            <div className="flex flex-wrap gap-3">
              <Button>
                <Sample ar="حفظ" en="Save" />
              </Button>
              <Button variant="secondary">
                <Sample ar="إلغاء" en="Cancel" />
              </Button>
            </div>
          ),
        },
      ]}
      donts={[
        {
          text: 'Open a dialog from another dialog: switch the view inside the one dialog (as the sign-in dialog does).',
        },
        {
          text: 'Use `isDismissible={false}` unless the page cannot work without an answer (the city on a first visit): it hides the close button and ignores Escape and the overlay.',
        },
      ]}
      keyboard={[
        ['Tab / Shift+Tab', 'Move through the dialog only: focus is trapped inside while it is open.'],
        ['Escape', 'Closes it (unless `isDismissible={false}`).'],
        ['Enter / Space', 'On the close button (top end corner: left in Arabic) closes it.'],
      ]}
      screenReader={[
        'Announced as a dialog named by `DialogTitle` and described by `DialogDescription`; the page behind is hidden from the reader while it is open.',
        'On close, focus returns to the trigger — or, for a dialog opened from code, to whatever was focused when it opened.',
        'Below 575 px it is a full-width bottom sheet; nothing changes for the reader.',
      ]}
    />
  );
}
