import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[loading=true]:cursor-wait [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-leaf-700 text-white hover:bg-leaf-800 active:bg-leaf-900',
        secondary: 'border border-leaf-700 bg-surface-raised text-leaf-800 hover:bg-leaf-50',
        ghost: 'bg-transparent text-ink hover:bg-sand-100',
        danger: 'bg-danger-700 text-white hover:bg-danger-600',
        link: 'h-auto bg-transparent p-0 text-leaf-800 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 rounded-md px-3 text-sm',
        md: 'h-11 rounded-md px-5 text-base',
        lg: 'h-13 rounded-lg px-7 text-lg',
      },
      isFullWidth: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Icon before the text (on the right in Arabic, on the left in English). */
  startIcon?: ReactNode;
  /** Icon after the text. */
  endIcon?: ReactNode;
  /** Shows a spinner, keeps the width and blocks clicks while an action runs. @default false */
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  isFullWidth,
  startIcon,
  endIcon,
  isLoading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-loading={isLoading}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(buttonVariants({ variant, size, isFullWidth }), className)}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : startIcon}
      {children}
      {isLoading ? null : endIcon}
    </button>
  );
}
