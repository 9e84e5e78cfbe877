import { emailSchema, passwordSchema } from '@hadiya/contract/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { type FormInput, type FormOutput, formObject } from '../../lib/form-schema';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FormAlert, type FormStepProps } from '../form-alert';
import { PasswordField } from '../password-field';
import { useRuleMessage } from '../rule-message';
import { TextField } from '../text-field';
import { messages } from './messages';

/** Spec §5: e-mail valid, required, ending in .com; password required, at least 6. */
export const emailSignInFormSchema = formObject({ email: emailSchema, password: passwordSchema });

export type EmailSignInValues = FormOutput<typeof emailSignInFormSchema> & {
  /** A longer-lived session; never a stored password (README). */
  remember: boolean;
};

export interface EmailSignInFormProps extends FormStepProps<EmailSignInValues> {
  /** Prefills the e-mail (e.g. after sign-up). */
  defaultEmail?: string;
  /** 'Forgot password?' was pressed (the app switches to `forgot-password`). Without it the link is hidden. */
  onForgotPassword?: () => void;
  /** 'Create account' was pressed (the app switches to `signup`). Without it the link is hidden. */
  onCreateAccount?: () => void;
}

/** The `signin-email` step: e-mail, password with show/hide, remember me (spec §2, §4). */
export function EmailSignInForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  defaultEmail = '',
  onForgotPassword,
  onCreateAccount,
  className,
  ...props
}: EmailSignInFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useForm<FormInput<typeof emailSignInFormSchema>, unknown, FormOutput<typeof emailSignInFormSchema>>({
    resolver: zodResolver(emailSignInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });
  // A plain flag beside the checked fields.
  const [remember, setRemember] = useState(false);

  return (
    <form
      data-slot="email-sign-in-form"
      data-submitting={isSubmitting}
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit?.({ ...values, remember }))}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
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
            autoComplete="current-password"
            label={intl.formatMessage(messages.password)}
            isRequired
            isDisabled={isSubmitting}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          name="remember"
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
          label={intl.formatMessage(messages.remember)}
          isDisabled={isSubmitting}
        />
        {onForgotPassword ? (
          <Button variant="link" size="sm" onClick={onForgotPassword} disabled={isSubmitting}>
            {intl.formatMessage(messages.forgotPassword)}
          </Button>
        ) : null}
      </div>
      <Button type="submit" isFullWidth isLoading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
      {onCreateAccount ? (
        <p className="flex flex-wrap items-center justify-center gap-1 text-ink-muted text-sm">
          {intl.formatMessage(messages.noAccount)}
          <Button variant="link" size="sm" onClick={onCreateAccount} disabled={isSubmitting}>
            {intl.formatMessage(messages.createAccount)}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
