import { cva } from 'class-variance-authority';
import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { messages } from './messages';

/** Shared look of the text control inside a field (input and textarea). */
export const fieldControlVariants = cva(
  'w-full rounded-md border bg-surface-raised px-3 text-start text-base text-ink outline-none placeholder:text-ink-muted focus-visible:ring-2 focus-visible:ring-focus disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      isInvalid: { true: 'border-danger-700', false: 'border-line' },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  disabled: boolean;
  maxLength: number | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  slot: string;
  label: ReactNode;
  hint?: ReactNode;
  errorMessage?: ReactNode;
  isRequired: boolean;
  isDisabled: boolean;
  maxLength?: number;
  /** Current length of the value, for the counter. */
  count: number;
  /** Id given by the caller's rest props, if any. */
  id?: string;
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** How near a counted text is to its limit: `low` within five characters or a tenth of the limit. */
export type CounterState = 'ok' | 'low' | 'full' | 'over';

export function counterStateOf(count: number, maxLength: number): CounterState {
  const left = maxLength - count;
  if (left < 0) return 'over';
  if (left === 0) return 'full';
  return left <= Math.max(5, Math.floor(maxLength / 10)) ? 'low' : 'ok';
}

/**
 * What a counter's polite live region says: nothing while the limit is far, and `text` once each
 * time the text comes near the limit, reaches it or passes it. The counter itself stays in the
 * field's description; a live counter would be read on every keystroke.
 */
export function useLimitAnnouncement(state: CounterState, text: string): string {
  const [announced, setAnnounced] = useState({ state, text: '' });
  if (announced.state !== state) setAnnounced({ state, text: state === 'ok' ? '' : text });
  return announced.text;
}

/**
 * The required marker after a label whose control does not say "required" itself: a visible `*` and
 * a hidden "required", so the label reads "Mobile number required" (PhoneInput's label). Not for a
 * control with `required` or `aria-required`: a screen reader would say it twice. The field frame
 * draws only the star (`RequiredStar`).
 */
export function RequiredMark({ className, ...props }: ComponentProps<'span'>) {
  const intl = useIntl();
  return (
    <span data-slot="required-mark" className={cn('text-danger-700', className)} {...props}>
      <span aria-hidden="true">*</span>
      <span className="sr-only">{intl.formatMessage(messages.required)}</span>
    </span>
  );
}

/**
 * The star after the label of a control that carries `required` (or `aria-required`): the control
 * says "required" to a screen reader, so the star is for the eye only.
 */
export function RequiredStar({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span aria-hidden="true" data-slot="required-star" className={cn('text-danger-700', className)} {...props}>
      *
    </span>
  );
}

/** Label, hint, error and counter around a text control; internal to text-field. */
export function FieldFrame({
  slot,
  label,
  hint,
  errorMessage,
  isRequired,
  isDisabled,
  maxLength,
  count,
  id,
  describedBy,
  className,
  children,
}: FieldFrameProps) {
  const intl = useIntl();
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const counterId = `${baseId}-counter`;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const hasCounter = maxLength !== undefined;
  const counterState = hasCounter ? counterStateOf(count, maxLength) : 'ok';
  const left = hasCounter ? maxLength - count : 0;
  const announcement = useLimitAnnouncement(
    counterState,
    counterState === 'ok'
      ? ''
      : intl.formatMessage(left < 0 ? messages.over : messages.remaining, {
          count: Math.abs(left),
          formatted: intl.formatNumber(Math.abs(left)),
        }),
  );
  const describedByIds =
    [describedBy, hint ? hintId : null, isInvalid ? errorId : null, hasCounter ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div
      data-slot={slot}
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label htmlFor={controlId} data-slot={`${slot}-label`} className="text-start font-medium text-ink text-sm">
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? <RequiredStar data-slot={`${slot}-required`} /> : null}
      </label>
      {children({
        id: controlId,
        required: isRequired || undefined,
        disabled: isDisabled,
        maxLength,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': describedByIds,
      })}
      {hint || isInvalid || hasCounter ? (
        <div className="flex items-start gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {hint ? (
              <p id={hintId} data-slot={`${slot}-hint`} className="text-start text-ink-muted text-sm">
                {hint}
              </p>
            ) : null}
            {isInvalid ? (
              <p id={errorId} data-slot={`${slot}-error`} className="text-start text-danger-700 text-sm">
                {errorMessage}
              </p>
            ) : null}
          </div>
          {hasCounter ? (
            <p
              id={counterId}
              data-slot={`${slot}-counter`}
              data-state={counterState}
              className="ms-auto shrink-0 text-end text-ink-muted text-sm tabular-nums"
            >
              {intl.formatMessage(messages.counter, {
                count: intl.formatNumber(count),
                max: intl.formatNumber(maxLength),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {hasCounter ? (
        <span data-slot={`${slot}-announcement`} aria-live="polite" className="sr-only">
          {announcement}
        </span>
      ) : null}
    </div>
  );
}

/** Props every field shares, whatever its control. */
export interface FieldOwnProps<TElement extends HTMLInputElement | HTMLTextAreaElement> {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Help text under the control, read with it. */
  hint?: ReactNode;
  /** Marks the field invalid and shows this message. */
  errorMessage?: ReactNode;
  /** Adds `required` (what a screen reader says) and a visible `*`. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Limits the length and shows a `{count}/{max}` counter, read with the field; near the limit
   * "N characters left" is announced once.
   */
  maxLength?: number;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called on every change with the new text. */
  onChange?: (value: string, event: ChangeEvent<TElement>) => void;
  /** Classes for the outer wrapper. */
  className?: string;
}

export type FieldOwnKeys = keyof FieldOwnProps<HTMLInputElement> | 'required' | 'disabled';

/** Controlled or uncontrolled text, whichever the caller chose. */
export function useFieldValue<TElement extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: FieldOwnProps<TElement>['onChange'],
) {
  const [text, setText] = useControllableState(value, defaultValue ?? '');
  const handleChange = (event: ChangeEvent<TElement>) => {
    setText(event.target.value);
    onChange?.(event.target.value, event);
  };
  return [text, handleChange] as const;
}
