import { contactUsBodySchema, SUPPORT_LIMITS, ticketCreateBodySchema } from '@hadiya/contract/calls/support';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { FilePicker } from '../file-picker';
import { FormAlert } from '../form-alert';
import {
  HoneypotField,
  NativeSelectField,
  SupportForm,
  type SupportFormProps,
  toDigits,
  useSupportFields,
} from '../support-form';
import { Textarea, TextField } from '../text-field';
import { messages } from './messages';

/** An issue type of the store's list (`GET /user/tickets/issue-list/all`). */
export interface ContactFormIssue {
  id: number;
  name: string;
  /** Show the order picker for it. */
  requiresOrder: boolean;
}

/** One of the signed-in shopper's orders, for the picker. */
export interface ContactFormOrder {
  uuid: string;
  /** What the shopper reads, e.g. "HD-100231 · 20 Nov". */
  label: string;
}

export type ContactFormValues = Record<
  'name' | 'email' | 'phone' | 'issue_type_id' | 'order_uuid' | 'order_number' | 'description',
  string
>;

export interface ContactFormProps extends Omit<SupportFormProps, 'children' | 'validate'> {
  issues: readonly ContactFormIssue[];
  /**
   * A signed-in shopper's orders: the picker posts `order_uuid`. Without it (a guest) the shopper
   * types an order number instead (`order_number`).
   */
  orders?: readonly ContactFormOrder[] | null;
  /** Values to start with: the profile, or what was sent when the server refused it. */
  defaultValues?: Partial<ContactFormValues>;
  /** The server's message above the fields. */
  serverError?: ReactNode;
  /** The server's messages by field name (a rule key or a text). */
  fieldErrors?: Partial<Record<string, string>>;
  /** The form is being sent. @default false */
  isSubmitting?: boolean;
  /** The largest attachment, in bytes. */
  maxSizeBytes?: number;
}

/**
 * The contact form (spec §3 contact ticket, §5: name, e-mail and a digits-only phone required):
 * issue type, an order when the issue concerns one, description and one attachment. A real
 * multipart form: the order field shows by CSS alone when the chosen issue needs it, so it works
 * before hydration too.
 */
export function ContactForm({
  issues,
  orders,
  defaultValues,
  serverError,
  fieldErrors,
  isSubmitting = false,
  maxSizeBytes,
  className,
  formRef: givenRef,
  ...props
}: ContactFormProps) {
  const intl = useIntl();
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = givenRef ?? ownRef;
  const isSignedIn = orders != null;
  const { values, field, errorOf, validate } = useSupportFields(
    formRef,
    {
      name: defaultValues?.name ?? '',
      email: defaultValues?.email ?? '',
      phone: defaultValues?.phone ?? '',
      issue_type_id: defaultValues?.issue_type_id ?? '',
      order_uuid: defaultValues?.order_uuid ?? '',
      order_number: defaultValues?.order_number ?? '',
      description: defaultValues?.description ?? '',
    },
    isSignedIn ? ticketCreateBodySchema : contactUsBodySchema,
    fieldErrors,
  );
  const issueField = field('issue_type_id');
  const orderField = field(isSignedIn ? 'order_uuid' : 'order_number');

  return (
    <SupportForm
      formRef={formRef}
      validate={validate}
      data-slot="contact-form"
      data-submitting={isSubmitting}
      // Spec §3: the order picker only for an issue about an order (`:has`, no script needed).
      className={cn('[&:has(option[data-requires-order]:checked)_[data-slot=contact-form-order]]:flex', className)}
      {...props}
    >
      <FormAlert message={serverError} />
      <TextField
        {...field('name')}
        label={intl.formatMessage(messages.name)}
        autoComplete="name"
        isRequired
        maxLength={SUPPORT_LIMITS.name}
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
        {...field('phone', (value) => toDigits(value, SUPPORT_LIMITS.phoneMax))}
        type="tel"
        inputMode="numeric"
        dir="ltr"
        label={intl.formatMessage(messages.phone)}
        hint={intl.formatMessage(messages.phoneHint)}
        autoComplete="tel-national"
        isRequired
      />
      <NativeSelectField
        name="issue_type_id"
        label={intl.formatMessage(messages.issueType)}
        placeholder={intl.formatMessage(messages.chooseIssue)}
        value={values.issue_type_id}
        onChange={(event) => issueField.onChange(event.target.value)}
        errorMessage={errorOf('issue_type_id')}
        options={issues.map((issue) => ({
          value: String(issue.id),
          label: issue.name,
          data: issue.requiresOrder ? { 'data-requires-order': 'true' } : undefined,
        }))}
      />
      <div data-slot="contact-form-order" className="hidden flex-col gap-1.5">
        {isSignedIn ? (
          orders.length > 0 ? (
            <NativeSelectField
              name="order_uuid"
              label={intl.formatMessage(messages.order)}
              placeholder={intl.formatMessage(messages.chooseOrder)}
              value={values.order_uuid}
              onChange={(event) => orderField.onChange(event.target.value)}
              errorMessage={errorOf('order_uuid')}
              options={orders.map((order) => ({ value: order.uuid, label: order.label }))}
            />
          ) : (
            <p className="text-ink-muted text-sm">{intl.formatMessage(messages.noOrders)}</p>
          )
        ) : (
          <TextField
            {...field('order_number')}
            dir="ltr"
            label={intl.formatMessage(messages.orderNumber)}
            hint={intl.formatMessage(messages.orderNumberHint)}
            maxLength={SUPPORT_LIMITS.orderNumber}
          />
        )}
      </div>
      <Textarea
        {...field('description')}
        label={intl.formatMessage(messages.description)}
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
