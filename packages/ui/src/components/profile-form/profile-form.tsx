import { DEFAULT_PHONE_CODE, PHONE_DIGITS_BY_CODE } from '@hadiya/contract/constants';
import type { Country } from '@hadiya/contract/entities';
import {
  accountNameSchema,
  normalizePhoneNumber,
  phoneCodeSchema,
  phoneNumberTextSchema,
  validatePhoneNumber,
} from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { type FormInput, type FormOutput, formObject } from '../../lib/form-schema';
import { Button } from '../button';
import { CountrySelect, useDefaultCountries } from '../country-select';
import { FormAlert } from '../form-alert';
import { OtpStep, type OtpStepProps } from '../otp-step';
import { PhoneInput } from '../phone-input';
import { useRuleMessage } from '../rule-message';
import { TextField } from '../text-field';
import { messages } from './messages';

/**
 * Spec §5 profile: name required; phone code required; the number checked with the sign-in rule
 * for its country code, as the store checks it (README, "Choices").
 */
export const profileFormSchema = formObject({
  name: accountNameSchema,
  phone_code: phoneCodeSchema,
  // Required on its own: the country's rule below runs only once every field is well formed.
  phone_number: phoneNumberTextSchema.refine((number) => number.trim() !== '', 'phone_required'),
})
  .transform((values) => ({ ...values, phone_number: normalizePhoneNumber(values.phone_code, values.phone_number) }))
  .superRefine((values, context) => {
    const issue = validatePhoneNumber(values.phone_code, values.phone_number);
    if (issue) context.addIssue({ code: 'custom', path: ['phone_number'], message: issue.key, params: issue.params });
  });
export type ProfileValues = FormOutput<typeof profileFormSchema>;

export interface ProfileFormProps extends Omit<ComponentProps<'div'>, 'onSubmit' | 'children' | 'defaultValue'> {
  /** The profile as `GET /user` returns it. */
  defaultValues?: Partial<FormInput<typeof profileFormSchema>>;
  /** The account's e-mail, shown read-only; hidden when the account has none. */
  email?: string | null;
  /**
   * Called with the checked values. `isPhoneChanged` tells the app to send a code to the new
   * number (`POST /user/update-info`) and pass `phoneVerification` until it is confirmed.
   */
  onSubmit?: (values: ProfileValues, change: { isPhoneChanged: boolean }) => void;
  /** The save runs. @default false */
  isSubmitting?: boolean;
  /** The server's message, shown above the fields. */
  serverError?: ReactNode;
  /** Countries of the code selector. @default the spec's five */
  countries?: ReadonlyArray<Country>;
  /** Whether the country code can be changed (the same setting as sign-in). @default false */
  isCountryEditable?: boolean;
  /**
   * While a new number awaits its code: the OTP step's props (`onSubmit` gets the code for
   * `POST /user/verify-update-no-otp`). The destination defaults to the new number.
   */
  phoneVerification?: Omit<OtpStepProps, 'destination'> & { destination?: ReactNode };
}

/** The `/my-account` form: name, mobile number (a change is confirmed by a code), e-mail read-only. */
export function ProfileForm({
  defaultValues,
  email,
  onSubmit,
  isSubmitting = false,
  serverError,
  countries,
  isCountryEditable = false,
  phoneVerification,
  className,
  ...props
}: ProfileFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const emailId = useId();
  const fallback = useDefaultCountries();
  const options = countries && countries.length > 0 ? countries : fallback;
  const initial = { name: '', phone_code: DEFAULT_PHONE_CODE, phone_number: '', ...defaultValues };
  const form = useForm<FormInput<typeof profileFormSchema>, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const phoneCode = form.watch('phone_code');
  const isVerifying = Boolean(phoneVerification);
  const isLocked = isSubmitting || isVerifying;
  const phoneError = form.formState.errors.phone_number?.message ?? form.formState.errors.phone_code?.message;

  return (
    <div
      data-slot="profile-form"
      data-verifying={isVerifying}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <form
        data-slot="profile-form-fields"
        data-submitting={isSubmitting}
        noValidate
        onSubmit={form.handleSubmit((values) =>
          onSubmit?.(values, {
            isPhoneChanged:
              values.phone_code !== initial.phone_code || values.phone_number !== String(initial.phone_number),
          }),
        )}
        className="flex flex-col gap-4"
      >
        <FormAlert message={serverError} />
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="name"
              label={intl.formatMessage(messages.name)}
              isRequired
              isDisabled={isLocked}
              errorMessage={ruleMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            // Locked by the fieldset, not PhoneInput's dimmed look: the code keeps its contrast.
            <fieldset disabled={isLocked} className="contents">
              <PhoneInput
                name={field.name}
                label={intl.formatMessage(messages.phone)}
                value={{ phoneCode, number: field.value }}
                countries={options.map((country) => ({
                  code: country.country_code,
                  phoneCode: country.phonecode,
                  digits: country.phone_digits ?? PHONE_DIGITS_BY_CODE[country.phonecode] ?? 15,
                  name: country.name,
                }))}
                isInvalid={phoneError ? true : undefined}
                errorMessage={ruleMessage(phoneError, { phoneCode })}
                countrySelect={
                  <CountrySelect
                    variant="inline"
                    countries={options}
                    value={phoneCode}
                    isEditable={isCountryEditable && !isLocked}
                    onChange={(next) => form.setValue('phone_code', next, { shouldDirty: true })}
                  />
                }
                onChange={(next) => field.onChange(next.number)}
                onBlur={field.onBlur}
              />
            </fieldset>
          )}
        />
        {email ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={emailId} className="text-start font-medium text-ink text-sm">
              {intl.formatMessage(messages.email)}
            </label>
            <input
              id={emailId}
              data-slot="profile-form-email"
              type="email"
              dir="ltr"
              value={email}
              readOnly
              aria-describedby={`${emailId}-hint`}
              className="h-11 w-full rounded-md border border-line bg-sand-100 px-3 text-start text-ink"
            />
            <p id={`${emailId}-hint`} className="text-start text-ink-muted text-sm">
              {intl.formatMessage(messages.emailHint)}
            </p>
          </div>
        ) : null}
        <Button type="submit" className="self-start" isLoading={isSubmitting} disabled={isVerifying}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>
      {phoneVerification ? (
        <section
          data-slot="profile-form-verification"
          aria-labelledby={`${emailId}-verify`}
          className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
        >
          <h2 id={`${emailId}-verify`} className="text-start font-semibold text-base text-ink">
            {intl.formatMessage(messages.verifyTitle)}
          </h2>
          <OtpStep
            {...phoneVerification}
            destination={phoneVerification.destination ?? `+${phoneCode} ${form.getValues('phone_number')}`}
          />
        </section>
      ) : null}
    </div>
  );
}
