import { PASSWORD_MIN_LENGTH } from '@hadiya/contract/constants';
import { passwordSchema, withConfirmPassword } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formObject } from '../../lib/form-schema';
import { Button } from '../button';
import { FormAlert, type FormStepProps } from '../form-alert';
import { PasswordField } from '../password-field';
import { useRuleMessage } from '../rule-message';
import { messages } from './messages';

/** Spec §5: new password at least 6; confirm must match. */
export const newPasswordFormSchema = withConfirmPassword(formObject({ password: passwordSchema }));
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export type NewPasswordFormProps = FormStepProps<NewPasswordValues>;

/** The last step of `forgot-password`: the new password and its confirmation (spec §4). */
export function NewPasswordForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  className,
  ...props
}: NewPasswordFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useForm<NewPasswordValues>({
    // The contract's withConfirmPassword() is typed loosely; the values are these two strings.
    resolver: zodResolver(newPasswordFormSchema) as unknown as Resolver<NewPasswordValues>,
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form
      data-slot="new-password-form"
      data-submitting={isSubmitting}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit?.(values))}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <p className="text-start text-ink-muted text-sm">
        {intl.formatMessage(messages.intro, { min: PASSWORD_MIN_LENGTH })}
      </p>
      <FormAlert message={serverError} />
      <Controller
        control={form.control}
        name="password"
        render={({ field, fieldState }) => (
          <PasswordField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete="new-password"
            label={intl.formatMessage(messages.password)}
            isRequired
            isDisabled={isSubmitting}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="confirmPassword"
        render={({ field, fieldState }) => (
          <PasswordField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            autoComplete="new-password"
            label={intl.formatMessage(messages.confirmPassword)}
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
