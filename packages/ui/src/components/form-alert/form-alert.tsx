import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FormAlertProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** The server's message in the shopper's language; nothing is rendered without one. */
  message?: ReactNode;
}

/** A server message at the top of a form; an alert, so it is read as soon as it appears (spec §8). */
export function FormAlert({ message, className, ...props }: FormAlertProps) {
  if (message == null || message === false || message === '') return null;
  return (
    <p
      data-slot="form-alert"
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-danger-700/30 bg-danger-50 px-3 py-2 text-start text-danger-700 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden />
      <span>{message}</span>
    </p>
  );
}
