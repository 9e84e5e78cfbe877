import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { messages } from './messages';

export interface PriceProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Amount in halalas (1/100 SAR), VAT-inclusive. */
  amount: number;
  /** Previous price in halalas; shown struck through when higher than `amount`. */
  compareAt?: number;
  /** Rounds to whole riyals; cart prices are shown rounded (spec §9). @default false */
  isRounded?: boolean;
}

/** A price in SAR with Arabic or Latin digits by locale, and an optional old price. */
export function Price({ amount, compareAt, isRounded = false, className, ...props }: PriceProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = formatPrice(amount, locale, { isRounded });
  const isOnSale = compareAt !== undefined && compareAt > amount;
  const old = isOnSale ? formatPrice(compareAt, locale, { isRounded }) : undefined;
  return (
    <span
      data-slot="price"
      data-state={isOnSale ? 'on-sale' : 'regular'}
      className={cn('inline-flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}
      {...props}
    >
      {old ? (
        <>
          <span className="sr-only">{intl.formatMessage(messages.now, { price: current })}</span>
          <span aria-hidden className="font-semibold text-clay-700">
            {current}
          </span>
          <span className="sr-only">{intl.formatMessage(messages.was, { price: old })}</span>
          <s aria-hidden data-slot="price-compare-at" className="text-ink-muted text-sm">
            {old}
          </s>
        </>
      ) : (
        <span className="font-semibold">{current}</span>
      )}
    </span>
  );
}
