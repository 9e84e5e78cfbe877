import { UsageNotes } from '../../docs/foundations';
import { MobileSignInStep } from './mobile-sign-in-step';

/** Usage notes on MobileSignInStep's docs page (`parameters.docs.usage`). */
export function MobileSignInStepUsage() {
  return (
    <UsageNotes
      when={[
        'The sign-in dialog’s first view, `signin` (spec §2, §4): the mobile number, whose code is sent by SMS as soon as the number is complete; `OtpStep` follows.',
        'Not for a phone number in another form (checkout contact, the recipient, the profile): use `PhoneInput` there. E-mail sign-in is `EmailSignInForm`.',
      ]}
      dos={[
        {
          text: 'Send the code from `onComplete`: it fires with `{ phone_code, phone_number }` once the number reaches its country’s length (nine digits after +966), without a click. “Send code” calls `onSubmit`, which is also used on completion when there is no `onComplete`.',
        },
        {
          text: 'Pass `onEmailSignIn` to show “Sign in with email” and the social buttons in `socialButtons`; either adds the “or” divider under the submit button.',
          example: <MobileSignInStep className="max-w-sm" onEmailSignIn={() => {}} />,
        },
        {
          text: 'Pass `isSubmitting` while the code is being sent (the number locks, the button shows a spinner and a second completion is ignored) and the server’s refusal in `serverError`.',
        },
      ]}
      donts={[
        {
          text: 'Turn on `isCountryEditable` in the live store: the spec keeps the country code clickable only in a development build, so +966 is shown locked.',
        },
        {
          text: 'Clean the number yourself: Arabic-Indic and Persian digits become ASCII, a leading `0` of a Saudi number is dropped and extra digits are ignored before `onComplete` fires.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves to the number (and the country code when it is editable), “Send code”, the social buttons and “Sign in with email”.',
        ],
        ['Digits', 'Fill the number; the last one needed sends the code by itself.'],
        ['Enter', 'In the number submits the form (`onSubmit`), with the length message if it is short.'],
      ]}
      screenReader={[
        'The number is labelled “Mobile number” and opens the numeric keypad; the locked country code is a disabled select named “Country code”, and the number reads left to right on Arabic pages.',
        'A short number’s message is linked to the field with `aria-describedby`; the server’s message is a `role="alert"`. The “or” divider is hidden.',
      ]}
    />
  );
}
