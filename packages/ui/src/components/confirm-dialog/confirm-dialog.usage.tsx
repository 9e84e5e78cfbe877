import { LogOut, Trash2 } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';

/** Usage notes on ConfirmDialog's docs page (`parameters.docs.usage`). */
export function ConfirmDialogUsage() {
  return (
    <UsageNotes
      when={[
        'A yes/no question before an action that ends something: logging out and deleting the account (spec §6), both opened from the side menu.',
        'A server’s message is a `MessageDialog`; a choice or a form in an overlay is a `Dialog`; an action that is easy to take back needs no question at all.',
      ]}
      dos={[
        {
          text: 'Open it from a button that names the action, and write `title` as the question that Yes answers (“Are you sure you want to logout?”); it is the dialog’s accessible name.',
          example: (
            <Button variant="secondary" startIcon={<LogOut aria-hidden className="rtl:-scale-x-100" />}>
              <Sample ar="تسجيل الخروج" en="Logout" />
            </Button>
          ),
        },
        {
          text: 'For account deletion pass `tone="danger"` and a `description` of what is lost: Yes turns into a danger button and the first focus goes to No.',
          example: (
            <Button variant="danger" startIcon={<Trash2 aria-hidden />}>
              <Sample ar="حذف الحساب" en="Delete account" />
            </Button>
          ),
        },
        {
          text: 'Run the request in `onConfirm` with `isConfirming` set (Yes shows its spinner; No and Escape are blocked), then close it yourself with `open={false}`.',
        },
      ]}
      donts={[
        {
          text: 'Close it in `onConfirm` before the request has answered: a failure would have nowhere to show, and the shopper could not try again.',
        },
        {
          text: 'Expect a click on the overlay to cancel: an alert dialog needs an answer, so only No and Escape (both call `onCancel`) close it.',
        },
      ]}
      keyboard={[
        [
          'Tab / Shift+Tab',
          'Move between No and Yes only: focus is trapped inside. It starts on Yes, or on No with `tone="danger"`.',
        ],
        ['Enter / Space', 'Answers with the focused button.'],
        [
          'Escape',
          'Answers No and closes it (not while `isConfirming`); focus goes back to the button that opened it.',
        ],
      ]}
      screenReader={[
        'An `alertdialog` named by `title` and described by `description` (when given), so both are read when it opens; the page behind is hidden from the reader.',
        'No and Yes are plain buttons (`cancelLabel`/`confirmLabel` replace their words); while `isConfirming` Yes is `aria-busy` and No is disabled. On phones Yes sits above No.',
      ]}
    />
  );
}
