import { anyEmailSchema } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { type FormInput, type FormOutput, formObject } from '../../lib/form-schema';
import { Button } from '../button';
import { FormAlert, type FormStepProps } from '../form-alert';
import { useRuleMessage } from '../rule-message';
import { TextField } from '../text-field';
import { messages } from './messages';

/** Spec §5: forgot password takes any valid e-mail. */
export const forgotPasswordFormSchema = formObject({ email: anyEmailSchema });
export type ForgotPasswordValues = FormOutput<typeof forgotPasswordFormSchema>;

export interface ForgotPasswordFormProps extends FormStepProps<ForgotPasswordValues> {
  /** Prefills the e-mail (from the sign-in form). */
  defaultEmail?: string;
}

/** The first step of `forgot-password`: the account's e-mail (spec §4). */
export function ForgotPasswordForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  defaultEmail = '',
  className,
  ...props
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useForm<FormInput<typeof forgotPasswordFormSchema>, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  return (
    <form
      data-slot="forgot-password-form"
      data-submitting={isSubmitting}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit?.(values))}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p className="text-start text-ink-muted text-sm">{intl.formatMessage(messages.intro)}</p>
      <FormAlert message={serverError} />
      <Controller
        control={form.control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type="email"
            dir="ltr"
            autoComplete="email"
            label={intl.formatMessage(messages.email)}
            isRequired
            isDisabled={isSubmitting}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
