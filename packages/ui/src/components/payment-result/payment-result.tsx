import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/use-locale';
import { buttonVariants } from '../button';
import { messages } from './messages';

export type PaymentResultStatus = 'success' | 'failed' | 'cancelled' | 'pending';

export const paymentResultIconVariants = cva(
  'flex size-16 shrink-0 items-center justify-center rounded-full [&_svg]:size-8',
  {
    variants: {
      status: {
        success: 'bg-success-50 text-success-700',
        failed: 'bg-danger-50 text-danger-700',
        cancelled: 'bg-warning-50 text-warning-700',
        pending: 'bg-info-50 text-info-700',
      },
    },
    defaultVariants: { status: 'success' },
  },
);

const icons: Record<PaymentResultStatus, ReactNode> = {
  success: <CircleCheck aria-hidden />,
  failed: <CircleX aria-hidden />,
  cancelled: <CircleAlert aria-hidden />,
  pending: <Clock aria-hidden />,
};

export interface PaymentResultProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** What the server knows (`GET /orders/{uuid}/payment-status`), never the return URL's query. */
  status: PaymentResultStatus;
  /** The order number to quote. */
  orderNumber?: string;
  /** Paid (success) in halalas. */
  amount?: number;
  /** What happens next on success. @default 'friend_delivery' */
  deliveryType?: 'friend_delivery' | 'cafe_pickup';
  /** The recipient chooses the address through the SMS link (success). @default false */
  recipientSuppliesAddress?: boolean;
  /** Success: where the receipt went (the buyer's e-mail, else a text message); `null` says nothing. @default 'email' */
  receiptBy?: 'email' | 'sms' | null;
  /** Failed/cancelled: the reservation still holds, so another method may pay. @default true */
  canRetry?: boolean;
  /** Failed/cancelled: until when the reservation holds (ISO date-time). */
  retryUntil?: string;
  /** Where "Try another payment method" goes (`/cart?step=complete`). */
  retryHref?: string;
  /** @default '/my-orders' */
  ordersHref?: string;
  /** @default '/' */
  homeHref?: string;
  /** The provider's message for a failure (e.g. "INSUFFICIENT FUNDS"). */
  reason?: ReactNode;
  /** Time zone of `retryUntil`. @default 'Asia/Riyadh' */
  timeZone?: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
}

/**
 * The checkout result pages (issue 14 §3, spec §8): success with the order number and what happens
 * next; failed ('Your payment is Failed') and cancelled ('Your payment is Canceled') with a retry
 * while the reservation holds; pending while the server waits for the provider. The heading is
 * announced (`role="status"` on failure and pending).
 */
export function PaymentResult({
  status,
  orderNumber,
  amount,
  deliveryType = 'friend_delivery',
  recipientSuppliesAddress = false,
  canRetry = true,
  receiptBy = 'email',
  retryUntil,
  retryHref,
  ordersHref = '/my-orders',
  homeHref = '/',
  reason,
  timeZone = 'Asia/Riyadh',
  headingLevel = 1,
  className,
  ...props
}: PaymentResultProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const isFailure = status === 'failed' || status === 'cancelled';
  const next =
    deliveryType === 'cafe_pickup'
      ? messages.nextPickup
      : recipientSuppliesAddress
        ? messages.nextRecipientLink
        : messages.nextDelivery;

  return (
    <section
      data-slot="payment-result"
      data-status={status}
      aria-labelledby={`${id}-title`}
      className={cn('mx-auto flex max-w-lg flex-col items-center gap-4 p-4 text-center sm:p-8', className)}
      {...props}
    >
      <span className={paymentResultIconVariants({ status })}>{icons[status]}</span>
      <div role={status === 'success' ? undefined : 'status'} className="flex flex-col items-center gap-2">
        <Heading id={`${id}-title`} className="text-center font-bold text-2xl">
          {intl.formatMessage(messages[status])}
        </Heading>
        {reason ? (
          <p data-slot="payment-result-reason" className="text-center text-danger-700">
            {reason}
          </p>
        ) : null}
      </div>
      {orderNumber || amount !== undefined ? (
        <div className="flex flex-col items-center gap-1 text-ink-muted tabular-nums">
          {orderNumber ? (
            <p data-slot="payment-result-order-number" className="font-medium text-ink">
              {intl.formatMessage(messages.orderNumber, { number: orderNumber })}
            </p>
          ) : null}
          {status === 'success' && amount !== undefined ? (
            <p>{intl.formatMessage(messages.amountPaid, { amount: formatPrice(amount, locale) })}</p>
          ) : null}
        </div>
      ) : null}
      {status === 'success' ? (
        <div data-slot="payment-result-next" className="flex flex-col gap-1">
          <p className="text-center">{intl.formatMessage(next)}</p>
          {receiptBy ? (
            <p className="text-center text-ink-muted text-sm">
              {intl.formatMessage(receiptBy === 'sms' ? messages.receiptSms : messages.receipt)}
            </p>
          ) : null}
        </div>
      ) : null}
      {status === 'pending' ? <p className="text-center">{intl.formatMessage(messages.pendingBody)}</p> : null}
      {isFailure ? (
        <div className="flex flex-col gap-1">
          <p className="text-center">{intl.formatMessage(canRetry ? messages.retryBody : messages.noRetry)}</p>
          {canRetry && retryUntil ? (
            <p className="text-center text-ink-muted text-sm">
              {intl.formatMessage(messages.retryUntil, {
                time: intl.formatTime(retryUntil, { timeStyle: 'short', timeZone } as Intl.DateTimeFormatOptions),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {isFailure && canRetry && retryHref ? (
          <Link href={retryHref} data-slot="payment-result-retry" className={buttonVariants({ variant: 'primary' })}>
            {intl.formatMessage(messages.retry)}
          </Link>
        ) : null}
        {status === 'success' || status === 'pending' ? (
          <Link href={ordersHref} className={buttonVariants({ variant: 'primary' })}>
            {intl.formatMessage(messages.viewOrders)}
          </Link>
        ) : null}
        <Link href={homeHref} className={buttonVariants({ variant: 'secondary' })}>
          {intl.formatMessage(messages.home)}
        </Link>
      </div>
    </section>
  );
}
