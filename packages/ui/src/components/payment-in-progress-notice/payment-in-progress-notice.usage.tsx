import { UsageNotes } from '../../docs/foundations';
import { PaymentInProgressNotice } from './payment-in-progress-notice';

/** Usage notes on PaymentInProgressNotice's docs page (`parameters.docs.usage`). */
export function PaymentInProgressNoticeUsage() {
  return (
    <UsageNotes
      when={[
        'While a payment runs, from pressing Pay until the provider answers (spec §8: “do not refresh or press back”). Use `inline` over the pay button and `variant="page"` to fill a return page.',
        'Once the server knows the outcome, show `PaymentResult` instead, whose `pending` status covers a payment the server is still confirming. A short wait that is not a payment is a `Spinner` or a button’s `isLoading`.',
      ]}
      dos={[
        {
          text: 'Keep `shouldWarnOnLeave` (on by default) while the payment runs, so the browser asks before the page is left or reloaded. The example passes `false` so that this docs page can still be left.',
          example: <PaymentInProgressNotice shouldWarnOnLeave={false} />,
        },
        {
          text: 'Use `title` and `message` only for a provider’s own instruction, and keep the meaning: wait here, do not refresh, do not go back.',
        },
      ]}
      donts={[
        {
          text: 'Leave it mounted after the result is known. While it is mounted the browser keeps asking before the shopper leaves; unmounting removes the `beforeunload` listener.',
        },
      ]}
      keyboard={[['Tab', 'Nothing of its own: it is text in a status region and never takes focus.']]}
      screenReader={[
        'A polite `role="status"` region: its title and the do-not-refresh sentence are read when it appears. The spinner is hidden (`label={null}`) because the region says it all.',
        'The leave warning is the browser’s own dialog, with the browser’s text, not the store’s.',
      ]}
    />
  );
}
