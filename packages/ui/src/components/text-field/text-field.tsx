import { type ChangeEvent, type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlVariants } from './field-frame';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help text under the input, read with it. */
  hint?: ReactNode;
  /** Marks the field invalid and shows this message. */
  errorMessage?: ReactNode;
  /** Adds `required` and a visible marker. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Limits the length and shows a live `{count}/{max}` counter. */
  maxLength?: number;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called on every change with the new text. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Classes for the outer wrapper; `inputClassName` styles the input. */
  className?: string;
  inputClassName?: string;
}

export function TextField({
  label,
  hint,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  maxLength,
  value,
  defaultValue,
  onChange,
  className,
  inputClassName,
  id,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const [internal, setInternal] = useState(defaultValue ?? '');
  const current = value ?? internal;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setInternal(event.target.value);
    onChange?.(event.target.value, event);
  };

  return (
    <FieldFrame
      slot="text-field"
      label={label}
      hint={hint}
      errorMessage={errorMessage}
      isRequired={isRequired}
      isDisabled={isDisabled}
      maxLength={maxLength}
      count={current.length}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <input
          type="text"
          data-slot="text-field-input"
          {...props}
          {...control}
          value={current}
          onChange={handleChange}
          className={cn(fieldControlVariants({ isInvalid: control['aria-invalid'] === true }), 'h-11', inputClassName)}
        />
      )}
    </FieldFrame>
  );
}
