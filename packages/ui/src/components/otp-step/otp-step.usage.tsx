import { UsageNotes } from '../../docs/foundations';
import { OtpStep } from './otp-step';

/** Usage notes on OtpStep's docs page (`parameters.docs.usage`). */
export function OtpStepUsage() {
  return (
    <UsageNotes
      when={[
        'The one-time-code step of every flow (spec §4): after the mobile number, after signing up or an unverified e-mail, in the forgot-password steps, for a new profile number.',
        'Just the four boxes, without resend or a submit button, are `OtpInput`.',
      ]}
      dos={[
        {
          text: 'Say where the code went in `destination` (`+966 5…` or the e-mail; it reads left to right in Arabic text) and pass `onChangeDestination` to offer “Change”. The resend countdown starts at 60 s (spec §9); this example starts ready with `resendSeconds={0}`.',
          example: (
            <OtpStep
              className="max-w-sm"
              destination="+966 551234567"
              onChangeDestination={() => {}}
              resendSeconds={0}
            />
          ),
        },
        {
          text: 'Verify in `onSubmit`: it fires with `{ otp }` (four ASCII digits) as soon as the fourth box is filled, or from “Verify”. Pass `isSubmitting` while the code is checked: the boxes lock and a second submit is ignored.',
        },
        {
          text: 'Put a wrong code in `serverError` as a string, and clear it when the next code is submitted: each new message clears the boxes and puts the caret back in the first, so the next four digits submit again (the same message twice in a row, never cleared in between, is not a new answer). Send a new code from `onResend`; the countdown then restarts.',
        },
        {
          text: 'Pass `autoFocus` where the step opens in place of the number or e-mail (the sign-in dialog): the first box takes focus and the shopper types the code at once.',
        },
      ]}
      donts={[
        {
          text: 'Shorten `resendSeconds` in the app: the spec waits 60 s between codes (§4, §9); other values are for examples and tests.',
        },
        {
          text: 'Submit the code yourself from the boxes’ events: the step already submits once the fourth digit is in (typed, pasted or autofilled) and ignores completions while `isSubmitting`.',
        },
      ]}
      keyboard={[
        ['Digits', 'Fill the boxes left to right; the fourth submits the code.'],
        [
          'Backspace / ArrowLeft / ArrowRight',
          'Backspace on an empty box clears the one before; the arrows move between the boxes (as in `OtpInput`). Paste fills all four.',
        ],
        [
          'Tab',
          'Moves from “Change” through the four boxes, then to “Verify” and “Resend code” (skipped while the countdown runs).',
        ],
      ]}
      screenReader={[
        'The boxes are a group named “Verification code”, each “Digit n of 4”. A short code’s message or a string `serverError` is linked to them with `aria-describedby` (read when a box is focused, not announced by itself); an element passed as `serverError` is shown below as a `role="alert"`.',
        'The resend button reads “Resend code in 42 s” while disabled; when it becomes available a status region says “You can resend the code now”, once, not on every tick.',
      ]}
    />
  );
}
