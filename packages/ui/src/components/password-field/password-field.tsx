import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  FieldFrame,
  type FieldOwnKeys,
  type FieldOwnProps,
  fieldControlVariants,
  useFieldValue,
} from '../text-field/field-frame';
import { messages } from './messages';

export interface PasswordFieldProps
  extends Omit<ComponentProps<'input'>, FieldOwnKeys | 'type'>,
    Omit<FieldOwnProps<HTMLInputElement>, 'maxLength'> {
  /** Whether the text is shown (controlled); a toggle button at the end switches it. */
  isRevealed?: boolean;
  /** Called when the show/hide button is pressed. */
  onRevealedChange?: (isRevealed: boolean) => void;
}

/** A password input with a show/hide toggle button at its end. */
export function PasswordField({
  label,
  hint,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  value,
  defaultValue,
  onChange,
  isRevealed,
  onRevealedChange,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [current, handleChange] = useFieldValue<HTMLInputElement>(value, defaultValue, onChange);
  const [uncontrolledRevealed, setUncontrolledRevealed] = useState(false);
  const shown = isRevealed ?? uncontrolledRevealed;

  return (
    <FieldFrame
      slot="password-field"
      label={label}
      hint={hint}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
      count={current.length}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <div data-slot="password-field-group" data-revealed={shown} className="relative">
          <input
            type={shown ? 'text' : 'password'}
            data-slot="password-field-input"
            autoComplete="current-password"
            {...props}
            {...control}
            value={current}
            onChange={handleChange}
            className={cn(fieldControlVariants({ isInvalid: control['aria-invalid'] === true }), 'h-11 pe-11')}
          />
          <button
            type="button"
            data-slot="password-field-toggle"
            aria-pressed={shown}
            aria-label={intl.formatMessage(messages.show)}
            disabled={isDisabled}
            onClick={() => {
              if (isRevealed === undefined) setUncontrolledRevealed(!shown);
              onRevealedChange?.(!shown);
            }}
            className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-md text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2 disabled:cursor-not-allowed [&_svg]:size-5"
          >
            {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
