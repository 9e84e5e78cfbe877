import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const skeletonVariants = cva('block animate-pulse bg-sand-200 motion-reduce:animate-none', {
  variants: {
    variant: {
      text: 'h-4 w-full rounded-sm',
      rect: 'h-24 w-full rounded-md',
      circle: 'size-12 rounded-full',
    },
  },
  defaultVariants: { variant: 'text' },
});

export interface SkeletonProps extends ComponentProps<'div'>, VariantProps<typeof skeletonVariants> {}

/** A pulsing placeholder shown while content loads. Hidden from assistive technology. */
export function Skeleton({ variant, className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-variant={variant ?? 'text'}
      aria-hidden
      className={cn(skeletonVariants({ variant }), className)}
      {...props}
    />
  );
}
