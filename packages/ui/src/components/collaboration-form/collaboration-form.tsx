import { collaborationBodySchema, SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { HoneypotField, SupportForm, type SupportFormProps, toDigits, useSupportFields } from '../support-form';
import { Textarea, TextField } from '../text-field';
import { messages } from './messages';

export type CollaborationValues = Record<'company_name' | 'email' | 'phone_number' | 'description', string>;

export interface CollaborationFormProps extends Omit<SupportFormProps, 'children' | 'validate'> {
  defaultValues?: Partial<CollaborationValues>;
  serverError?: ReactNode;
  fieldErrors?: Partial<Record<string, string>>;
  /** @default false */
  isSubmitting?: boolean;
}

/** The collaboration inquiry (spec §5: company_name, email, phone_number and description required). */
export function CollaborationForm({
  defaultValues,
  serverError,
  fieldErrors,
  isSubmitting = false,
  formRef: givenRef,
  ...props
}: CollaborationFormProps) {
  const intl = useIntl();
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = givenRef ?? ownRef;
  const { field, validate } = useSupportFields(
    formRef,
    {
      company_name: defaultValues?.company_name ?? '',
      email: defaultValues?.email ?? '',
      phone_number: defaultValues?.phone_number ?? '',
      description: defaultValues?.description ?? '',
    },
    collaborationBodySchema,
    fieldErrors,
  );
  return (
    <SupportForm
      formRef={formRef}
      validate={validate}
      data-slot="collaboration-form"
      data-submitting={isSubmitting}
      {...props}
    >
      <FormAlert message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('company_name')}
          label={intl.formatMessage(messages.companyName)}
          autoComplete="organization"
          isRequired
          maxLength={SUPPORT_LIMITS.companyName}
        />
        <TextField
          {...field('email')}
          type="email"
          dir="ltr"
          label={intl.formatMessage(messages.email)}
          autoComplete="email"
          isRequired
          maxLength={SUPPORT_LIMITS.email}
        />
        <TextField
          {...field('phone_number', (value) => toDigits(value, SUPPORT_LIMITS.phoneMax))}
          type="tel"
          inputMode="numeric"
          dir="ltr"
          label={intl.formatMessage(messages.phone)}
          autoComplete="tel-national"
          isRequired
        />
      </div>
      <Textarea
        {...field('description')}
        label={intl.formatMessage(messages.description)}
        isRequired
        rows={4}
        maxLength={SUPPORT_LIMITS.description}
      />
      <HoneypotField />
      <Button type="submit" className="self-start" isLoading={isSubmitting}>
        {intl.formatMessage(messages.send)}
      </Button>
    </SupportForm>
  );
}
