import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { ForgotPasswordForm } from './forgot-password-form';

/** Usage notes on ForgotPasswordForm's docs page (`parameters.docs.usage`). */
export function ForgotPasswordFormUsage() {
  return (
    <UsageNotes
      when={[
        'The first step of the sign-in dialog’s `forgot-password` view (spec §4): the account’s e-mail, then `OtpStep` for the code, then `NewPasswordForm`.',
        'Not for signing in (`EmailSignInForm`) or for changing a signed-in shopper’s e-mail.',
      ]}
      dos={[
        {
          text: 'Prefill `defaultEmail` with what the shopper typed in the e-mail sign-in form before pressing “Forgot password?”.',
        },
        {
          text: 'Show the server’s refusal in `serverError` (above the field) and pass `isSubmitting` while the request runs: the field locks and the button shows a spinner.',
          example: (
            <ForgotPasswordForm
              className="max-w-sm"
              defaultEmail="sara@example.com"
              serverError={<Sample ar="طلبات كثيرة، حاول لاحقًا" en="Too many requests, try again later" />}
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Put the code boxes in this form: once the request succeeds, switch the dialog to its `otp` view (`OtpStep`), then `new-password`.',
        },
        {
          text: 'Check the e-mail again in `onSubmit`: it is called only with a valid `{ email }`, trimmed and lower-cased. Any domain passes here (spec §5); only sign-in and sign-up require `.com`.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves from the e-mail field to “Send code”; nothing of its own.'],
        ['Enter', 'In the field submits the form, as “Send code” does.'],
      ]}
      screenReader={[
        'The field is labelled “Email” and marked required; it is an e-mail field (`type="email"`, `autocomplete="email"`) that reads left to right on Arabic pages too.',
        'A field error is linked with `aria-describedby` and shows after the field loses focus; the server’s message is a `role="alert"`, read as soon as it appears.',
      ]}
    />
  );
}
