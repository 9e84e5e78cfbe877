import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@hadiya/contract/constants';
import { otpSchema } from '@hadiya/contract/rules';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import type { FormStepProps } from '../form-alert';
import { OtpInput } from '../otp-input';
import { ResendCountdown } from '../resend-countdown';
import { ruleParamsOf, useRuleMessage } from '../rule-message';
import { messages } from './messages';

export interface OtpValues {
  /** The four ASCII digits. */
  otp: string;
}

export interface OtpStepProps extends FormStepProps<OtpValues> {
  /** Where the code went: `+966 5…` or an e-mail address; shown left to right. */
  destination: ReactNode;
  /** A new code was asked for; the 60 s countdown starts again. */
  onResend?: () => void;
  /** Seconds before the first resend. @default 60 (spec §9) */
  resendSeconds?: number;
  /** 'Change' next to the destination (back to the number or e-mail). Without it the link is hidden. */
  onChangeDestination?: () => void;
  /**
   * Focuses the first box when the step opens (in a dialog that switches to it, where the shopper
   * types the code next). @default false
   */
  autoFocus?: boolean;
}

/**
 * The one-time-code step of every flow: four boxes that submit by themselves once full (spec §4),
 * a 60 s resend countdown, and the server's answer (a wrong code) as the boxes' error.
 */
export function OtpStep({
  onSubmit,
  isSubmitting = false,
  serverError,
  destination,
  onResend,
  resendSeconds = OTP_RESEND_SECONDS,
  onChangeDestination,
  autoFocus = false,
  className,
  ...props
}: OtpStepProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const [code, setCode] = useState('');
  const [checkError, setCheckError] = useState<string | undefined>();
  // A new server answer clears the boxes, so the next four digits submit again.
  const [answeredError, setAnsweredError] = useState(serverError);
  if (answeredError !== serverError) {
    setAnsweredError(serverError);
    if (serverError) setCode('');
  }
  const boxesRef = useRef<HTMLDivElement>(null);
  const focusedError = useRef(serverError);
  useEffect(() => {
    // A new answer cleared the boxes: the next code starts in the first one (unless the shopper has
    // gone on elsewhere in the page).
    if (focusedError.current === serverError) return;
    focusedError.current = serverError;
    const active = document.activeElement;
    const step = boxesRef.current?.closest('form');
    if (serverError && (!active || active === document.body || step?.contains(active))) {
      boxesRef.current?.querySelector('input')?.focus();
    }
  }, [serverError]);

  const submit = (value: string) => {
    const parsed = otpSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setCheckError(ruleMessage(issue?.message, { params: ruleParamsOf(issue ?? {}) }));
      return;
    }
    setCheckError(undefined);
    onSubmit?.({ otp: parsed.data });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSubmitting) submit(code);
  };

  const error = checkError ?? (typeof serverError === 'string' ? serverError : undefined);

  return (
    <form
      data-slot="otp-step"
      data-submitting={isSubmitting}
      data-invalid={Boolean(error || serverError)}
      noValidate
      onSubmit={handleSubmit}
      className={cn('flex flex-col items-stretch gap-4', className)}
      {...props}
    >
      <p className="text-start text-ink-muted text-sm">
        {intl.formatMessage(messages.sentTo, { n: OTP_LENGTH })}{' '}
        <bdi dir="ltr" data-slot="otp-step-destination" className="font-medium text-ink">
          {destination}
        </bdi>
        {onChangeDestination ? (
          <>
            {' '}
            <Button variant="link" size="sm" onClick={onChangeDestination} disabled={isSubmitting}>
              {intl.formatMessage(messages.change)}
            </Button>
          </>
        ) : null}
      </p>
      <OtpInput
        ref={boxesRef}
        autoFocus={autoFocus}
        length={OTP_LENGTH}
        value={code}
        onChange={(next) => {
          if (isSubmitting) return;
          setCode(next);
          setCheckError(undefined);
        }}
        onComplete={(full) => {
          if (!isSubmitting) submit(full);
        }}
        // Read-only, not disabled, while the code is checked: the box typed in keeps its focus.
        isReadOnly={isSubmitting}
        aria-busy={isSubmitting || undefined}
        // The digits stay at full contrast while checked (dimmed by opacity they fell to 4.4:1, under
        // WCAG's 4.5:1); the wait cursor and the busy button say it is being checked.
        className={cn(isSubmitting && '[&_input]:cursor-wait')}
        errorMessage={error}
      />
      {error ? (
        // The boxes show the message (linked by aria-describedby, read on focus); this reads it out as it arrives.
        <p role="alert" data-slot="otp-step-announcement" className="sr-only">
          {error}
        </p>
      ) : null}
      {serverError && typeof serverError !== 'string' ? (
        <div role="alert" className="text-start text-danger-700 text-sm">
          {serverError}
        </div>
      ) : null}
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
      <ResendCountdown seconds={resendSeconds} onResend={onResend} isDisabled={isSubmitting} className="self-center" />
    </form>
  );
}
