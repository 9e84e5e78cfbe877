import { CircleCheck, Clock, Gift, XCircle } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { OrderStatusTimeline, type OrderStatusTimelineFlowProps } from '../order-status-timeline';
import { messages } from './messages';

/** Where the recipient's link stands (issue 15 §2). */
export type RecipientGiftState = 'waiting' | 'accepted' | 'declined' | 'expired';

export interface RecipientGiftViewProps extends Omit<ComponentProps<'article'>, 'children'> {
  state: RecipientGiftState;
  /** The buyer's name; `null` when they hid it ("someone special"). */
  senderName?: string | null;
  /** The message card's text. */
  message?: string;
  /** The timeline's data (e.g. from `orderStatusTimelineOf`), shown once accepted. */
  timeline?: OrderStatusTimelineFlowProps | null;
  /**
   * While waiting, the accept form (the checkout's `RecipientForm` and `SlotPicker` with a submit
   * button), shown after "Accept the gift". Without it "Accept the gift" calls `onAccept`.
   */
  acceptForm?: ReactNode;
  onAccept?: () => void;
  /** Called when the recipient confirms the decline; keep `isDeclining` on while it runs. */
  onDecline?: () => void;
  /** @default false */
  isDeclining?: boolean;
}

/**
 * The recipient's private page (issue 15 §2), without prices: who sent it (or "someone special"),
 * the message card, and the timeline; while it waits for them, accept (with the address and slot
 * form) or decline after a confirmation; then the declined or expired states.
 */
export function RecipientGiftView({
  state,
  senderName,
  message,
  timeline,
  acceptForm,
  onAccept,
  onDecline,
  isDeclining = false,
  className,
  ...props
}: RecipientGiftViewProps) {
  const intl = useIntl();
  const id = useId();
  const [isAccepting, setIsAccepting] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  if (state === 'expired' || state === 'declined') {
    return (
      <article data-slot="recipient-gift-view" data-state={state} className={className} {...props}>
        <EmptyState
          level={1}
          icon={state === 'expired' ? <Clock aria-hidden /> : <XCircle aria-hidden />}
          title={intl.formatMessage(state === 'expired' ? messages.expired : messages.declined)}
          description={intl.formatMessage(state === 'expired' ? messages.expiredBody : messages.declinedBody)}
        />
      </article>
    );
  }

  return (
    <article
      data-slot="recipient-gift-view"
      data-state={state}
      aria-labelledby={`${id}-title`}
      className={cn('mx-auto flex max-w-2xl flex-col gap-5', className)}
      {...props}
    >
      <header className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-clay-50 text-clay-700 [&_svg]:size-7">
          <Gift aria-hidden />
        </span>
        <h1 id={`${id}-title`} className="font-bold text-2xl">
          {intl.formatMessage(messages.title)}
        </h1>
        <p data-slot="recipient-gift-view-sender" className="text-ink-muted">
          {senderName
            ? intl.formatMessage(messages.from, { name: senderName })
            : intl.formatMessage(messages.fromHidden)}
        </p>
      </header>
      {message ? (
        <section
          aria-labelledby={`${id}-message`}
          className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-4"
        >
          <h2 id={`${id}-message`} className="text-start font-bold">
            {intl.formatMessage(messages.messageCard)}
          </h2>
          <p className="whitespace-pre-line text-start" dir="auto">
            {message}
          </p>
        </section>
      ) : null}
      {state === 'accepted' ? (
        <p role="status" className="flex items-start gap-2 text-start text-success-700">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          {intl.formatMessage(messages.accepted)}
        </p>
      ) : null}
      {timeline && state === 'accepted' ? <OrderStatusTimeline {...timeline} /> : null}
      {state === 'waiting' ? (
        <section data-slot="recipient-gift-view-choice" className="flex flex-col gap-4">
          <p className="text-start">{intl.formatMessage(messages.waiting)}</p>
          {isAccepting && acceptForm ? (
            acceptForm
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                onClick={() => {
                  if (acceptForm) setIsAccepting(true);
                  else onAccept?.();
                }}
              >
                {intl.formatMessage(messages.accept)}
              </Button>
              <Button variant="secondary" onClick={() => setIsConfirmOpen(true)}>
                {intl.formatMessage(messages.decline)}
              </Button>
            </div>
          )}
          <ConfirmDialog
            open={isConfirmOpen}
            onOpenChange={setIsConfirmOpen}
            tone="danger"
            title={intl.formatMessage(messages.declineTitle)}
            description={intl.formatMessage(messages.declineBody)}
            confirmLabel={intl.formatMessage(messages.declineConfirm)}
            cancelLabel={intl.formatMessage(messages.declineCancel)}
            isConfirming={isDeclining}
            onConfirm={onDecline}
          />
        </section>
      ) : null}
    </article>
  );
}
