import { UsageNotes } from '../../docs/foundations';
import { type LinkComponentProps, LinkProvider } from '../../lib/link';
import { PaymentResult } from './payment-result';

/** Stands in for the app's router link: the docs page stays put. */
function StayLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/** Usage notes on PaymentResult's docs page (`parameters.docs.usage`). */
export function PaymentResultUsage() {
  return (
    <UsageNotes
      when={[
        'The page the shopper returns to after paying (spec §8): success with the order number and what happens next, failed (“Your payment is Failed”), cancelled (“Your payment is Canceled”), or pending while the server waits for the provider.',
        'While the payment is still running on this page, use `PaymentInProgressNotice`. The order’s progress after that is the `OrderStatusTimeline` in `/my-orders`.',
      ]}
      dos={[
        {
          text: 'Take `status` from `GET /orders/{uuid}/payment-status`, never from the return URL’s query, and show only what the server says about the order.',
        },
        {
          text: 'On a failure, pass `retryHref` (`/cart?step=complete`) and `retryUntil` while the reservation holds. Once it has ended, pass `canRetry={false}`: the retry link goes and the text says the basket is waiting.',
          example: (
            <LinkProvider component={StayLink}>
              <PaymentResult
                status="failed"
                headingLevel={2}
                retryHref="/cart?step=complete"
                retryUntil="2026-11-24T08:15:00Z"
                className="p-0 sm:p-0"
              />
            </LinkProvider>
          ),
        },
        {
          text: 'On success, pass `deliveryType`, `recipientSuppliesAddress` and `receiptBy` so the next-step lines match the order (gift delivery, an SMS link to the recipient, cafe pick-up; receipt by e-mail or SMS).',
        },
      ]}
      donts={[
        {
          text: 'Show `pending` without checking the status again. Its text tells the shopper not to pay again because the page updates by itself, so the app must poll and re-render.',
        },
        {
          text: 'Keep the default `h1` when the result sits under another page heading. Pass `headingLevel={2}`.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves through the links in order: “Try another payment method” (failure, with `retryHref`) or “View my orders” (success, pending), then “Continue shopping”.',
        ],
        ['Enter', 'Follows the link.'],
      ]}
      screenReader={[
        'A section named by its heading. On failed, cancelled and pending, the heading and the provider’s `reason` sit in a `role="status"` region, so the outcome is announced. On success the heading is simply the page’s heading.',
        'The status icon is hidden, so the outcome is carried by the heading’s words and not by colour or icon. The order number reads left to right inside Arabic text.',
      ]}
    />
  );
}
