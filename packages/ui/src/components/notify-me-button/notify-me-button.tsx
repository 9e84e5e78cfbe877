import { BellRing, Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, type ButtonProps } from '../button';
import { messages } from './messages';

export interface NotifyMeButtonProps extends Omit<ButtonProps, 'children' | 'startIcon'> {
  /** The shopper asked already: the button says so and is disabled. @default false */
  isSubscribed?: boolean;
}

/**
 * On a sold-out product or colour (issue 13 §2): asks to be told once when it is back in stock
 * (by e-mail, or by SMS to an account with only a mobile). The app answers a guest's click with
 * the sign-in dialog.
 */
export function NotifyMeButton({ isSubscribed = false, isLoading, disabled, ...props }: NotifyMeButtonProps) {
  const intl = useIntl();
  return (
    <Button
      type="button"
      variant="secondary"
      data-slot="notify-me-button"
      data-state={isSubscribed ? 'subscribed' : 'idle'}
      startIcon={isSubscribed ? <Check aria-hidden /> : <BellRing aria-hidden />}
      isLoading={isLoading}
      disabled={disabled || isSubscribed}
      {...props}
    >
      {intl.formatMessage(isSubscribed ? messages.subscribed : messages.notify)}
    </Button>
  );
}
