import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, type FieldOwnKeys, type FieldOwnProps, fieldControlVariants, useFieldValue } from './field-frame';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, FieldOwnKeys>, FieldOwnProps<HTMLInputElement> {
  /** Classes for the input itself. */
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
  const [current, handleChange] = useFieldValue<HTMLInputElement>(value, defaultValue, onChange);

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
