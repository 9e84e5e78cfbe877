/**
 * The result pages (spec §8): what the server says about the order's payment and nothing else.
 * Paid → the order number and what happens next; a failed or cancelled attempt → the spec's
 * message and, while the reservation holds, a retry with another method. Composed from the design
 * system's PaymentResult.
 */
import type { PaymentStatusView } from '@hadiya/contract/calls/payments';
import { Link, PaymentResult } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { messages } from './payment.messages';

export type ResultKind = 'success' | 'failed' | 'cancelled' | 'pending' | 'unpaid';

/** Which page the server's answer is (the address the shopper came back to plays no part). */
export function resultKindOf(status: PaymentStatusView): ResultKind {
  if (status.is_paid) return 'success';
  if (status.attempt_status === 'canceled') return 'cancelled';
  if (status.attempt_status === 'failed' || status.attempt_status === 'expired' || status.payment_status === 'failed')
    return 'failed';
  if (status.attempt_status === 'pending' || status.payment_status === 'pending' || status.next === 'wait')
    return 'pending';
  return 'unpaid';
}

const CAFE_STATUSES = ['confirmed', 'cafe_accepted', 'processing', 'ready_for_pickup', 'picked_up'];

export function ResultView({ status }: { status: PaymentStatusView }) {
  const intl = useIntl();
  const kind = resultKindOf(status);
  const retryHref = `/checkout/pay/${status.order_uuid}`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12" data-result={kind}>
      {kind === 'unpaid' ? (
        // Opened by hand before any payment: nothing is paid, and the page says only that.
        <section
          data-slot="payment-result"
          data-status="unpaid"
          className="flex flex-col items-center gap-4 text-center"
        >
          <h1 className="font-bold text-2xl">{intl.formatMessage(messages.unpaidTitle)}</h1>
          <p className="font-medium">
            {intl.formatMessage(messages.orderNumber, { number: <bdi dir="ltr">{status.order_number}</bdi> })}
          </p>
          {status.can_retry ? (
            <Link href={retryHref} className="rounded-full bg-leaf-700 px-5 py-2.5 font-semibold text-white">
              {intl.formatMessage(messages.pay)}
            </Link>
          ) : null}
        </section>
      ) : (
        <PaymentResult
          status={kind}
          orderNumber={status.order_number}
          amount={status.total}
          deliveryType={CAFE_STATUSES.includes(status.status) ? 'cafe_pickup' : 'friend_delivery'}
          recipientSuppliesAddress={status.status === 'waiting_for_recipient'}
          canRetry={status.can_retry}
          receiptBy={status.receipt_by ?? null}
          retryUntil={status.retry_until ?? undefined}
          retryHref={retryHref}
          reason={kind === 'success' ? undefined : (status.message ?? undefined)}
        />
      )}
    </div>
  );
}
