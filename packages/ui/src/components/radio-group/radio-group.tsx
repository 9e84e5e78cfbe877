import { cva } from 'class-variance-authority';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useChoiceMadeBeforeHydration } from '../../lib/use-choice-before-hydration';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  /** A line under the option's label, read with it. */
  description?: ReactNode;
  disabled?: boolean;
}

export const radioGroupVariants = cva('flex gap-x-6 gap-y-3', {
  variants: {
    orientation: { vertical: 'flex-col', horizontal: 'flex-row flex-wrap' },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioVariants = cva(
  // A native radio drawn by CSS: it works before the page's scripts run and costs no script to
  // set up. The ::after box widens the hit area to 36 px without moving the layout.
  "peer relative m-0 size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 bg-surface-raised transition-colors after:absolute after:-inset-2 after:rounded-full after:content-[''] focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      /** This radio shows the group's error: the chosen one, or every one while none is chosen. */
      isInvalid: { true: 'border-danger-700', false: 'border-sand-500 checked:border-leaf-700' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export const radioIndicatorVariants = cva(
  'pointer-events-none absolute hidden size-2.5 rounded-full peer-checked:block peer-disabled:opacity-60',
  {
    variants: { isInvalid: { true: 'bg-danger-700', false: 'bg-leaf-700' } },
    defaultVariants: { isInvalid: false },
  },
);

export interface RadioGroupProps
  extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange' | 'role' | 'dir'> {
  /** The chosen option's value (controlled). */
  value?: string;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the option's value when the shopper chooses it. */
  onValueChange?: (value: string) => void;
  /** Submits the chosen value with a form under this name (a generated name groups the radios otherwise). */
  name?: string;
  /** The group's visible name (its legend). */
  label: ReactNode;
  /** A line under the label, read with the group. */
  description?: ReactNode;
  /** The choices, in reading order. */
  options: readonly RadioGroupOption[];
  /**
   * Marks the group invalid and shows this message. The chosen option carries the error state (a
   * sold-out colour, say); while nothing is chosen, every option does.
   */
  errorMessage?: ReactNode;
  /**
   * Layout and arrow keys: `vertical` uses Up/Down; `horizontal` uses the arrow pointing along the
   * reading direction (Left moves forward in Arabic, Right in English).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** @default false */
  isDisabled?: boolean;
  /** Adds `aria-required` (what a screen reader says) and a visible `*`. @default false */
  isRequired?: boolean;
}

/** The arrow keys that move the choice, by orientation; horizontal ones follow the reading direction. */
function stepOf(key: string, orientation: 'vertical' | 'horizontal', isRtl: boolean): -1 | 0 | 1 {
  if (orientation === 'vertical') return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  return (key === 'ArrowRight') !== isRtl ? 1 : -1;
}

/**
 * One choice among a few, on native radio inputs: Tab enters at the chosen option, arrow keys move
 * and choose (the orientation's axis only, wrapping, skipping disabled options), following the
 * reading direction of the page.
 */
export function RadioGroup({
  label,
  description,
  options,
  errorMessage,
  orientation = 'vertical',
  isDisabled = false,
  isRequired = false,
  value,
  defaultValue,
  onValueChange,
  name,
  className,
  'aria-describedby': describedBy,
  onKeyDown,
  ...props
}: RadioGroupProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const chosen = value ?? uncontrolledValue;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const hasChoice = options.some((option) => option.value === chosen);
  const describedByIds =
    [describedBy, description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  const choose = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };
  const optionsRef = useRef<HTMLDivElement>(null);
  useChoiceMadeBeforeHydration(optionsRef, chosen, choose);

  // Browsers move native radios with any arrow key. The group's contract is the orientation's axis
  // only, with the arrow that points along the reading direction moving forward (Left in Arabic).
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !event.key.startsWith('Arrow')) return;
    // Alt+Left and the like belong to the browser.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
    event.preventDefault();
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = stepOf(event.key, orientation, isRtl);
    const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]:not(:disabled)')];
    const from = radios.indexOf(event.target);
    const to = radios[(from + step + radios.length) % radios.length];
    if (step === 0 || from < 0 || !to) return;
    to.focus();
    choose(to.value);
  };

  return (
    <div
      role="radiogroup"
      data-slot="radio-group"
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      aria-labelledby={labelId}
      aria-describedby={describedByIds}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      aria-orientation={orientation}
      className={cn('flex flex-col gap-2', className)}
      onKeyDown={handleKeyDown}
      {...props}
    >
      <span id={labelId} data-slot="radio-group-label" className="text-start font-medium text-ink text-sm">
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? (
          // The group's `aria-required` already says it: the star is for the eye only.
          <span aria-hidden="true" data-slot="radio-group-required" className="text-danger-700">
            *
          </span>
        ) : null}
      </span>
      {description ? (
        <p id={descriptionId} data-slot="radio-group-description" className="text-start text-ink-muted text-sm">
          {description}
        </p>
      ) : null}
      <div ref={optionsRef} data-slot="radio-group-options" className={cn(radioGroupVariants({ orientation }), 'mt-1')}>
        {options.map((option, index) => {
          const itemId = `${baseId}-option-${index}`;
          const optionDescriptionId = `${itemId}-description`;
          const isOptionDisabled = isDisabled || option.disabled === true;
          // The error belongs to what was chosen: another option is a way out of it, not part of it.
          const isOptionInvalid = isInvalid && (chosen === option.value || !hasChoice);
          return (
            <div
              key={option.value}
              data-slot="radio-group-option"
              data-disabled={isOptionDisabled}
              data-invalid={isOptionInvalid}
              className="flex items-start gap-3"
            >
              <span className="relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center">
                <input
                  type="radio"
                  id={itemId}
                  name={name ?? `${baseId}-choice`}
                  value={option.value}
                  checked={chosen === option.value}
                  onChange={() => choose(option.value)}
                  disabled={isOptionDisabled}
                  required={isRequired}
                  aria-describedby={option.description ? optionDescriptionId : undefined}
                  data-slot="radio-group-item"
                  className={radioVariants({ isInvalid: isOptionInvalid })}
                />
                <span
                  aria-hidden="true"
                  data-slot="radio-group-indicator"
                  className={radioIndicatorVariants({ isInvalid: isOptionInvalid })}
                />
              </span>
              <div className="flex min-w-0 flex-col gap-0.5">
                <label
                  htmlFor={itemId}
                  data-slot="radio-group-option-label"
                  className={cn(
                    'text-start text-ink text-sm leading-6',
                    isOptionDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
                  )}
                >
                  {option.label}
                </label>
                {/* Full contrast even when disabled: axe (WCAG 1.4.3) exempts a disabled control's label, not its description. */}
                {option.description ? (
                  <p
                    id={optionDescriptionId}
                    data-slot="radio-group-option-description"
                    className="text-start text-ink-muted text-sm"
                  >
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {isInvalid ? (
        <p id={errorId} data-slot="radio-group-error" className="text-start text-danger-700 text-sm">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
