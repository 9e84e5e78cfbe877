import { DEFAULT_PHONE_CODE, PHONE_DIGITS_BY_CODE } from '@hadiya/contract/constants';
import type { Country } from '@hadiya/contract/entities';
import { phoneSchema } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import type { FormInput, FormOutput } from '../../lib/form-schema';
import { Button } from '../button';
import { CountrySelect, useDefaultCountries } from '../country-select';
import { FormAlert, type FormStepProps } from '../form-alert';
import { PhoneInput, type PhoneInputCountry } from '../phone-input';
import { useRuleMessage } from '../rule-message';
import { messages } from './messages';

/** `{ phone_code, phone_number }` as `POST /account/sendOtp` takes them, normalised (spec §5). */
export type MobileSignInValues = FormOutput<typeof phoneSchema>;

export interface MobileSignInStepProps extends FormStepProps<MobileSignInValues> {
  /**
   * Called once the number reaches its country's length, without a click (spec §4: the code is
   * sent then). @default onSubmit
   */
  onComplete?: (values: MobileSignInValues) => void;
  /** Countries of the selector (the API's `countries`). @default the spec's five, Saudi Arabia first */
  countries?: ReadonlyArray<Country>;
  /** Whether the country can be changed (spec §2: only in a development build; a setting). @default false */
  isCountryEditable?: boolean;
  /** The number to start with (e.g. coming back from the OTP step). */
  defaultValues?: Partial<FormInput<typeof phoneSchema>>;
  /** 'Sign in with email' was pressed (the app switches to `signin-email`). Without it the link is hidden. */
  onEmailSignIn?: () => void;
  /** The social sign-in buttons, shown under an 'or'. */
  socialButtons?: ReactNode;
}

function toPhoneInputCountry(country: Country): PhoneInputCountry {
  return {
    code: country.country_code,
    phoneCode: country.phonecode,
    digits: country.phone_digits ?? PHONE_DIGITS_BY_CODE[country.phonecode] ?? 15,
    name: country.name,
  };
}

/** The `signin` step: country and mobile number; the code is sent once the number is complete. */
export function MobileSignInStep({
  onSubmit,
  onComplete,
  isSubmitting = false,
  serverError,
  countries,
  isCountryEditable = false,
  defaultValues,
  onEmailSignIn,
  socialButtons,
  className,
  ...props
}: MobileSignInStepProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const fallback = useDefaultCountries();
  const options = countries && countries.length > 0 ? countries : fallback;
  const form = useForm<FormInput<typeof phoneSchema>, unknown, MobileSignInValues>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone_code: DEFAULT_PHONE_CODE, phone_number: '', ...defaultValues },
  });
  const phoneCode = form.watch('phone_code');
  const phoneNumber = form.watch('phone_number');
  const error = form.formState.errors.phone_number?.message;

  const send = (handler: ((values: MobileSignInValues) => void) | undefined) =>
    form.handleSubmit((values) => handler?.(values));

  return (
    <form
      data-slot="mobile-sign-in-step"
      data-submitting={isSubmitting}
      noValidate
      onSubmit={send(onSubmit)}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.intro)}</p>
      <FormAlert message={serverError} />
      {/* Locked by the fieldset, not PhoneInput's dimmed look: the code keeps its contrast while the request runs. */}
      <fieldset disabled={isSubmitting} className="contents">
        <PhoneInput
          name="phone_number"
          value={{ phoneCode, number: phoneNumber }}
          countries={options.map(toPhoneInputCountry)}
          isInvalid={error ? true : undefined}
          errorMessage={ruleMessage(error, { phoneCode })}
          countrySelect={
            <CountrySelect
              variant="inline"
              countries={options}
              value={phoneCode}
              isEditable={isCountryEditable && !isSubmitting}
              onChange={(next) => {
                form.setValue('phone_code', next);
                form.clearErrors();
              }}
            />
          }
          onChange={(next) => {
            form.setValue('phone_number', next.number);
            if (error) form.clearErrors();
          }}
          onComplete={() => {
            if (!isSubmitting) void send(onComplete ?? onSubmit)();
          }}
        />
      </fieldset>
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
      {socialButtons || onEmailSignIn ? (
        <div className="flex items-center gap-3 text-ink-muted text-sm" aria-hidden>
          <span className="h-px flex-1 bg-line" />
          {intl.formatMessage(messages.or)}
          <span className="h-px flex-1 bg-line" />
        </div>
      ) : null}
      {socialButtons}
      {onEmailSignIn ? (
        <Button
          variant="secondary"
          isFullWidth
          startIcon={<Mail aria-hidden />}
          onClick={onEmailSignIn}
          disabled={isSubmitting}
        >
          {intl.formatMessage(messages.emailSignIn)}
        </Button>
      ) : null}
    </form>
  );
}
