import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { StcPayForm } from './stc-pay-form';

/** Usage notes on StcPayForm's docs page (`parameters.docs.usage`). */
export function StcPayFormUsage() {
  return (
    <UsageNotes
      when={[
        'Paying with STC Pay at checkout (issue 14 §3): the mobile number registered with STC Pay (`05XXXXXXXX`), then the six-digit code STC Pay sends, with a resend after 60 s.',
        'Signing in by SMS is `MobileSignInStep` and `OtpStep` (four digits); cards are `CardForm`.',
      ]}
      dos={[
        {
          text: 'Send the code from `onSendCode(mobile)` — called only with a valid `05XXXXXXXX`, Arabic-Indic digits already ASCII — and show the code step with `step="otp"` once `POST /payment/stcpay/pay` succeeded (uncontrolled, it moves there by itself).',
          example: <StcPayForm step="mobile" defaultMobile="0512345678" onSendCode={() => {}} />,
        },
        {
          text: 'On the code step pass the server’s `maskedMobile`, `isVerifying` while `validate-otp` runs, and the provider’s refusal (wrong or expired code, declined) in `errorMessage`. `onVerify` fires as soon as all six digits are in.',
          example: (
            <StcPayForm
              step="otp"
              maskedMobile="05XXXXX678"
              resendSeconds={0}
              onVerify={() => {}}
              errorMessage={<Sample ar="رمز التحقق غير صحيح" en="The verification code is not correct" />}
            />
          ),
        },
        {
          text: 'Put it inside the checkout form: without handlers its buttons submit `intent=stcpay-send` / `intent=stcpay-verify` with `stcpay_mobile` and `otp`, so it works before the page’s scripts load.',
        },
      ]}
      donts={[
        {
          text: 'Swap in `PhoneInput` or drop the leading 0: STC Pay wants the ten digits `05XXXXXXXX`, typed left to right even on Arabic pages.',
        },
        { text: 'Use four boxes for the code: STC Pay codes have six digits (`STC_PAY_OTP_LENGTH`).' },
      ]}
      keyboard={[
        [
          'Tab',
          'Mobile step: the number → Send code. Code step: the six boxes → Confirm payment → Resend code (once the wait is over) → Change number.',
        ],
        [
          'Enter',
          'In the number field inside a form, submits it through the form’s first submit button (Send code, when it comes first); outside a form, nothing.',
        ],
        ['Digits / Paste', 'In the code boxes: one digit a box; pasting or autofilling all six confirms at once.'],
      ]}
      screenReader={[
        'A group named “Pay with STC Pay”. The number field is labelled “STC Pay mobile number”, described by “10 digits starting with 05” and, after a failed check, by the error (`aria-invalid`); it opens the numeric keypad.',
        'The code boxes are a group named “STC Pay code”; the sentence saying where the code went keeps the number left to right in Arabic.',
        'The provider’s refusal is an alert above the step. The form’s own checks (a short number, a missing digit) are not announced when they appear; they are read as the field’s description.',
      ]}
    />
  );
}
