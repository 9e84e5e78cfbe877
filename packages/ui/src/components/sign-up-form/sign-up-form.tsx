import { accountNameSchema, emailSchema, passwordSchema, withConfirmPassword } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formObject } from '../../lib/form-schema';
import { Button } from '../button';
import { FormAlert, type FormStepProps } from '../form-alert';
import { PasswordField } from '../password-field';
import { useRuleMessage } from '../rule-message';
import { TextField } from '../text-field';
import { messages } from './messages';

/** Spec §5: name ("username") required; e-mail valid and ending .com; password at least 6; confirm matches. */
export const signUpFormSchema = withConfirmPassword(
  formObject({ name: accountNameSchema, email: emailSchema, password: passwordSchema }),
);
export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpFormProps extends FormStepProps<SignUpValues> {
  /** 'Sign in' was pressed (the app switches to `signin-email`). Without it the link is hidden. */
  onSignIn?: () => void;
}

/**
 * The `signup` step: the account's name, e-mail, password and its confirmation (spec §2, §5). The
 * spec's "username" is the name the store calls the shopper by (the contract's `name`, whose
 * messages say "Name"); people sign in with the e-mail, so that is the field password managers
 * save as the login.
 */
export function SignUpForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  onSignIn,
  className,
  ...props
}: SignUpFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useForm<SignUpValues>({
    // The contract's withConfirmPassword() is typed loosely; the values are these four strings.
    resolver: zodResolver(signUpFormSchema) as unknown as Resolver<SignUpValues>,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  return (
    <form
      data-slot="sign-up-form"
      data-submitting={isSubmitting}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit?.(values))}
      className={cn('flex flex-col gap-4', className)}
      {...props}
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
            isDisabled={isSubmitting}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
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
            autoComplete="username"
            label={intl.formatMessage(messages.email)}
            isRequired
            isDisabled={isSubmitting}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
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
      {onSignIn ? (
        <p className="flex flex-wrap items-center justify-center gap-1 text-ink-muted text-sm">
          {intl.formatMessage(messages.haveAccount)}
          <Button variant="link" size="sm" onClick={onSignIn} disabled={isSubmitting}>
            {intl.formatMessage(messages.signIn)}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
