import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, type FieldOwnKeys, type FieldOwnProps, fieldControlVariants, useFieldValue } from './field-frame';

export interface TextareaProps
  extends Omit<ComponentProps<'textarea'>, FieldOwnKeys>,
    FieldOwnProps<HTMLTextAreaElement> {
  /** Classes for the textarea itself. */
  textareaClassName?: string;
}

export function Textarea({
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
  textareaClassName,
  id,
  rows = 3,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const [current, handleChange] = useFieldValue<HTMLTextAreaElement>(value, defaultValue, onChange);

  return (
    <FieldFrame
      slot="textarea"
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
        <textarea
          data-slot="textarea-control"
          rows={rows}
          {...props}
          {...control}
          value={current}
          onChange={handleChange}
          className={cn(
            fieldControlVariants({ isInvalid: control['aria-invalid'] === true }),
            'min-h-24 resize-y py-2.5 leading-relaxed',
            textareaClassName,
          )}
        />
      )}
    </FieldFrame>
  );
}
