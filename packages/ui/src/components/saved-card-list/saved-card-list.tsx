import { CreditCard } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { PaymentBrandMark, usePaymentBrandName } from '../payment-brand-mark';
import { messages } from './messages';

/** A card the gateway keeps as a token (`GET /user/save-card`); only these fields reach the store. */
export interface SavedCard {
  id: string | number;
  /** The network's mark; `card` draws a plain card, for a network without its own mark. */
  brand: 'mada' | 'visa' | 'mastercard' | 'card';
  /** The network's name when the mark does not say it (`card`: American Express…). */
  brandName?: string;
  last4: string;
  /** 1–12; null when the gateway did not say (no expiry line, never "Expired"). */
  expiryMonth?: number | null;
  /** Four digits. */
  expiryYear?: number | null;
}

export interface SavedCardListProps extends Omit<ComponentProps<'section'>, 'children'> {
  cards: readonly SavedCard[];
  /**
   * Called after the shopper confirms (then `DELETE /user/save-card/{id}`). The dialog stays open
   * with a spinner until the card leaves `cards` or, once `deletingId` named it, the deletion ends.
   */
  onDelete?: (id: SavedCard['id']) => void;
  /**
   * The card whose deletion is on its way: its dialog shows a spinner and stays open. When it
   * stops naming the card (the call failed and the card is still listed), the dialog closes.
   */
  deletingId?: SavedCard['id'];
  /** Today, for the expired badge (tests). @default new Date() */
  now?: Date;
  /** Hides the "Saved cards" heading (when the page has its own). @default false */
  hideTitle?: boolean;
}

/**
 * The shopper's saved cards (`/payment`, issue 14 §3): brand mark, last four digits, expiry (an
 * "Expired" badge when past) and Delete behind a yes/no confirmation.
 */
export function SavedCardList({
  cards,
  onDelete,
  deletingId,
  now,
  hideTitle = false,
  className,
  ...props
}: SavedCardListProps) {
  const intl = useIntl();
  const brandName = usePaymentBrandName();
  const id = useId();
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  // After Yes: `sent` until the caller names the card in `deletingId`, then `pending` until it
  // stops naming it. The caller's pending state may arrive renders after the click (a mutation
  // notifies on a later task), so the click alone cannot tell whether there is one to wait for.
  const [deletion, setDeletion] = useState<'none' | 'sent' | 'pending'>('none');
  const today = now ?? new Date();
  const isExpired = ({ expiryMonth: month, expiryYear: year }: SavedCard) =>
    month != null &&
    year != null &&
    (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1));
  // Two digits in the page's numerals (٠٩/٢٨ in Arabic), like every other date of the store.
  const two = (value: number) => intl.formatNumber(value % 100, { minimumIntegerDigits: 2, useGrouping: false });
  const nameOf = (card: SavedCard) => card.brandName ?? brandName(card.brand);
  const close = () => {
    setConfirming(null);
    setDeletion('none');
  };
  const isDeleting = confirming !== null && deletingId === confirming.id;
  // A deletion that finished (the card left the list) or failed (no longer pending) closes its dialog.
  if (confirming && !cards.some((card) => card.id === confirming.id)) close();
  else if (deletion === 'sent' && isDeleting) setDeletion('pending');
  else if (deletion === 'pending' && !isDeleting) close();

  return (
    <section
      data-slot="saved-card-list"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className={cn('text-start font-bold text-lg', hideTitle && 'sr-only')}>
        {intl.formatMessage(messages.title)}
      </h2>
      {cards.length === 0 ? (
        <p className="flex items-center gap-2 text-start text-ink-muted">
          <CreditCard aria-hidden className="size-5 shrink-0" />
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {cards.map((card) => {
            const values = { brand: nameOf(card), last4: card.last4 };
            const expired = isExpired(card);
            return (
              <li
                key={card.id}
                data-slot="saved-card"
                data-brand={card.brand}
                data-state={expired ? 'expired' : 'valid'}
                className="flex items-center gap-3 p-3 sm:p-4"
              >
                <PaymentBrandMark brand={card.brand} className="h-8 w-12" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="text-start font-medium tabular-nums">
                    {intl.formatMessage(messages.card, values)}
                  </span>
                  {card.expiryMonth != null && card.expiryYear != null ? (
                    <span className="flex flex-wrap items-center gap-2 text-ink-muted text-sm tabular-nums">
                      {intl.formatMessage(messages.expires, {
                        month: two(card.expiryMonth),
                        year: two(card.expiryYear),
                      })}
                      {expired ? <Badge variant="danger">{intl.formatMessage(messages.expired)}</Badge> : null}
                    </span>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger-700"
                  aria-label={intl.formatMessage(messages.deleteCard, values)}
                  onClick={() => setConfirming(card)}
                >
                  {intl.formatMessage(messages.delete)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        tone="danger"
        title={intl.formatMessage(messages.confirmTitle)}
        description={
          confirming
            ? intl.formatMessage(messages.confirmDescription, {
                brand: nameOf(confirming),
                last4: confirming.last4,
              })
            : undefined
        }
        confirmLabel={intl.formatMessage(messages.confirmYes)}
        isConfirming={isDeleting || deletion !== 'none'}
        onCancel={close}
        onConfirm={() => {
          if (!confirming || deletion !== 'none') return;
          setDeletion('sent');
          onDelete?.(confirming.id);
        }}
      />
    </section>
  );
}
