import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export type CheckboxCheckedState = CheckboxPrimitive.CheckedState;

export const checkboxVariants = cva(
  // The ::after box widens the hit area to 36 px without moving the layout.
  "group relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-sm border-2 bg-surface-raised text-white transition-colors after:absolute after:-inset-2 after:content-[''] focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-leaf-700 data-[state=checked]:bg-leaf-700 data-[state=indeterminate]:border-leaf-700 data-[state=indeterminate]:bg-leaf-700",
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-sand-500' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface CheckboxProps
  extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children' | 'disabled' | 'required' | 'asChild'> {
  /** Visible label, tied to the box; clicking it toggles the box. */
  label: ReactNode;
  /** A line under the label, read with the checkbox. */
  description?: ReactNode;
  /** Marks the checkbox invalid and shows this message (e.g. "Accept the terms", spec §5). */
  errorMessage?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Adds `aria-required` and a visible marker. @default false */
  isRequired?: boolean;
  /** Classes for the outer wrapper (label and texts); other props go to the checkbox itself. */
  className?: string;
}

/**
 * A checkbox with a visible label, on Radix Checkbox. `checked`/`defaultChecked` take `true`,
 * `false` or `'indeterminate'` (shown as a dash, read as "mixed").
 */
export function Checkbox({
  label,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const intl = useIntl();
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedByIds =
    [describedBy, description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div
      data-slot="checkbox"
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      className={cn('flex items-start gap-3', className)}
    >
      <CheckboxPrimitive.Root
        id={controlId}
        data-slot="checkbox-control"
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedByIds}
        className={checkboxVariants({ isInvalid })}
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
          <Check aria-hidden strokeWidth={3} className="hidden size-3.5 group-data-[state=checked]:block" />
          <Minus aria-hidden strokeWidth={3} className="hidden size-3.5 group-data-[state=indeterminate]:block" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={controlId}
          data-slot="checkbox-label"
          className={cn(
            'text-start font-medium text-ink text-sm leading-6',
            isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          {label}
          {isRequired ? ' ' : null}
          {isRequired ? (
            <span data-slot="checkbox-required" className="text-danger-700">
              <span aria-hidden="true">*</span>
              <span className="sr-only">{intl.formatMessage(messages.required)}</span>
            </span>
          ) : null}
        </label>
        {description ? (
          <p id={descriptionId} data-slot="checkbox-description" className="text-start text-ink-muted text-sm">
            {description}
          </p>
        ) : null}
        {isInvalid ? (
          <p id={errorId} data-slot="checkbox-error" className="text-start text-danger-700 text-sm">
            {errorMessage}
          </p>
        ) : null}
      </div>
    </div>
  );
}
