import { type ChangeEvent, type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, fieldControlVariants } from './field-frame';

export interface TextareaProps
  extends Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'onChange' | 'required' | 'disabled'> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  /** Help text under the textarea, read with it. */
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
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Classes for the outer wrapper; `textareaClassName` styles the textarea. */
  className?: string;
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
  const [internal, setInternal] = useState(defaultValue ?? '');
  const current = value ?? internal;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setInternal(event.target.value);
    onChange?.(event.target.value, event);
  };

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
