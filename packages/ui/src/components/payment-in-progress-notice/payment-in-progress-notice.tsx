import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';
import { messages } from './messages';

export const paymentInProgressNoticeVariants = cva('flex items-center gap-4 text-start', {
  variants: {
    variant: {
      inline: 'rounded-xl border border-info-700/30 bg-info-50 p-4 text-info-700',
      page: 'min-h-64 flex-col justify-center p-6 text-center',
    },
  },
  defaultVariants: { variant: 'inline' },
});

export interface PaymentInProgressNoticeProps
  extends Omit<ComponentProps<'div'>, 'children' | 'title'>,
    VariantProps<typeof paymentInProgressNoticeVariants> {
  /** Replaces the title. */
  title?: ReactNode;
  /** Replaces "do not refresh or press back". */
  message?: ReactNode;
  /** Asks the browser to confirm before the page is left or reloaded while shown. @default true */
  shouldWarnOnLeave?: boolean;
}

/**
 * Shown while a payment runs (spec §8): a spinner and the notice not to refresh or go back, in a
 * polite live region (`role="status"`). `inline` sits over the pay button; `page` fills a return page.
 */
export function PaymentInProgressNotice({
  title,
  message,
  variant,
  shouldWarnOnLeave = true,
  className,
  ...props
}: PaymentInProgressNoticeProps) {
  const intl = useIntl();

  useEffect(() => {
    if (!shouldWarnOnLeave) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [shouldWarnOnLeave]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="payment-in-progress-notice"
      data-variant={variant ?? 'inline'}
      className={cn(paymentInProgressNoticeVariants({ variant }), className)}
      {...props}
    >
      <Spinner size={variant === 'page' ? 'lg' : 'md'} label={null} className="shrink-0" />
      <div className="flex flex-col gap-1">
        <p className={cn('font-semibold', variant === 'page' ? 'text-center text-xl' : 'text-start')}>
          {title ?? intl.formatMessage(messages.title)}
        </p>
        <p className={cn('text-sm', variant === 'page' ? 'text-center text-ink-muted' : 'text-start')}>
          {message ?? intl.formatMessage(messages.body)}
        </p>
      </div>
    </div>
  );
}
