import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { NewPasswordForm } from './new-password-form';

/** Usage notes on NewPasswordForm's docs page (`parameters.docs.usage`). */
export function NewPasswordFormUsage() {
  return (
    <UsageNotes
      when={[
        'The last step of the sign-in dialog’s `forgot-password` view (spec §4): after the e-mail (`ForgotPasswordForm`) and the code (`OtpStep`), the new password and its confirmation. On success the dialog closes and the shopper lands on `/`.',
        'Not for signing up (`SignUpForm` has its own password and confirmation) or for signing in (`EmailSignInForm`).',
      ]}
      dos={[
        {
          text: 'Send `password` with the token the code step returned (`change-password`); `onSubmit` gets `{ password, confirmPassword }` only once both are valid: at least 6 characters, and the same.',
        },
        {
          text: 'Show a refused token or any server message in `serverError`, above the fields, and pass `isSubmitting` while the request runs.',
          example: (
            <NewPasswordForm
              className="max-w-sm"
              serverError={
                <Sample ar="انتهت صلاحية الرمز، ابدأ من جديد" en="The code has expired. Please start again." />
              }
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Add rules of your own to the fields (upper case, symbols): the spec asks for 6 characters at least (128 at most), and the intro says so.',
        },
        {
          text: 'Ask for the e-mail or the code again here: the token from the code step names the account, and this form only takes the new password.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves through the new password, its “Show password” button, the confirmation, its button, then “Save password”.',
        ],
        ['Enter', 'In a field submits the form; Enter or Space on a “Show password” button shows or hides that field.'],
      ]}
      screenReader={[
        'Both fields are labelled and marked required, with `autocomplete="new-password"` so password managers offer a new one; each “Show password” button is a toggle (`aria-pressed`).',
        'A field’s message (“Passwords must match”) is linked to it and shows once the field loses focus; the server’s message is a `role="alert"`.',
      ]}
    />
  );
}
