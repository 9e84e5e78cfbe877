import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

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
  // The ::after box widens the hit area to 36 px without moving the layout.
  "relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-surface-raised transition-colors after:absolute after:-inset-2 after:rounded-full after:content-[''] focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-leaf-700",
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-sand-500' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface RadioGroupProps
  extends Omit<
    ComponentProps<typeof RadioGroupPrimitive.Root>,
    'children' | 'disabled' | 'required' | 'orientation' | 'dir' | 'asChild'
  > {
  /** The group's visible name (its legend). */
  label: ReactNode;
  /** A line under the label, read with the group. */
  description?: ReactNode;
  /** The choices, in reading order. */
  options: readonly RadioGroupOption[];
  /** Marks the group invalid and shows this message. */
  errorMessage?: ReactNode;
  /**
   * Layout and arrow keys: `vertical` uses Up/Down; `horizontal` uses the arrow pointing along the
   * reading direction (Left moves forward in Arabic, Right in English).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** @default false */
  isDisabled?: boolean;
  /** Adds `aria-required` and a visible marker. @default false */
  isRequired?: boolean;
}

/**
 * One choice among a few, on Radix RadioGroup: Tab enters at the chosen option, arrow keys move
 * and choose, following the reading direction from the locale's `DirectionProvider`.
 */
export function RadioGroup({
  label,
  description,
  options,
  errorMessage,
  orientation = 'vertical',
  isDisabled = false,
  isRequired = false,
  className,
  'aria-describedby': describedBy,
  onKeyDown,
  onClickCapture,
  ...props
}: RadioGroupProps) {
  const intl = useIntl();
  const isArrowMovePendingRef = useRef(false);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedByIds =
    [describedBy, description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  // Radix moves focus in a timeout and chooses the newly focused radio only if the arrow key is
  // still held then (it watches keyup). A quick press (Playwright, user-event, switch devices)
  // moved focus without choosing, so after Radix's timeout we choose it if Radix did not.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Radix prevents the default of the arrows it acts on (not Up/Down in a horizontal group).
    if (!ARROW_KEYS.has(event.key) || !event.defaultPrevented) return;
    const group = event.currentTarget;
    const from = document.activeElement;
    isArrowMovePendingRef.current = true;
    window.setTimeout(() => {
      if (!isArrowMovePendingRef.current) return;
      isArrowMovePendingRef.current = false;
      const to = document.activeElement;
      if (to !== from && to instanceof HTMLButtonElement && group.contains(to) && to.role === 'radio') to.click();
    });
  };

  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      aria-labelledby={labelId}
      aria-describedby={describedByIds}
      aria-invalid={isInvalid || undefined}
      orientation={orientation}
      disabled={isDisabled}
      required={isRequired}
      className={cn('flex flex-col gap-2', className)}
      onKeyDown={handleKeyDown}
      onClickCapture={(event) => {
        isArrowMovePendingRef.current = false;
        onClickCapture?.(event);
      }}
      {...props}
    >
      <span id={labelId} data-slot="radio-group-label" className="text-start font-medium text-ink text-sm">
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? (
          <span data-slot="radio-group-required" className="text-danger-700">
            <span aria-hidden="true">*</span>
            <span className="sr-only">{intl.formatMessage(messages.required)}</span>
          </span>
        ) : null}
      </span>
      {description ? (
        <p id={descriptionId} data-slot="radio-group-description" className="text-start text-ink-muted text-sm">
          {description}
        </p>
      ) : null}
      <div data-slot="radio-group-options" className={cn(radioGroupVariants({ orientation }), 'mt-1')}>
        {options.map((option, index) => {
          const itemId = `${baseId}-option-${index}`;
          const optionDescriptionId = `${itemId}-description`;
          const isOptionDisabled = isDisabled || option.disabled === true;
          return (
            <div
              key={option.value}
              data-slot="radio-group-option"
              data-disabled={isOptionDisabled}
              className="flex items-start gap-3"
            >
              <RadioGroupPrimitive.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? optionDescriptionId : undefined}
                data-slot="radio-group-item"
                className={radioVariants({ isInvalid })}
              >
                <RadioGroupPrimitive.Indicator
                  data-slot="radio-group-indicator"
                  className="block size-2.5 rounded-full bg-leaf-700"
                />
              </RadioGroupPrimitive.Item>
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
                {option.description ? (
                  <p
                    id={optionDescriptionId}
                    data-slot="radio-group-option-description"
                    className={cn('text-start text-ink-muted text-sm', isOptionDisabled && 'opacity-60')}
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
    </RadioGroupPrimitive.Root>
  );
}
