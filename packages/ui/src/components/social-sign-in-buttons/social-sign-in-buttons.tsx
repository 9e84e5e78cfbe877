import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { AppleMark, FacebookMark, GoogleMark } from './brand-marks';
import { messages } from './messages';

/** The `login_type` of a social sign-in (spec §7). */
export type SocialProvider = 'google' | 'apple' | 'facebook';

export const socialProviders: readonly SocialProvider[] = ['google', 'apple', 'facebook'];

const marks: Record<SocialProvider, ReactNode> = {
  google: <GoogleMark />,
  apple: <AppleMark />,
  facebook: <FacebookMark />,
};

export interface SocialSignInButtonsProps extends Omit<ComponentProps<'div'>, 'onSelect' | 'children'> {
  /** Called with the provider whose button was pressed (the app opens its popup). */
  onSelect?: (provider: SocialProvider) => void;
  /** The provider whose sign-in runs: its button shows a spinner, the others are locked. */
  busyProvider?: SocialProvider | null;
  /** Providers shown, in order. @default ['google', 'apple', 'facebook'] */
  providers?: readonly SocialProvider[];
  /** @default false */
  isDisabled?: boolean;
}

/** Google, Apple and Facebook sign-in buttons with their brand marks (spec §2). */
export function SocialSignInButtons({
  onSelect,
  busyProvider = null,
  providers = socialProviders,
  isDisabled = false,
  className,
  ...props
}: SocialSignInButtonsProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="social-sign-in-buttons"
      data-busy={busyProvider ?? undefined}
      role="group"
      aria-label={intl.formatMessage(messages.group)}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="ghost"
          isFullWidth
          data-provider={provider}
          isLoading={busyProvider === provider}
          disabled={isDisabled || (busyProvider !== null && busyProvider !== provider)}
          startIcon={marks[provider]}
          onClick={() => onSelect?.(provider)}
          className="border border-sand-500 bg-surface-raised"
        >
          {intl.formatMessage(messages[provider])}
        </Button>
      ))}
    </div>
  );
}
