/**
 * The rating prompt of `/my-orders?order_id=…` (spec §3, issue 15 §3): the five faces, the reasons
 * and a comment, posted to the page's action (`POST /orders/save-rating`). Shown in the page, not
 * in a dialog, so the server's first HTML already holds it.
 */
import { RATING_LEVELS } from '@hadiya/contract/constants';
import { Button, FormAlert, RatingFaces, type RatingReason, type RatingValue, TextField } from '@hadiya/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { messages } from './orders.messages';

export interface RatingFormProps {
  orderUuid: string;
  orderNumber: string;
  error?: string | null;
  /** Where "Not now" goes (the list without `?order_id`). */
  closeHref: string;
}

export function RatingForm({ orderUuid, orderNumber, error, closeHref }: RatingFormProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const [rating, setRating] = useState<RatingValue | null>(null);
  const [reasons, setReasons] = useState<RatingReason[]>([]);
  const [isMissingFace, setMissingFace] = useState(false);
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'rate';
  return (
    <section
      aria-labelledby="rate-order-title"
      className="flex flex-col gap-4 rounded-2xl border-2 border-leaf-700 bg-surface-raised p-5"
      data-slot="rating-prompt"
    >
      <h2 id="rate-order-title" className="font-bold text-xl">
        {intl.formatMessage(messages.rateTitle, { number: <bdi dir="ltr">{orderNumber}</bdi> })}
      </h2>
      <Form
        method="post"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          if (rating === null) {
            event.preventDefault();
            setMissingFace(true);
          }
        }}
      >
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="order_id" value={orderUuid} />
        <input type="hidden" name="rating" value={rating === null ? '' : RATING_LEVELS[rating - 1]} />
        {reasons.map((reason) => (
          <input key={reason} type="hidden" name="reasons" value={reason} />
        ))}
        <FormAlert
          message={
            isMissingFace && rating === null ? intl.formatMessage(messages.rateChooseFace) : (error ?? undefined)
          }
        />
        <RatingFaces
          value={rating}
          onValueChange={(value) => setRating(value)}
          reasons={reasons}
          onReasonsChange={setReasons}
        />
        <TextField name="comment" label={intl.formatMessage(messages.rateComment)} maxLength={500} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={isSubmitting}>
            {intl.formatMessage(messages.rateSubmit)}
          </Button>
          <a href={closeHref} className="font-medium text-leaf-800 underline underline-offset-4">
            {intl.formatMessage(messages.rateLater)}
          </a>
        </div>
      </Form>
    </section>
  );
}
