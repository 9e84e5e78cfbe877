import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import type { RuleIssue } from '@hadiya/contract/messages';
import { validatePhoneNumber } from '@hadiya/contract/phone';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { normalizeDigits } from '../../lib/digits';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { PhoneInput, type PhoneValue } from '../phone-input';
import { useRuleMessage } from '../rule-message';
import { TextField } from '../text-field';
import { RequiredMark } from '../text-field/field-frame';
import { messages } from './messages';

/** What the form submits (`order_number`, `phone_code`, `phone`). */
export interface TrackGiftValues {
  orderNumber: string;
  phone: PhoneValue;
}

export interface TrackGiftFormProps extends Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> {
  /** Starting values (e.g. after a refused attempt). */
  defaultValues?: Partial<TrackGiftValues>;
  /** Called with the values when the form is valid; without it the form submits natively. */
  onTrack?: (values: TrackGiftValues, event: FormEvent<HTMLFormElement>) => void;
  /** Messages by field from the server. */
  errors?: Partial<Record<'orderNumber' | 'phone', ReactNode>>;
  /** The server's message for the whole form (e.g. "No order matches this number and mobile"). */
  formError?: ReactNode;
  /** The request runs: the fields are locked and the form is not sent again. @default false */
  isSubmitting?: boolean;
  /** @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * "Track gift" from the footer (issue 15 §1), for guests too: the order number and the mobile the
 * order was placed with, both required (the mobile with its country's length rule). Plain named
 * fields, so it posts before hydration; digits in Arabic are accepted. A failed check focuses the
 * first field in error, which reads out its message.
 */
export function TrackGiftForm({
  defaultValues,
  onTrack,
  errors,
  formError,
  isSubmitting = false,
  headingLevel = 1,
  className,
  ...props
}: TrackGiftFormProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const [orderNumber, setOrderNumber] = useState(defaultValues?.orderNumber ?? '');
  const [phone, setPhone] = useState<PhoneValue>(defaultValues?.phone ?? { phoneCode: DEFAULT_PHONE_CODE, number: '' });
  const ruleMessage = useRuleMessage();
  const [isOrderMissing, setIsOrderMissing] = useState(false);
  const [phoneIssue, setPhoneIssue] = useState<RuleIssue | null>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLDivElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    const trimmed = normalizeDigits(orderNumber).trim();
    const isMissing = trimmed === '';
    const issue = validatePhoneNumber(phone.phoneCode, phone.number);
    if (isMissing || issue) {
      event.preventDefault();
      // Rendered before focus moves, so the field is read with its message.
      flushSync(() => {
        setIsOrderMissing(isMissing);
        setPhoneIssue(issue);
      });
      if (isMissing) orderRef.current?.focus();
      else phoneRef.current?.querySelector<HTMLInputElement>('input[data-slot="phone-input-number"]')?.focus();
      return;
    }
    setIsOrderMissing(false);
    setPhoneIssue(null);
    if (!onTrack) return;
    event.preventDefault();
    onTrack({ orderNumber: trimmed, phone }, event);
  };

  const phoneError = phoneIssue
    ? ruleMessage(phoneIssue.key, { phoneCode: phone.phoneCode, params: phoneIssue.params })
    : errors?.phone;

  return (
    <form
      data-slot="track-gift-form"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      noValidate
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <Heading id={`${id}-title`} className="text-start font-bold text-2xl">
          {intl.formatMessage(messages.title)}
        </Heading>
        <p id={`${id}-description`} className="text-start text-ink-muted">
          {intl.formatMessage(messages.description)}
        </p>
      </div>
      <FormAlert message={formError} />
      <TextField
        ref={orderRef}
        label={intl.formatMessage(messages.orderNumber)}
        hint={intl.formatMessage(messages.orderNumberHint)}
        name="order_number"
        dir="ltr"
        autoComplete="off"
        isRequired
        isDisabled={isSubmitting}
        value={orderNumber}
        onChange={(value) => {
          setOrderNumber(value);
          setIsOrderMissing(false);
        }}
        errorMessage={isOrderMissing ? intl.formatMessage(messages.orderNumberRequired) : errors?.orderNumber}
      />
      <PhoneInput
        ref={phoneRef}
        label={
          <>
            {intl.formatMessage(messages.phone)} <RequiredMark />
          </>
        }
        name="phone"
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setPhoneIssue(null);
        }}
        isDisabled={isSubmitting}
        isInvalid={phoneError ? true : undefined}
        errorMessage={phoneError}
      />
      <input type="hidden" name="phone_code" value={phone.phoneCode} />
      <Button type="submit" isLoading={isSubmitting} className="sm:self-start">
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
