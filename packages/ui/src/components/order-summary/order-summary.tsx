import { VAT_RATE_BASIS_POINTS } from '@hadiya/contract/constants';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

export interface OrderSummaryProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** Halalas, VAT-inclusive, as the server computed them (every figure below too). */
  subtotal: number;
  /** Add-ons (wrapping, cards…); the row is hidden when 0 or absent. */
  addons?: number;
  /** Delivery fee; 0 reads "Free", absent hides the row. */
  deliveryFee?: number;
  /** Coupon discount (a positive number, shown as a minus); hidden when 0 or absent. */
  discount?: number;
  /** The coupon's code, named beside the discount. */
  couponCode?: string;
  /** Paid from the wallet (positive, shown as a minus); hidden when 0 or absent. */
  wallet?: number;
  /** What the shopper pays now. */
  total: number;
  /** The VAT contained in the total (spec: prices are VAT-inclusive). */
  vatIncluded: number;
  /** VAT rate in basis points, for the "includes 15 % VAT" line. @default 1500 */
  vatRateBasisPoints?: number;
  /** Whole riyals, as the cart shows them (spec §9). @default false */
  isRounded?: boolean;
  /** Replaces "Order summary". */
  title?: ReactNode;
  /** Greys the figures while the server recomputes them (`aria-busy`). @default false */
  isUpdating?: boolean;
  /** Under the figures (terms, the place-order button). */
  footer?: ReactNode;
}

/**
 * The checkout's figures (issue 14 §1): subtotal, add-ons, delivery fee, discount, wallet, total
 * and the VAT it includes. It computes nothing: every amount comes from the server.
 */
export function OrderSummary({
  subtotal,
  addons,
  deliveryFee,
  discount,
  couponCode,
  wallet,
  total,
  vatIncluded,
  vatRateBasisPoints = VAT_RATE_BASIS_POINTS,
  isRounded = false,
  title,
  isUpdating = false,
  footer,
  className,
  ...props
}: OrderSummaryProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const money = (amount: number) => formatPrice(amount, locale, { isRounded });
  const minus = (amount: number) => intl.formatMessage(messages.minus, { amount: money(amount) });
  const rows: { key: string; label: ReactNode; value: string; tone?: 'saving' }[] = [
    { key: 'subtotal', label: intl.formatMessage(messages.subtotal), value: money(subtotal) },
  ];
  if (addons) rows.push({ key: 'addons', label: intl.formatMessage(messages.addons), value: money(addons) });
  if (deliveryFee !== undefined)
    rows.push({
      key: 'delivery-fee',
      label: intl.formatMessage(messages.deliveryFee),
      value: deliveryFee === 0 ? intl.formatMessage(messages.free) : money(deliveryFee),
    });
  if (discount)
    rows.push({
      key: 'discount',
      label: couponCode
        ? intl.formatMessage(messages.discountWithCode, { code: couponCode })
        : intl.formatMessage(messages.discount),
      value: minus(discount),
      tone: 'saving',
    });
  if (wallet) rows.push({ key: 'wallet', label: intl.formatMessage(messages.wallet), value: minus(wallet) });
  const rate = intl.formatNumber(vatRateBasisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <section
      data-slot="order-summary"
      data-updating={isUpdating}
      aria-labelledby={`${id}-title`}
      aria-busy={isUpdating || undefined}
      className={cn('flex h-fit flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4', className)}
      {...props}
    >
      <h2 id={`${id}-title`} className="text-start font-bold text-lg">
        {title ?? intl.formatMessage(messages.title)}
      </h2>
      <dl className={cn('flex flex-col gap-2 transition-colors', isUpdating && 'text-ink-muted')}>
        {rows.map((row) => (
          <div key={row.key} data-slot={`order-summary-${row.key}`} className="flex justify-between gap-3">
            <dt className="text-start">{row.label}</dt>
            <dd className={cn('text-end tabular-nums', row.tone === 'saving' && 'text-success-700')}>{row.value}</dd>
          </div>
        ))}
        <div
          data-slot="order-summary-total"
          className="flex justify-between gap-3 border-line border-t pt-2 font-bold text-lg"
        >
          <dt className="text-start">{intl.formatMessage(messages.total)}</dt>
          <dd className="text-end tabular-nums">{money(total)}</dd>
        </div>
      </dl>
      <p data-slot="order-summary-vat" className="text-start text-ink-muted text-sm">
        {intl.formatMessage(messages.vat, { rate, amount: money(vatIncluded) })}
      </p>
      {footer}
    </section>
  );
}
