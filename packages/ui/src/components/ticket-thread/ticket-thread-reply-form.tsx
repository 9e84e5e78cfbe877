import { SUPPORT_LIMITS } from '@hadiya/contract/calls/support';
import { type ReactNode, useContext, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { FilePicker } from '../file-picker';
import { FormAlert } from '../form-alert';
import { useRuleMessage } from '../rule-message';
import { SupportForm, type SupportFormProps } from '../support-form';
import { Textarea } from '../text-field';
import { messages } from './messages';
import { TicketThreadSubHeadingLevel } from './ticket-thread';

export interface TicketReplyFormProps extends Omit<SupportFormProps, 'children' | 'validate'> {
  /** The reply being sent. @default false */
  isSubmitting?: boolean;
  /** The server's message (shown above the fields). */
  serverError?: ReactNode;
  /** The server's messages by field (`message`, `attachment`). */
  fieldErrors?: Partial<Record<'message' | 'attachment', string>>;
  /** The text sent last time, kept when the server refused it. */
  defaultMessage?: string;
  /** The largest attachment, in bytes. */
  maxSizeBytes?: number;
  /** Heading level of "Reply". @default one below the `TicketThread` it is in (3 outside one) */
  headingLevel?: 3 | 4;
}

/** The reply box of an open ticket: a message and one attachment, posted as `multipart/form-data`. */
export function TicketReplyForm({
  isSubmitting = false,
  serverError,
  fieldErrors,
  defaultMessage = '',
  maxSizeBytes,
  headingLevel,
  ...props
}: TicketReplyFormProps) {
  const intl = useIntl();
  const threadLevel = useContext(TicketThreadSubHeadingLevel);
  const Heading = `h${headingLevel ?? threadLevel}` as const;
  const ruleMessage = useRuleMessage();
  const headingId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | undefined>();

  const validate = async () => {
    const isEmpty = (textRef.current?.value ?? '').trim() === '';
    setError(isEmpty ? 'required' : undefined);
    if (isEmpty) textRef.current?.focus();
    return !isEmpty;
  };

  return (
    <section
      aria-labelledby={headingId}
      data-slot="ticket-reply"
      className="flex flex-col gap-3 border-line border-t pt-4"
    >
      <Heading id={headingId} className="font-semibold text-base">
        {intl.formatMessage(messages.reply)}
      </Heading>
      <SupportForm validate={validate} {...props}>
        <FormAlert message={serverError} />
        <Textarea
          ref={textRef}
          name="message"
          label={intl.formatMessage(messages.replyLabel)}
          isRequired
          rows={4}
          maxLength={SUPPORT_LIMITS.message}
          defaultValue={defaultMessage}
          onChange={(value) => {
            if (error && value.trim()) setError(undefined);
          }}
          errorMessage={ruleMessage(error ?? fieldErrors?.message)}
          isDisabled={isSubmitting}
        />
        <FilePicker
          label={intl.formatMessage(messages.attachment)}
          maxSizeBytes={maxSizeBytes}
          errorMessage={fieldErrors?.attachment}
          isDisabled={isSubmitting}
        />
        <Button type="submit" className="self-start" isLoading={isSubmitting}>
          {intl.formatMessage(messages.send)}
        </Button>
      </SupportForm>
    </section>
  );
}
