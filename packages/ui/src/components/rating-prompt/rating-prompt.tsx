import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useControllableState } from '../../lib/use-controllable-state';
import { Button } from '../button';
import {
  Dialog,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { FormAlert } from '../form-alert';
import { RatingFaces, type RatingReason, type RatingValue } from '../rating-faces';
import { Textarea } from '../text-field';
import { messages } from './messages';

/** What a rating sends (`POST /orders/save-rating`). */
export interface RatingPromptValues {
  rating: RatingValue;
  reasons: RatingReason[];
  comment: string;
}

export interface RatingPromptProps extends Omit<DialogContentProps, 'title' | 'children' | 'onSubmit'> {
  /** Whether the dialog is shown (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The order's number, named in the question. */
  orderNumber?: string;
  /** Called with the rating when sent; without it the form submits natively (`rating`, `reasons`, `comment`). */
  onRate?: (values: RatingPromptValues, event: FormEvent<HTMLFormElement>) => void;
  /** Shows a spinner on Send while the server saves. @default false */
  isSubmitting?: boolean;
  /** The server's refusal (already rated, not delivered yet…), shown as an alert. */
  errorMessage?: ReactNode;
  /** Shows the thanks instead of the form. @default false */
  isSubmitted?: boolean;
  /** Extra hidden fields for a native post (e.g. the order id). */
  hiddenFields?: Record<string, string>;
}

/**
 * The rating prompt of a delivered order (issue 15 §3, `/my-orders?order_id=…`): the five faces as a
 * radio group, the reasons once a face is chosen, an optional comment, Send; the server's error as
 * an alert; a thank-you when saved.
 */
export function RatingPrompt({
  open,
  defaultOpen = false,
  onOpenChange,
  orderNumber,
  onRate,
  isSubmitting = false,
  errorMessage,
  isSubmitted = false,
  hiddenFields,
  ...props
}: RatingPromptProps) {
  const intl = useIntl();
  const id = useId();
  const missingId = `${id}-missing`;
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const [rating, setRating] = useState<RatingValue | null>(null);
  const [reasons, setReasons] = useState<RatingReason[]>([]);
  const [comment, setComment] = useState('');
  const [isRatingMissing, setIsRatingMissing] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (rating === null) {
      event.preventDefault();
      setIsRatingMissing(true);
      return;
    }
    if (!onRate) return;
    event.preventDefault();
    onRate({ rating, reasons, comment: comment.trim() }, event);
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogContent data-slot="rating-prompt" data-state-view={isSubmitted ? 'thanks' : 'form'} {...props}>
        {isSubmitted ? (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
            <CircleCheck aria-hidden className="size-12 text-success-700" />
            <DialogTitle className="text-center">{intl.formatMessage(messages.thanksTitle)}</DialogTitle>
            <DialogDescription className="text-center">{intl.formatMessage(messages.thanksBody)}</DialogDescription>
          </div>
        ) : (
          <form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
              <DialogDescription>
                {orderNumber
                  ? intl.formatMessage(messages.description, { number: orderNumber })
                  : intl.formatMessage(messages.descriptionNoNumber)}
              </DialogDescription>
            </DialogHeader>
            <FormAlert message={errorMessage} />
            <RatingFaces
              errorMessageId={isRatingMissing ? missingId : undefined}
              value={rating}
              onValueChange={(next) => {
                setRating(next);
                setIsRatingMissing(false);
              }}
              reasons={reasons}
              onReasonsChange={setReasons}
              isDisabled={isSubmitting}
            />
            {isRatingMissing ? (
              <p
                id={missingId}
                role="alert"
                data-slot="rating-prompt-missing"
                className="text-start text-danger-700 text-sm"
              >
                {intl.formatMessage(messages.ratingRequired)}
              </p>
            ) : null}
            <Textarea
              label={intl.formatMessage(messages.comment)}
              name="comment"
              rows={3}
              maxLength={500}
              value={comment}
              onChange={setComment}
              isDisabled={isSubmitting}
            />
            {rating === null ? null : <input type="hidden" name="rating" value={rating} />}
            {reasons.map((reason) => (
              <input key={reason} type="hidden" name="reasons" value={reason} />
            ))}
            {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <DialogFooter>
              <Button type="button" variant="secondary" disabled={isSubmitting} onClick={() => setOpen(false)}>
                {intl.formatMessage(messages.later)}
              </Button>
              <Button type="submit" isLoading={isSubmitting}>
                {intl.formatMessage(messages.submit)}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
