import { type ComponentProps, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { messages } from './messages';

/** Spec: a new code can be requested 60 seconds after the last one. */
const SPEC_RESEND_SECONDS = 60;

export interface ResendCountdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Seconds to wait before the code can be sent again; 0 starts ready. @default 60 */
  seconds?: number;
  /** Called when the user asks for a new code; the countdown then starts again. */
  onResend?: () => void;
  /** @default false */
  isDisabled?: boolean;
}

/** A "Resend code" button that stays disabled while a countdown runs. */
export function ResendCountdown({
  seconds = SPEC_RESEND_SECONDS,
  onResend,
  isDisabled = false,
  className,
  ...props
}: ResendCountdownProps) {
  const intl = useIntl();
  const [remaining, setRemaining] = useState(seconds);
  const isCounting = remaining > 0;

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((current) => current - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  function handleClick() {
    onResend?.();
    setRemaining(seconds);
  }

  return (
    <div
      data-slot="resend-countdown"
      data-state={isCounting ? 'counting' : 'ready'}
      className={cn('inline-flex flex-col items-start', className)}
      {...props}
    >
      <Button
        variant="link"
        disabled={isDisabled || isCounting}
        onClick={handleClick}
        className="tabular-nums disabled:no-underline"
      >
        {isCounting
          ? intl.formatMessage(messages.countdown, { seconds: intl.formatNumber(remaining) })
          : intl.formatMessage(messages.resend)}
      </Button>
      {/* Announced once when the button becomes available, not on every tick. */}
      <span role="status" aria-live="polite" className="sr-only">
        {isCounting ? '' : intl.formatMessage(messages.available)}
      </span>
    </div>
  );
}
