import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

// Every text/background pair below meets WCAG AA (4.5:1) for small text.
export const badgeVariants = cva(
  'inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 font-medium text-xs [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        neutral: 'border-sand-300 bg-sand-100 text-sand-800',
        success: 'border-success-700/20 bg-success-50 text-success-700',
        warning: 'border-warning-700/20 bg-warning-50 text-warning-700',
        danger: 'border-danger-700/20 bg-danger-50 text-danger-700',
        accent: 'border-clay-700/20 bg-clay-50 text-clay-700',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/** A short status or label: "New", "Low stock", "Gift". */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}
