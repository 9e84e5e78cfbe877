import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { OtpInput } from './otp-input';

function WrongCode() {
  const sample = useSample();
  return (
    <OtpInput
      defaultValue="1234"
      errorMessage={sample({ ar: 'رمز التحقق غير صحيح', en: 'The verification code is not correct' })}
    />
  );
}

/** Usage notes on OtpInput's docs page (`parameters.docs.usage`). */
export function OtpInputUsage() {
  return (
    <UsageNotes
      when={[
        'The four-digit one-time code sent by SMS (sign-in, a new phone number). `OtpStep` wraps it with the resend countdown.',
        'Not for passwords or other codes a shopper types from memory.',
      ]}
      dos={[
        {
          text: 'Verify from `onComplete`, fired when the last box is filled — by typing, pasting or the phone’s autofill.',
          example: <OtpInput defaultValue="12" />,
        },
        {
          text: 'Show a wrong code in `errorMessage`: the boxes turn invalid and the message is read with them.',
          example: <WrongCode />,
        },
        {
          text: 'Clear the boxes (`value=""`) when the server refuses a code: `onComplete` fires when they become full, so digits typed over a full code never complete it again. Pass `autoFocus` where the boxes replace what the shopper was typing (the next step of a dialog).',
        },
      ]}
      donts={[
        {
          text: 'Mirror the boxes on Arabic pages: a code reads left to right everywhere; only the label follows the page.',
        },
        {
          text: 'Split the code into separate fields of your own: one `OtpInput` keeps paste, autofill and Backspace working across the boxes.',
        },
      ]}
      keyboard={[
        ['Digits', 'Fill the box and move to the next one; Arabic-Indic and Persian digits are normalised to ASCII.'],
        ['Backspace', 'On an empty box clears the previous box and moves there.'],
        [
          'ArrowLeft / ArrowRight',
          'Move to the previous / next box (left is always the previous box: the boxes read left to right).',
        ],
        ['Paste', 'A whole code fills every box.'],
      ]}
      screenReader={[
        'A group with the visible label; each box is named “Digit n of 4”, opens the numeric keypad and offers `one-time-code` autofill.',
        'The error message is linked to the boxes with `aria-describedby`.',
      ]}
    />
  );
}
