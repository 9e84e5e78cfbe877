import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { FormAlert } from '../form-alert';

/** Usage notes on Toast's docs page (`parameters.docs.usage`). */
export function ToastUsage() {
  return (
    <UsageNotes
      when={[
        'Short feedback about something that just happened and needs nothing more: “Added to favourites”, “Your ticket has been sent”.',
        'An error the shopper must act on belongs next to what caused it (`FormAlert`, a field’s error) or, for a server message, in `MessageDialog`.',
      ]}
      dos={[
        {
          text: 'Call `useToast().toast({ title, description, tone })` with `success`, `error` or `info`; mount `ToastProvider` once, inside `LocaleProvider`.',
        },
        { text: 'Keep the title to a few words; it closes itself after 5 s (paused while hovered or focused).' },
      ]}
      donts={[
        {
          text: 'Put a form’s error in a toast: it disappears before it is read. Show it where the problem is.',
          example: (
            <FormAlert
              message={<Sample ar="تعذّر حفظ العنوان. حاول مرة أخرى." en="The address could not be saved. Try again." />}
            />
          ),
        },
        { text: 'Put links or buttons the shopper needs in a toast: they vanish after 5 s.' },
      ]}
      keyboard={[
        ['F8', 'Moves focus to the toasts (the region’s name says so).'],
        ['Tab', 'Moves to a toast’s close button.'],
        ['Escape', 'Closes the focused toast.'],
      ]}
      screenReader={[
        'Toasts sit in a labelled region at the top end corner (top left in Arabic). `success` and `info` are announced politely, `error` assertively.',
        'A swipe towards the end edge also closes a toast on touch screens.',
      ]}
    />
  );
}
