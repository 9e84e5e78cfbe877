import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export const spinnerVariants = cva(
  // Reduced motion stops the ring (as Skeleton stops pulsing): the global rule only shortens each
  // turn, and an infinite spin of 0.01 ms a turn still moves, at random angles each frame.
  'inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none',
  {
    variants: {
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** Accessible text; defaults to "Loading". Pass `null` when a parent already announces the busy state. */
  label?: string | null;
}

/** A busy indicator announced politely to screen readers; it stands still for people who ask for reduced motion. */
export function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const intl = useIntl();
  const text = label === null ? undefined : (label ?? intl.formatMessage(messages.loading));
  return (
    <span
      data-slot="spinner"
      role={text ? 'status' : undefined}
      aria-hidden={text ? undefined : true}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <span className={spinnerVariants({ size })} />
      {text ? <span className="sr-only">{text}</span> : null}
    </span>
  );
}
