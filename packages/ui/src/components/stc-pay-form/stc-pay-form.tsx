import { STC_PAY_MOBILE_LENGTH, STC_PAY_OTP_LENGTH, stcPayMobileSchema } from '@hadiya/contract/calls/payments';
import { type ComponentProps, type MouseEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { toAsciiDigits } from '../../lib/digits';
import { useControllableState } from '../../lib/use-controllable-state';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { OtpInput } from '../otp-input';
import { ResendCountdown } from '../resend-countdown';
import { TextField } from '../text-field';
import { messages } from './messages';

export { STC_PAY_MOBILE_LENGTH, STC_PAY_OTP_LENGTH };

/**
 * The mobile number as typed or pasted: digits converted and everything else dropped; a number the
 * contract accepts in another form (`+966 5…`, `00966 5…`, `5…`) becomes `05…`. Otherwise the
 * digits are cut at the local form's length, leaving room for a country code being typed.
 */
export function stcPayMobileValue(input: string): string {
  const parsed = stcPayMobileSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const digits = toAsciiDigits(input);
  const code = digits.startsWith('00966') ? '00966' : digits.startsWith('966') ? '966' : '';
  // With a country code the number loses its trunk zero: `966` + `5XXXXXXXX`.
  return digits.slice(0, code ? code.length + STC_PAY_MOBILE_LENGTH - 1 : STC_PAY_MOBILE_LENGTH);
}

export type StcPayStep = 'mobile' | 'otp';

export interface StcPayFormProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The step shown (controlled): the caller moves to `otp` once `POST /payment/stcpay/pay` succeeded. */
  step?: StcPayStep;
  /** @default 'mobile' */
  defaultStep?: StcPayStep;
  /** The mobile number at first, e.g. the shopper's own. */
  defaultMobile?: string;
  /**
   * Called with `05XXXXXXXX` (ASCII) when the number is valid. Without it the button submits
   * `intent=stcpay-send` with `stcpay_mobile` to the form's action.
   */
  onSendCode?: (mobile: string) => void;
  /** Called with the six digits. Without it the button submits `intent=stcpay-verify` with `otp`. */
  onVerify?: (otp: string) => void;
  /** Called on "Resend code" (after the 60 s wait; it needs the page hydrated). */
  onResend?: () => void;
  /** Called on "Change number" (back to the mobile step). */
  onChangeMobile?: () => void;
  /** The server's masked number (`masked_mobile`), shown on the code step. */
  maskedMobile?: string;
  /** `pay` is on its way. @default false */
  isSending?: boolean;
  /** `validate-otp` is on its way. @default false */
  isVerifying?: boolean;
  /** The provider's refusal (wrong code, expired, declined) over the current step. */
  errorMessage?: ReactNode;
  /** Seconds before the code can be sent again. @default 60 */
  resendSeconds?: number;
}

/**
 * STC Pay (issue 14 §3): the mobile number (05XXXXXXXX, an LTR island), then the six-digit code the
 * provider sends, with a resend after 60 s. `data-step` is `mobile` or `otp`.
 */
export function StcPayForm({
  step,
  defaultStep = 'mobile',
  defaultMobile = '',
  onSendCode,
  onVerify,
  onResend,
  onChangeMobile,
  maskedMobile,
  isSending = false,
  isVerifying = false,
  errorMessage,
  resendSeconds = 60,
  className,
  ...props
}: StcPayFormProps) {
  const intl = useIntl();
  const [current, setCurrent] = useControllableState(step, defaultStep);
  const [mobile, setMobile] = useState(() => stcPayMobileValue(defaultMobile));
  const [otp, setOtp] = useState('');
  const [mobileError, setMobileError] = useState(false);
  const [otpError, setOtpError] = useState(false);

  const send = (event: MouseEvent<HTMLButtonElement>) => {
    if (!stcPayMobileSchema.safeParse(mobile).success) {
      event.preventDefault();
      setMobileError(true);
      return;
    }
    setMobileError(false);
    if (!onSendCode) return;
    event.preventDefault();
    onSendCode(mobile);
    if (step === undefined) setCurrent('otp');
  };

  const verify = (code: string, event?: MouseEvent<HTMLButtonElement>) => {
    if (code.length !== STC_PAY_OTP_LENGTH) {
      event?.preventDefault();
      setOtpError(true);
      return;
    }
    setOtpError(false);
    if (!onVerify) return;
    event?.preventDefault();
    onVerify(code);
  };

  return (
    <div
      data-slot="stc-pay-form"
      data-step={current}
      role="group"
      aria-label={intl.formatMessage(messages.title)}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <FormAlert message={errorMessage} />
      {current === 'mobile' ? (
        <>
          <TextField
            label={intl.formatMessage(messages.mobile)}
            hint={intl.formatMessage(messages.mobileHint, { n: STC_PAY_MOBILE_LENGTH })}
            errorMessage={
              mobileError ? intl.formatMessage(messages.mobileInvalid, { n: STC_PAY_MOBILE_LENGTH }) : undefined
            }
            isRequired
            isDisabled={isSending}
            name="stcpay_mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            dir="ltr"
            placeholder="05XXXXXXXX"
            value={mobile}
            onChange={(value) => setMobile(stcPayMobileValue(value))}
            inputClassName="tracking-wide tabular-nums"
          />
          <Button type="submit" name="intent" value="stcpay-send" isLoading={isSending} onClick={send}>
            {intl.formatMessage(messages.send)}
          </Button>
        </>
      ) : (
        <>
          <p data-slot="stc-pay-form-sent" className="text-start text-sm">
            {intl.formatMessage(messages.codeSent, { mobile: maskedMobile ?? mobile, n: STC_PAY_OTP_LENGTH })}
          </p>
          <OtpInput
            length={STC_PAY_OTP_LENGTH}
            label={intl.formatMessage(messages.otp)}
            value={otp}
            onChange={(code) => {
              setOtp(code);
              if (otpError) setOtpError(false);
            }}
            onComplete={(code) => verify(code)}
            isDisabled={isVerifying}
            errorMessage={otpError ? intl.formatMessage(messages.otpIncomplete, { n: STC_PAY_OTP_LENGTH }) : undefined}
          />
          <input type="hidden" name="otp" value={otp} />
          <input type="hidden" name="stcpay_mobile" value={mobile} />
          <Button
            type="submit"
            name="intent"
            value="stcpay-verify"
            isLoading={isVerifying}
            onClick={(event) => verify(otp, event)}
          >
            {intl.formatMessage(messages.verify)}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ResendCountdown
              seconds={resendSeconds}
              isDisabled={isVerifying}
              onResend={() => {
                setOtp('');
                onResend?.();
              }}
            />
            <Button
              variant="link"
              onClick={() => {
                setOtp('');
                if (step === undefined) setCurrent('mobile');
                onChangeMobile?.();
              }}
            >
              {intl.formatMessage(messages.changeMobile)}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
