import { UsageNotes } from '../../docs/foundations';
import { ResendCountdown } from './resend-countdown';

/** Usage notes on ResendCountdown's docs page (`parameters.docs.usage`). */
export function ResendCountdownUsage() {
  return (
    <UsageNotes
      when={[
        'Under the one-time-code boxes: a new code can be asked for only 60 seconds after the last one (spec §4, §9). `OtpStep` already includes it.',
        'Other waits (a payment, a search) are not countdowns: use `PaymentInProgressNotice`, a `Spinner` or a button’s `isLoading`.',
      ]}
      dos={[
        {
          text: 'Send the new code from `onResend`. The countdown then starts again from `seconds` by itself. With `seconds={0}` it starts ready, as here (a running countdown would change this page every second).',
          example: <ResendCountdown seconds={0} onResend={() => {}} />,
        },
        { text: 'Pass `isDisabled` while the code is being checked, so no second code goes out in the meantime.' },
      ]}
      donts={[
        {
          text: 'Change `seconds` to restart the wait. It is read only when the countdown mounts and after a resend; give the component a new `key` to start over.',
        },
        {
          text: 'Add your own live region for the seconds. Only the moment the button becomes available is announced.',
        },
      ]}
      keyboard={[
        ['Tab', 'Skips the button while the countdown runs (it is disabled), then reaches “Resend code”.'],
        ['Enter / Space', 'Asks for a new code and starts the countdown again.'],
      ]}
      screenReader={[
        'A link-style button named by its text: “Resend code in 42 s” (disabled, in the page’s digits) while waiting, then “Resend code”.',
        'A polite status region says “You can resend the code now” once, when the wait ends, and not on every tick.',
      ]}
    />
  );
}
