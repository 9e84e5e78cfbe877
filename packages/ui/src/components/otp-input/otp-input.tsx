import { cva } from 'class-variance-authority';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { toAsciiDigits } from '../../lib/digits';
import { messages } from './messages';

/** Spec: one-time codes are four digits. */
const SPEC_OTP_LENGTH = 4;

export const otpInputBoxVariants = cva(
  'size-12 rounded-md border bg-surface-raised text-center text-xl font-medium text-ink tabular-nums outline-none transition-colors focus:border-leaf-700 focus:ring-2 focus:ring-leaf-200 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:opacity-60',
  {
    variants: {
      isInvalid: {
        true: 'border-danger-700 focus:border-danger-700 focus:ring-danger-600/30',
        // WCAG 1.4.11: a box's border needs 3:1 against the page, so not the lighter line token.
        false: 'border-sand-500',
      },
    },
    defaultVariants: { isInvalid: false },
  },
);

export interface OtpInputProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** Number of boxes. @default 4 */
  length?: number;
  /** The code (controlled). Arabic-Indic and Persian digits are normalised to ASCII. */
  value?: string;
  /** The initial code (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the ASCII code whenever a box changes. */
  onChange?: (code: string) => void;
  /** Called once each time every box becomes filled. */
  onComplete?: (code: string) => void;
  /** Group label; defaults to "Verification code". */
  label?: string;
  /** @default false */
  isDisabled?: boolean;
  /**
   * The boxes show the code and keep focus but take no edit (while the code is being checked:
   * disabling them would drop the focus of the box just typed in to the page). @default false
   */
  isReadOnly?: boolean;
  /** Shown under the boxes; marks every box invalid. */
  errorMessage?: string;
  /** Focuses the first box when mounted, so the code can be typed straight away. @default false */
  autoFocus?: boolean;
}

function toSlots(code: string, length: number): string[] {
  const digits = toAsciiDigits(code).slice(0, length);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/** A one-time-code field: one box a digit, always left to right, inside pages of either direction. */
export function OtpInput({
  length = SPEC_OTP_LENGTH,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  label,
  isDisabled = false,
  isReadOnly = false,
  errorMessage,
  autoFocus = false,
  className,
  ...props
}: OtpInputProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [uncontrolled, setUncontrolled] = useState(() => toSlots(defaultValue, length));
  const isControlled = value !== undefined;
  const slots = isControlled ? toSlots(value, length) : uncontrolled;
  const isComplete = slots.every(Boolean);
  const isInvalid = Boolean(errorMessage);

  function commit(next: string[]) {
    const code = next.join('');
    if (!isControlled) setUncontrolled(next);
    onChange?.(code);
    // Fired from the event, not an effect, so a re-render never repeats it.
    if (next.every(Boolean) && !isComplete) onComplete?.(code);
  }

  function focusBox(index: number) {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  }

  function fill(start: number, digits: string) {
    const next = [...slots];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    commit(next);
    focusBox(index);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    if (raw === '') {
      const next = [...slots];
      next[index] = '';
      commit(next);
      return;
    }
    const digits = toAsciiDigits(raw);
    if (digits === '') return; // not a digit: keep the box as it was
    if (digits.length === 1) {
      fill(index, digits);
      return;
    }
    if (digits.length === 2 && digits[0] === slots[index]) {
      // Typed into a filled box whose text wasn't selected: keep the new digit.
      fill(index, digits.slice(1));
      return;
    }
    // Autofill (autocomplete="one-time-code") or a long input: spread from this box.
    fill(digits.length >= length ? 0 : index, digits);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (isReadOnly) return;
    const digits = toAsciiDigits(event.clipboardData.getData('text'));
    if (digits === '') return;
    fill(digits.length >= length ? 0 : index, digits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !isReadOnly && slots[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...slots];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      // The boxes are an LTR island, so left is always the previous box.
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  return (
    <div
      data-slot="otp-input"
      data-state={isComplete ? 'complete' : 'incomplete'}
      data-invalid={isInvalid}
      data-disabled={isDisabled}
      role="group"
      aria-labelledby={labelId}
      className={cn('flex flex-col items-start gap-2', className)}
      {...props}
    >
      <span id={labelId} className="text-sm font-medium text-ink">
        {label ?? intl.formatMessage(messages.label)}
      </span>
      <div dir="ltr" className="flex gap-2">
        {slots.map((digit, index) => (
          <input
            // Boxes are positional and never reorder.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            data-slot="otp-input-box"
            data-filled={digit !== ''}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            // biome-ignore lint/a11y/noAutofocus: asked for by the caller, where the code is what comes next
            autoFocus={autoFocus && index === 0}
            aria-label={intl.formatMessage(messages.digit, { index: index + 1, total: length })}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId : undefined}
            disabled={isDisabled}
            readOnly={isReadOnly}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            className={otpInputBoxVariants({ isInvalid })}
          />
        ))}
      </div>
      {isInvalid ? (
        <p id={errorId} data-slot="otp-input-error" className="text-start text-sm text-danger-700">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
