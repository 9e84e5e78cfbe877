/**
 * Track gift (issue 15 §1, the footer's link): order number and the mobile number used, posted to
 * the page's action, so a guest finds the order without an account and before the scripts arrive.
 */
import { Button, FormAlert, TextField } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { Form, useNavigation } from 'react-router';
import { messages } from './orders.messages';

export interface TrackGiftFormProps {
  /** The server's message when no order matched, or the fields' messages. */
  error?: string | null;
  fieldErrors?: Record<string, string>;
  defaultValues?: { order_number?: string; phone_number?: string };
  /** The route that answers the `track` intent. @default the current route */
  action?: string;
}

export function TrackGiftForm({ error, fieldErrors = {}, defaultValues = {}, action }: TrackGiftFormProps) {
  const intl = useIntl();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'track';
  return (
    <section
      aria-labelledby="track-gift-title"
      className="flex flex-col gap-4 rounded-2xl border border-line p-5"
      data-slot="track-gift"
    >
      <h2 id="track-gift-title" className="font-bold text-xl">
        {intl.formatMessage(messages.trackTitle)}
      </h2>
      <p className="text-ink-muted text-sm">{intl.formatMessage(messages.trackIntro)}</p>
      <Form method="post" action={action} className="flex flex-col gap-4" data-slot="track-gift-form">
        <input type="hidden" name="intent" value="track" />
        <FormAlert message={error ?? undefined} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="order_number"
            label={intl.formatMessage(messages.trackNumber)}
            dir="ltr"
            autoComplete="off"
            isRequired
            defaultValue={defaultValues.order_number}
            errorMessage={fieldErrors.order_number}
          />
          <TextField
            name="phone_number"
            type="tel"
            inputMode="tel"
            label={intl.formatMessage(messages.trackPhone)}
            dir="ltr"
            autoComplete="tel-national"
            isRequired
            defaultValue={defaultValues.phone_number}
            errorMessage={fieldErrors.phone_number}
          />
        </div>
        <Button type="submit" className="self-start" isLoading={isSubmitting}>
          {intl.formatMessage(messages.trackSubmit)}
        </Button>
      </Form>
    </section>
  );
}
