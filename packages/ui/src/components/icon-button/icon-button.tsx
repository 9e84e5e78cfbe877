import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';
import { Spinner } from '../spinner';

/** Square sizes layered over `buttonVariants`, which supplies the colours of each variant. */
export const iconButtonVariants = cva(
  'relative shrink-0 px-0 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
  {
    variants: {
      size: {
        sm: 'size-9 [&_svg]:size-4',
        md: 'size-11 [&_svg]:size-5',
        lg: 'size-13 [&_svg]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type IconButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface IconButtonProps
  extends Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'aria-labelledby'>,
    VariantProps<typeof iconButtonVariants> {
  /**
   * Accessible name, read by screen readers and voice control (the button has no visible text).
   * Required: an icon alone names nothing.
   */
  label: string;
  /** The icon; it is hidden from screen readers. Mirror it with `rtl:-scale-x-100` only if it points along the line. */
  icon: ReactNode;
  /** @default 'ghost' */
  variant?: IconButtonVariant;
  /** Shows a spinner instead of the icon, sets `aria-busy` and blocks clicks. @default false */
  isLoading?: boolean;
  /**
   * A small clay dot at the top end corner (e.g. the header's cart when it has items, spec §2).
   * Decorative: say what it means in `label` too.
   * @default false
   */
  hasDot?: boolean;
}

/** A square button showing only an icon; its `label` is its accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  isLoading = false,
  hasDot = false,
  disabled,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      data-loading={isLoading}
      type={type}
      aria-label={label}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={cn(buttonVariants({ variant, size }), iconButtonVariants({ size }), className)}
      {...props}
    >
      {isLoading ? (
        <Spinner size="sm" label={null} />
      ) : (
        <span aria-hidden="true" data-slot="icon-button-icon" className="inline-flex">
          {icon}
        </span>
      )}
      {hasDot ? (
        <span
          aria-hidden="true"
          data-slot="icon-button-dot"
          className="absolute top-1.5 end-1.5 size-2.5 rounded-full bg-clay-600 ring-2 ring-surface-raised"
        />
      ) : null}
    </button>
  );
}
