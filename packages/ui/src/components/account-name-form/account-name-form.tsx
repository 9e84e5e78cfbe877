import { ACCOUNT_NAME_MAX_LENGTH, accountNameSchema } from '@hadiya/contract/rules';
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

/** Spec §5: accountName required, at least 2 characters (and the server's 80 at most). */
export const accountNameFormSchema = formObject({ name: accountNameSchema });
export type AccountNameValues = FormOutput<typeof accountNameFormSchema>;

export interface AccountNameFormProps extends FormStepProps<AccountNameValues> {
  /** The name already known (e.g. from a social account). @default '' */
  defaultName?: string;
}

/** The name prompt after a first sign-in; Save stays disabled until the name is valid (spec §5). */
export function AccountNameForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  defaultName = '',
  className,
  ...props
}: AccountNameFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const form = useForm<FormInput<typeof accountNameFormSchema>, unknown, AccountNameValues>({
    resolver: zodResolver(accountNameFormSchema),
    // Checked on every keystroke and when the field is left: Save is disabled while the name breaks
    // a rule, so the rule is said beside it as soon as something is typed ('at least 2 characters').
    mode: 'all',
    defaultValues: { name: defaultName },
  });
  const { isValid } = form.formState;

  return (
    <form
      data-slot="account-name-form"
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
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={intl.formatMessage(messages.name)}
            autoComplete="name"
            isRequired
            isDisabled={isSubmitting}
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            errorMessage={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
      <Button type="submit" isFullWidth disabled={!isValid} isLoading={isSubmitting}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
