import type { ComponentProps, ReactNode } from 'react';

/** What every sign-in step form takes: its values out, the request's state in. */
export interface FormStepProps<TValues> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** Called with the checked, normalised values when the form is submitted. */
  onSubmit?: (values: TValues) => void;
  /** The request runs: the submit button shows a spinner and the fields are locked. @default false */
  isSubmitting?: boolean;
  /** The server's message (in the shopper's language), shown above the fields. */
  serverError?: ReactNode;
}
