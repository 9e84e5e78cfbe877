import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';

export interface SwitchProps
  extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children' | 'disabled' | 'role'> {
  /** On (controlled). */
  checked?: boolean;
  /** On at first (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Visible label, tied to the switch. */
  label: ReactNode;
  /** A line under the label, read with the switch. */
  description?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Classes for the outer wrapper; other props go to the input. */
  className?: string;
}

/**
 * An on/off setting on a native checkbox with `role="switch"` (so it submits with a plain form as
 * `name=value` when on). The thumb slides towards the reading direction's end.
 */
export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  label,
  description,
  isDisabled = false,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const [isOn, setIsOn] = useControllableState(checked, defaultChecked);
  const describedByIds =
    [describedBy, description ? `${baseId}-description` : null].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setIsOn(event.target.checked);
    onCheckedChange?.(event.target.checked);
  };

  return (
    <div
      data-slot="switch"
      data-state={isOn ? 'on' : 'off'}
      data-disabled={isDisabled}
      className={cn('flex items-start justify-between gap-4', className)}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <label
          htmlFor={controlId}
          className={cn(
            'text-start font-medium text-ink text-sm leading-6',
            isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          {label}
        </label>
        {description ? (
          <p id={`${baseId}-description`} className="text-start text-ink-muted text-sm">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex h-6 w-11 shrink-0 items-center">
        <input
          type="checkbox"
          role="switch"
          aria-checked={isOn}
          id={controlId}
          data-slot="switch-control"
          checked={isOn}
          onChange={handleChange}
          disabled={isDisabled}
          aria-describedby={describedByIds}
          className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full border-2 border-sand-500 bg-sand-200 transition-colors checked:border-leaf-700 checked:bg-leaf-700 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
          {...props}
        />
        <span
          aria-hidden
          data-slot="switch-thumb"
          className="pointer-events-none absolute start-1 size-4 rounded-full bg-white shadow-card ring-1 ring-sand-500 transition-transform peer-checked:translate-x-5 peer-checked:ring-leaf-700 rtl:peer-checked:-translate-x-5"
        />
      </span>
    </div>
  );
}
