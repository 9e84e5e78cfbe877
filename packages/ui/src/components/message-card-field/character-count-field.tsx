import { characterCount, clipCharacters } from '@hadiya/contract/characters';
import { type ChangeEvent, type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { counterStateOf, fieldControlVariants, useLimitAnnouncement } from '../text-field/field-frame';
import { messages } from './messages';

type Control = 'textarea' | 'input';

export interface CharacterCountFieldOwnProps {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** The server's or the form's message; marks the field invalid. */
  errorMessage?: ReactNode;
  /** The most characters allowed (the input stops there); the counter shows how many are left. */
  maxLength: number;
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /**
   * Counts characters as the shopper sees them (the contract's `characterCount`: an emoji or a
   * letter with its tashkeel is one) rather than UTF-16 units, for the counter and the limit alike;
   * the field then keeps the limit itself, as the browser's `maxLength` counts UTF-16 units.
   * @default false
   */
  countsCharacters?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Classes for the outer wrapper. */
  className?: string;
}

type NativeProps<C extends Control> = Omit<
  ComponentProps<C>,
  keyof CharacterCountFieldOwnProps | 'required' | 'disabled' | 'children'
>;

/**
 * Label, control, hint, error and an "N characters left" counter, read with the control and
 * announced once near the limit; shared by the card message and engraving fields.
 */
export function CharacterCountField<C extends Control>({
  as,
  slot,
  label,
  hint,
  errorMessage,
  maxLength,
  value,
  defaultValue,
  onChange,
  countsCharacters = false,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: CharacterCountFieldOwnProps & NativeProps<C> & { as: C; slot: string }) {
  const intl = useIntl();
  const baseId = useId();
  const controlId = id ?? `${baseId}-control`;
  const [text, setText] = useControllableState(value, defaultValue ?? '');
  const countOf = (value: string) => (countsCharacters ? characterCount(value) : value.length);
  const count = countOf(text);
  const left = maxLength - count;
  const isInvalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedByIds =
    [describedBy, hint ? `${baseId}-hint` : null, isInvalid ? `${baseId}-error` : null, `${baseId}-counter`]
      .filter(Boolean)
      .join(' ') || undefined;
  const state = counterStateOf(count, maxLength);
  const counterText = intl.formatMessage(left < 0 ? messages.over : messages.remaining, {
    count: Math.abs(left),
    formatted: intl.formatNumber(Math.abs(left)),
  });
  const announcement = useLimitAnnouncement(state, counterText);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let next = event.target.value;
    // What the browser's `maxLength` does for UTF-16 units: nothing past the limit is taken (a
    // longer text the parent gave may only get shorter).
    if (countsCharacters && countOf(next) > Math.max(maxLength, count)) {
      next = clipCharacters(next, Math.max(maxLength, count));
    }
    setText(next);
    onChange?.(next);
  };

  const controlProps = {
    id: controlId,
    'data-slot': `${slot}-control`,
    value: text,
    onChange: handleChange,
    maxLength: countsCharacters ? undefined : maxLength,
    required: isRequired || undefined,
    disabled: isDisabled,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': describedByIds,
  };

  return (
    <div
      data-slot={slot}
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      data-state={state}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label htmlFor={controlId} className="text-start font-medium text-ink text-sm">
        {label}
        {isRequired ? ' ' : null}
        {isRequired ? (
          // The control's `required` already says it: the star is for the eye only.
          <span aria-hidden="true" className="text-danger-700">
            *
          </span>
        ) : null}
      </label>
      {as === 'textarea' ? (
        <textarea
          rows={4}
          // A card is written in either language whatever the page's: each reads in its own
          // direction ("Happy birthday!" on an Arabic page, not "!Happy birthday").
          dir="auto"
          {...(props as NativeProps<'textarea'>)}
          {...controlProps}
          className={cn(fieldControlVariants({ isInvalid }), 'min-h-28 resize-y py-2.5 leading-relaxed')}
        />
      ) : (
        <input
          type="text"
          {...(props as NativeProps<'input'>)}
          {...controlProps}
          className={cn(fieldControlVariants({ isInvalid }), 'h-11')}
        />
      )}
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {hint ? (
            <p id={`${baseId}-hint`} className="text-start text-ink-muted text-sm">
              {hint}
            </p>
          ) : null}
          {isInvalid ? (
            <p id={`${baseId}-error`} data-slot={`${slot}-error`} className="text-start text-danger-700 text-sm">
              {errorMessage}
            </p>
          ) : null}
        </div>
        <p
          id={`${baseId}-counter`}
          data-slot={`${slot}-counter`}
          className={cn(
            'ms-auto shrink-0 text-end text-sm tabular-nums',
            state === 'over' || state === 'full'
              ? 'text-danger-700'
              : state === 'low'
                ? 'text-warning-700'
                : 'text-ink-muted',
          )}
        >
          {counterText}
        </p>
      </div>
      <span data-slot={`${slot}-announcement`} aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
