import { cva } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { RequiredStar } from '../text-field/field-frame';

/** `'indeterminate'` is shown as a dash and read as "mixed" (some of a list chosen). */
export type CheckboxCheckedState = boolean | 'indeterminate';

export const checkboxVariants = cva(
  // A native checkbox drawn by CSS: it works before the page's scripts run and costs no script to
  // set up. The ::after box widens the hit area to 36 px without moving the layout.
  "peer relative m-0 size-5 shrink-0 cursor-pointer appearance-none rounded-sm border-2 bg-surface-raised transition-colors after:absolute after:-inset-2 after:content-[''] checked:border-leaf-700 checked:bg-leaf-700 indeterminate:border-leaf-700 indeterminate:bg-leaf-700 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-sand-500' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface CheckboxProps
  extends Omit<
    ComponentProps<'input'>,
    'type' | 'checked' | 'defaultChecked' | 'children' | 'disabled' | 'required' | 'size'
  > {
  /** Whether the box is ticked (controlled). */
  checked?: CheckboxCheckedState;
  /** Whether the box is ticked at first (uncontrolled). */
  defaultChecked?: CheckboxCheckedState;
  /** Called with the new state when the shopper ticks or clears the box. */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
  /** Visible label, tied to the box; clicking it toggles the box. */
  label: ReactNode;
  /** A line under the label, read with the checkbox. */
  description?: ReactNode;
  /** Marks the checkbox invalid and shows this message (e.g. "Accept the terms", spec §5). */
  errorMessage?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Adds the native `required` (what a screen reader says) and a visible `*`. @default false */
  isRequired?: boolean;
  /** Classes for the outer wrapper (label and texts); other props go to the checkbox itself. */
  className?: string;
}

/** Sets the DOM-only `indeterminate` flag (HTML has no attribute for it) and forwards the node. */
function indeterminateRef(isIndeterminate: boolean, forwarded: Ref<HTMLInputElement> | undefined) {
  return (node: HTMLInputElement | null) => {
    if (node) node.indeterminate = isIndeterminate;
    if (typeof forwarded === 'function') forwarded(node);
    else if (forwarded) forwarded.current = node;
  };
}

/**
 * A native checkbox with a visible label. `checked`/`defaultChecked` take `true`, `false` or
 * `'indeterminate'` (shown as a dash, read as "mixed"; a click then ticks it).
 */
export function Checkbox({
  label,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  className,
  id,
  ref,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const baseId = useId();
  const [uncontrolledChecked, setUncontrolledChecked] = useState(defaultChecked);
  const state = checked ?? uncontrolledChecked;
  const isIndeterminate = state === 'indeterminate';
  // Stable between renders, so React attaches it (and the forwarded ref) once, not on every render.
  const inputRef = useMemo(() => indeterminateRef(isIndeterminate, ref), [isIndeterminate, ref]);
  const controlId = id ?? `${baseId}-control`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedByIds =
    [describedBy, description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (checked === undefined) setUncontrolledChecked(event.target.checked);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div
      data-slot="checkbox"
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      className={cn('flex items-start gap-3', className)}
    >
      <span className="relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center text-white">
        <input
          type="checkbox"
          id={controlId}
          ref={inputRef}
          data-slot="checkbox-control"
          checked={state === true}
          onChange={handleChange}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedByIds}
          className={checkboxVariants({ isInvalid })}
          {...props}
        />
        <Check
          aria-hidden
          strokeWidth={3}
          className="pointer-events-none absolute hidden size-3.5 peer-checked:block peer-disabled:opacity-60"
        />
        <Minus
          aria-hidden
          strokeWidth={3}
          className="pointer-events-none absolute hidden size-3.5 peer-indeterminate:block peer-disabled:opacity-60"
        />
      </span>
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
          {isRequired ? <RequiredStar data-slot="checkbox-required" /> : null}
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
