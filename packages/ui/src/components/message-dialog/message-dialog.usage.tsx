import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { FormAlert } from '../form-alert';

/** Usage notes on MessageDialog's docs page (`parameters.docs.usage`). */
export function MessageDialogUsage() {
  return (
    <UsageNotes
      when={[
        'Showing a server response’s `message` that is not about one field (spec §8): an order that could not be placed, a coupon that could not be saved, a confirmation.',
        'An error about a field belongs under that field; a passing “saved” can be a toast.',
      ]}
      dos={[
        {
          text: 'Pass the server’s `message` as it is (it is already in the shopper’s language) and the right `tone`: `error` by default, `info` for a failed coupon, `success` for confirmations.',
        },
        { text: 'Leave `autoCloseMs` at 5000 (spec §9) unless the message must stay; `null` keeps it until OK.' },
      ]}
      donts={[
        {
          text: 'Use it for a form’s validation error: show it inline, where it stays while the shopper fixes it.',
          example: <FormAlert message={<Sample ar="أدخل رقم جوال صحيح" en="Enter a valid mobile number" />} />,
        },
        { text: 'Chain two message dialogs: combine the messages or show the second inline.' },
      ]}
      keyboard={[
        ['Enter / Space', 'On OK (focused when it opens) closes it.'],
        ['Escape', 'Closes it; so does a click on the overlay.'],
      ]}
      screenReader={[
        'Errors open as an `alertdialog`, read at once; info and success as a dialog. The message is the dialog’s description.',
        'Focus moves to OK and returns to where it was when the dialog closes (by OK, Escape, the overlay or the timer).',
      ]}
    />
  );
}
