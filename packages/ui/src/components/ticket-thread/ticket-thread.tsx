import type { TicketStatus } from '@hadiya/contract/calls/support-fields';
import { Download } from 'lucide-react';
import { type ComponentProps, createContext, Fragment, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice, STORE_TIME_ZONE } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { formatFileSize } from '../file-picker';
import { TicketStatusBadge, useTicketStatusLabel } from '../ticket-status-badge';
import { messages } from './messages';

export interface TicketThreadAttachment {
  id: string;
  /** The file's name as the shopper sent it (display only). */
  name: string;
  size: number;
  /** Where it downloads (always as a download, served only to its owner and the store). */
  url: string;
}

export interface TicketThreadMessage {
  id: number | string;
  /** Who wrote it: the shopper or the store. */
  author: 'shopper' | 'operator';
  body: string;
  createdAt: string | Date;
  attachments: readonly TicketThreadAttachment[];
  /** The status the store set with this message, if any: a "Status changed to …" line after it. */
  statusChange?: TicketStatus | null;
}

export interface TicketThreadProps extends Omit<ComponentProps<'section'>, 'children'> {
  number: string;
  status: TicketStatus;
  /** The server's name of the status, in the page's language. */
  statusLabel?: string;
  issue?: string | null;
  order?: string | null;
  createdAt: string | Date;
  /** The conversation, oldest first; the opening description is the first message. */
  messages: readonly TicketThreadMessage[];
  /** Halalas credited to the wallet when the ticket was resolved with refund. */
  refundAmount?: number | null;
  /** The reply box (`TicketReplyForm`), shown while the ticket is open. */
  replyForm?: ReactNode;
  /** Whether the shopper may still reply; without it a closed-ticket note stands in. @default false */
  canReply?: boolean;
  /** Heading level of the ticket's title; the conversation's and the reply box's are one below. @default 2 */
  headingLevel?: 2 | 3;
}

/** The level of the headings inside a thread, for the reply box passed in as `replyForm`. */
export const TicketThreadSubHeadingLevel = createContext<3 | 4>(3);

/**
 * One ticket and its conversation with the store (issue 16 §1), attachments as downloads, each
 * status the store set as a "Status changed to …" line, the reply box while open.
 */
export function TicketThread({
  number,
  status,
  statusLabel,
  issue,
  order,
  createdAt,
  messages: conversation,
  refundAmount,
  replyForm,
  canReply = false,
  headingLevel = 2,
  className,
  ...props
}: TicketThreadProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const subHeadingLevel = (headingLevel + 1) as 3 | 4;
  const SubHeading = `h${subHeadingLevel}` as const;
  const statusName = useTicketStatusLabel();
  const formatWhen = (value: string | Date) =>
    intl.formatDate(value, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: STORE_TIME_ZONE,
    });

  return (
    <section
      aria-labelledby={titleId}
      data-slot="ticket-thread"
      data-status={status}
      className={cn('flex flex-col gap-4 rounded-lg border border-line bg-surface-raised p-4 sm:p-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={titleId} className="font-bold text-lg">
            {intl.formatMessage(messages.title, { number })}
          </Heading>
          <TicketStatusBadge status={status} label={statusLabel} />
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div className="flex gap-2 sm:flex-col sm:gap-0">
            <dt className="text-ink-muted">{intl.formatMessage(messages.issue)}</dt>
            <dd>{issue || intl.formatMessage(messages.noIssue)}</dd>
          </div>
          {order ? (
            <div className="flex gap-2 sm:flex-col sm:gap-0">
              <dt className="text-ink-muted">{intl.formatMessage(messages.order)}</dt>
              <dd>
                <bdi>{order}</bdi>
              </dd>
            </div>
          ) : null}
          <div className="flex gap-2 sm:flex-col sm:gap-0">
            <dt className="text-ink-muted">{intl.formatMessage(messages.opened)}</dt>
            <dd>
              <time dateTime={new Date(createdAt).toISOString()}>{formatWhen(createdAt)}</time>
            </dd>
          </div>
        </dl>
        {status === 'resolved_with_refund' && refundAmount ? (
          <p data-slot="ticket-thread-refund" className="rounded-md bg-success-50 px-3 py-2 text-sm text-success-700">
            {intl.formatMessage(messages.refund, { amount: formatPrice(refundAmount, locale) })}
          </p>
        ) : null}
      </header>
      <SubHeading className="sr-only">{intl.formatMessage(messages.conversation)}</SubHeading>
      <ol data-slot="ticket-thread-messages" className="flex flex-col gap-3">
        {conversation.map((message) => {
          const isMine = message.author === 'shopper';
          const hasContent = message.body.trim() !== '' || message.attachments.length > 0;
          return (
            <Fragment key={message.id}>
              {hasContent ? (
                <li
                  data-slot="ticket-thread-message"
                  data-author={message.author}
                  className={cn(
                    'flex max-w-[min(100%,36rem)] flex-col gap-2 rounded-lg border p-3',
                    isMine ? 'ms-auto border-leaf-200 bg-leaf-50' : 'me-auto border-line bg-sand-50',
                  )}
                >
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="font-semibold">{intl.formatMessage(isMine ? messages.you : messages.store)}</span>
                    <time dateTime={new Date(message.createdAt).toISOString()} className="text-ink-muted">
                      {formatWhen(message.createdAt)}
                    </time>
                  </p>
                  <p dir="auto" className="whitespace-pre-line text-start text-ink">
                    {message.body}
                  </p>
                  {message.attachments.length > 0 ? (
                    <ul aria-label={intl.formatMessage(messages.attachments)} className="flex flex-col gap-1">
                      {message.attachments.map((attachment) => (
                        <li key={attachment.id}>
                          {/* A download, never shown in the page: the store serves it as an attachment. */}
                          <a
                            href={attachment.url}
                            download={attachment.name}
                            data-slot="ticket-thread-attachment"
                            className="inline-flex min-h-11 items-center gap-2 rounded-md text-leaf-800 text-sm underline underline-offset-4 hover:text-leaf-900 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 [&_svg]:size-4 [&_svg]:shrink-0"
                          >
                            <Download aria-hidden />
                            {intl.formatMessage(messages.download, {
                              name: attachment.name,
                              size: formatFileSize(attachment.size, intl),
                            })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ) : null}
              {message.statusChange ? (
                <li
                  data-slot="ticket-thread-status-change"
                  data-status={message.statusChange}
                  className="flex flex-wrap items-baseline justify-center gap-x-2 text-center text-ink-muted text-sm"
                >
                  <span>
                    {intl.formatMessage(messages.statusChanged, { status: statusName(message.statusChange) })}
                  </span>
                  {/* A message of its own shows its time; after a message, the bubble already does. */}
                  {hasContent ? null : (
                    <time dateTime={new Date(message.createdAt).toISOString()}>{formatWhen(message.createdAt)}</time>
                  )}
                </li>
              ) : null}
            </Fragment>
          );
        })}
      </ol>
      {canReply ? (
        <TicketThreadSubHeadingLevel value={subHeadingLevel}>{replyForm}</TicketThreadSubHeadingLevel>
      ) : (
        <p data-slot="ticket-thread-closed" className="rounded-md bg-sand-100 px-3 py-2 text-ink-muted text-sm">
          {intl.formatMessage(messages.closedNote)}
        </p>
      )}
    </section>
  );
}
