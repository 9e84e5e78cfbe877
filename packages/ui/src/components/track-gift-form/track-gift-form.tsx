import { DEFAULT_PHONE_CODE } from '@hadiya/contract/constants';
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { normalizeDigits } from '../../lib/digits';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { PhoneInput, type PhoneValue } from '../phone-input';
import { TextField } from '../text-field';
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
  /** @default false */
  isSubmitting?: boolean;
  /** @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * "Track gift" from the footer (issue 15 §1), for guests too: the order number and the mobile the
 * order was placed with. Plain named fields, so it posts before hydration; digits in Arabic are
 * accepted.
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
  const [isOrderMissing, setIsOrderMissing] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const trimmed = normalizeDigits(orderNumber).trim();
    if (trimmed === '') {
      event.preventDefault();
      setIsOrderMissing(true);
      return;
    }
    setIsOrderMissing(false);
    if (!onTrack) return;
    event.preventDefault();
    onTrack({ orderNumber: trimmed, phone }, event);
  };

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
        label={intl.formatMessage(messages.orderNumber)}
        hint={intl.formatMessage(messages.orderNumberHint)}
        name="order_number"
        dir="ltr"
        autoComplete="off"
        isRequired
        value={orderNumber}
        onChange={setOrderNumber}
        errorMessage={
          errors?.orderNumber ?? (isOrderMissing ? intl.formatMessage(messages.orderNumberRequired) : undefined)
        }
      />
      <PhoneInput
        label={intl.formatMessage(messages.phone)}
        name="phone"
        value={phone}
        onChange={setPhone}
        isInvalid={errors?.phone ? true : undefined}
        errorMessage={errors?.phone}
      />
      <input type="hidden" name="phone_code" value={phone.phoneCode} />
      <Button type="submit" isLoading={isSubmitting} className="sm:self-start">
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
