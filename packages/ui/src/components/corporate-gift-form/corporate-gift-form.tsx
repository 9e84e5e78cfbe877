import { corporateGiftsBodySchema, SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { normalizeDigits } from '@hadiya/contract/normalize';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { FilePicker } from '../file-picker';
import { FormAlert } from '../form-alert';
import { HoneypotField, SupportForm, type SupportFormProps, toDigits, useSupportFields } from '../support-form';
import { Textarea, TextField } from '../text-field';
import { messages } from './messages';

export type CorporateGiftValues = Record<
  'name' | 'company_name' | 'email' | 'phone_number' | 'description' | 'city' | 'quantity',
  string
>;

/**
 * The quantity as typed, Arabic and Persian digits written as Western ones. Nothing else changes:
 * a sign, a fraction or a number beyond the contract's range stays as typed and is refused with
 * the range (`corporateGiftQuantitySchema`), as the server refuses it, rather than becoming another
 * number the shopper never asked for.
 */
export function corporateGiftQuantity(value: string): string {
  return normalizeDigits(value);
}

export interface CorporateGiftFormProps extends Omit<SupportFormProps, 'children' | 'validate'> {
  defaultValues?: Partial<CorporateGiftValues>;
  serverError?: ReactNode;
  fieldErrors?: Partial<Record<string, string>>;
  /** @default false */
  isSubmitting?: boolean;
  maxSizeBytes?: number;
}

/**
 * The corporate-gift inquiry (spec §3; §5: name, company_name, email, phone_number, description
 * and city required; quantity and one attachment optional), a real multipart form.
 */
export function CorporateGiftForm({
  defaultValues,
  serverError,
  fieldErrors,
  isSubmitting = false,
  maxSizeBytes,
  formRef: givenRef,
  ...props
}: CorporateGiftFormProps) {
  const intl = useIntl();
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = givenRef ?? ownRef;
  const { field, errorOf, validate } = useSupportFields(
    formRef,
    {
      name: defaultValues?.name ?? '',
      company_name: defaultValues?.company_name ?? '',
      email: defaultValues?.email ?? '',
      phone_number: defaultValues?.phone_number ?? '',
      description: defaultValues?.description ?? '',
      city: defaultValues?.city ?? '',
      quantity: defaultValues?.quantity ?? '',
    },
    corporateGiftsBodySchema,
    fieldErrors,
  );
  return (
    <SupportForm
      formRef={formRef}
      validate={validate}
      data-slot="corporate-gift-form"
      data-submitting={isSubmitting}
      {...props}
    >
      <FormAlert message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('name')}
          label={intl.formatMessage(messages.name)}
          autoComplete="name"
          isRequired
          maxLength={SUPPORT_LIMITS.name}
        />
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
        <TextField
          {...field('city')}
          label={intl.formatMessage(messages.city)}
          autoComplete="address-level2"
          isRequired
          maxLength={SUPPORT_LIMITS.city}
        />
        <TextField
          {...field('quantity', corporateGiftQuantity)}
          inputMode="numeric"
          dir="ltr"
          label={intl.formatMessage(messages.quantity)}
          hint={intl.formatMessage(messages.quantityHint, { max: SUPPORT_LIMITS.quantityMax })}
        />
      </div>
      <Textarea
        {...field('description')}
        label={intl.formatMessage(messages.description)}
        hint={intl.formatMessage(messages.descriptionHint)}
        isRequired
        rows={5}
        maxLength={SUPPORT_LIMITS.description}
      />
      <FilePicker
        label={intl.formatMessage(messages.attachment)}
        maxSizeBytes={maxSizeBytes}
        errorMessage={errorOf('attachment')}
      />
      <HoneypotField />
      <Button type="submit" className="self-start" isLoading={isSubmitting}>
        {intl.formatMessage(messages.send)}
      </Button>
    </SupportForm>
  );
}
