import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { SignUpForm } from './sign-up-form';

/** Usage notes on SignUpForm's docs page (`parameters.docs.usage`). */
export function SignUpFormUsage() {
  return (
    <UsageNotes
      when={[
        'The `signup` view of `SignInDialog`: name, e-mail, password and its confirmation (spec §5). The e-mail OTP step (`OtpStep`) follows.',
        'Signing in to an existing account is `EmailSignInForm` (or `MobileSignInStep` by SMS); a name alone, for a new mobile account, is `AccountNameForm`.',
      ]}
      dos={[
        {
          text: 'Create the account from `onSubmit(values)`: it is called only once the contract’s rules pass — a name of at least 2 characters, an e-mail ending in .com, a password of at least 6 characters and a matching confirmation — with the name trimmed and the e-mail trimmed and lower-cased.',
        },
        {
          text: 'Show the server’s refusal in `serverError` (already in the shopper’s language): it appears above the fields as an alert. Pass `isSubmitting` while the request runs: the fields lock and the button shows a spinner.',
          example: (
            <SignUpForm
              serverError={
                <Sample ar="هذا البريد الإلكتروني مسجل بالفعل" en="This email address is already registered" />
              }
            />
          ),
        },
        {
          text: 'Pass `onSignIn` (switch the dialog to `signin-email`) so someone who already has an account can go there; without it the “Already have an account?” line is hidden.',
        },
      ]}
      donts={[
        {
          text: 'Add your own checks or messages: the rules and their texts come from `@hadiya/contract/rules`, the same the server applies.',
        },
        { text: 'Put it on a page or in a dialog of its own: it is one view of the single sign-in dialog.' },
      ]}
      keyboard={[
        [
          'Tab',
          'Name → Email → Password and its show-password button → Confirm password and its button → Create account → Sign in (with `onSignIn`).',
        ],
        [
          'Enter',
          'In a field submits the form; if a rule fails, focus moves to the first field in error and each message shows under its field.',
        ],
        ['Enter / Space', 'On a show-password button shows or hides that password.'],
      ]}
      screenReader={[
        'Every field has a visible label and is required (“required” is read, the asterisk is hidden); a failed rule sets `aria-invalid` and its message is the field’s description. Messages appear once a field is left, then follow each change.',
        'The server’s message is a `role="alert"` paragraph, read as soon as it appears.',
        'The e-mail field is `type="email"` and reads left to right on Arabic pages; both passwords have `autocomplete="new-password"`, so password managers can offer one.',
      ]}
    />
  );
}
