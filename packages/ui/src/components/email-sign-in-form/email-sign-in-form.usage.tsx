import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { EmailSignInForm } from './email-sign-in-form';

function Refused() {
  const sample = useSample();
  return (
    <EmailSignInForm
      defaultEmail="sara@example.com"
      serverError={sample({
        ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
        en: 'The e-mail or the password is not correct',
      })}
      onSubmit={() => {}}
      onForgotPassword={() => {}}
      onCreateAccount={() => {}}
      className="max-w-sm"
    />
  );
}

/** Usage notes on EmailSignInForm's docs page (`parameters.docs.usage`). */
export function EmailSignInFormUsage() {
  return (
    <UsageNotes
      when={[
        'The `signin-email` view of the sign-in dialog: e-mail and password, “Remember me”, and the ways to `forgot-password` and `signup`.',
        'Signing in by mobile number is the `MobileSignInStep` (the dialog’s first view); a new account is the `SignUpForm`; Google, Apple and Facebook are the `SocialSignInButtons`.',
      ]}
      dos={[
        {
          text: 'Show the server’s refusal in `serverError` (an alert above the fields) and keep the e-mail in `defaultEmail`. For an unverified e-mail show the message and switch to the OTP step (spec §4).',
          example: <Refused />,
        },
        {
          text: 'Pass `onForgotPassword` and `onCreateAccount` to switch the dialog’s view; without a handler its link is not shown.',
        },
        {
          text: 'Use `remember` from `onSubmit` for a longer-lived session only: the form never stores the password (the old remember-me cookie kept it, spec §3).',
        },
      ]}
      donts={[
        {
          text: 'Relax the e-mail rule here: sign-in keeps the spec’s “must end with .com” (`emailSchema`); the value arrives trimmed and lower-cased.',
        },
        {
          text: 'Send the shopper elsewhere for a forgotten password or a new account: the links are buttons that switch views inside the same dialog.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Email → Password → Show password → Remember me → Forgot password? → Sign in → Create account (the links only when given).',
        ],
        ['Enter', 'In a field signs in; errors show on the fields instead when a rule fails.'],
        ['Space', 'Toggles Remember me, or shows and hides the password on its toggle.'],
      ]}
      screenReader={[
        'Both fields have visible labels and a hidden “required”; their messages (“Email must end with .com”, “Password must be at least 6 characters”) are linked with `aria-describedby` once a field has been left.',
        'The password toggle is a button named “Show password” with `aria-pressed`; `serverError` is an alert; while `isSubmitting` everything is disabled and Sign in is `aria-busy`.',
      ]}
    />
  );
}
