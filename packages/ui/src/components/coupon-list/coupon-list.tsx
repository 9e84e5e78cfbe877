import { TicketPercent } from 'lucide-react';
import { type ComponentProps, type MouseEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useLocale } from '../../lib/use-locale';
import { Badge } from '../badge';
import { Button } from '../button';
import { messages } from './messages';

/** A coupon as `GET /coupons` / `POST /coupons` return it, texts in the shopper's language. */
export interface CouponListItem {
  code: string;
  /** The coupon's own title or description from the server. */
  title?: ReactNode;
  /** `percent`: `value` is a percentage (15 = 15 %); `fixed`: `value` is halalas. */
  kind: 'percent' | 'fixed';
  value: number;
  /** Cap of a percentage discount, in halalas. */
  maxDiscount?: number;
  /** Minimum order in halalas. */
  minOrder?: number;
  /** ISO date-time the coupon starts (shown only when still in the future). */
  validFrom?: string;
  /** ISO date-time the coupon ends. */
  expiresAt?: string;
  /** In the shopper's saved coupons. */
  isSaved?: boolean;
  /** Why it cannot be used now (e.g. not for this city); disables Apply. */
  unavailableReason?: ReactNode;
}

export interface CouponListProps extends Omit<ComponentProps<'div'>, 'children'> {
  coupons: readonly CouponListItem[];
  /**
   * Called with a code on Save (`POST /coupons/save`). Without it Save submits `save_coupon=<code>`.
   */
  onSave?: (code: string) => void;
  /** Shows Apply on each coupon (checkout). Without a handler Apply submits `apply_coupon=<code>`. */
  canApply?: boolean;
  onApply?: (code: string) => void;
  /** The code applied to the cart now (marked, no Apply). */
  appliedCode?: string;
  /** A code whose save or apply is on its way to the server. */
  pendingCode?: string;
  /** Show only one section. @default 'both' */
  sections?: 'both' | 'saved' | 'available';
  /** Time zone of the validity dates. @default 'Asia/Riyadh' */
  timeZone?: string;
  /**
   * The moment validity is judged at (a start still to come is shown), e.g. the server's time of
   * the request, so the server's page and the browser's agree. Without it the list reads the clock
   * once, in the browser: the server's page and its hydration show no start date, then it appears
   * if it is still to come. @default the time the list first rendered in the browser
   */
  now?: number | Date;
}

/**
 * The shopper's saved and available coupons (issue 14 §1, `/coupons`): each with its discount
 * (percentage with cap, or fixed), minimum order and validity, Save for unsaved ones and, at
 * checkout, Apply. Dates are Gregorian in both languages.
 */
export function CouponList({
  coupons,
  onSave,
  canApply = false,
  onApply,
  appliedCode,
  pendingCode,
  sections = 'both',
  timeZone = 'Asia/Riyadh',
  now,
  className,
  ...props
}: CouponListProps) {
  const intl = useIntl();
  // Read once, not on every render: a render is a function of its props and state.
  const [firstRenderedAt] = useState(() => Date.now());
  const isHydrated = useIsHydrated();
  const nowTime = now !== undefined ? Number(now) : isHydrated ? firstRenderedAt : undefined;
  const { locale } = useLocale();
  const id = useId();
  const money = (amount: number) => formatPrice(amount, locale);
  const date = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeZone, calendar: 'gregory' } as Intl.DateTimeFormatOptions);
  const saved = coupons.filter((coupon) => coupon.isSaved);
  const available = coupons.filter((coupon) => !coupon.isSaved);

  const intercept = (handler: ((code: string) => void) | undefined, code: string) => (event: MouseEvent) => {
    if (!handler) return;
    event.preventDefault();
    handler(code);
  };

  const renderCoupon = (coupon: CouponListItem) => {
    const isApplied = appliedCode === coupon.code;
    const isPending = pendingCode === coupon.code;
    const isUnavailable = coupon.unavailableReason != null && coupon.unavailableReason !== '';
    const reasonId = `${id}-${coupon.code}-reason`;
    const terms: string[] = [];
    if (coupon.kind === 'percent' && coupon.maxDiscount)
      terms.push(intl.formatMessage(messages.upTo, { amount: money(coupon.maxDiscount) }));
    if (coupon.minOrder) terms.push(intl.formatMessage(messages.minOrder, { amount: money(coupon.minOrder) }));
    if (coupon.validFrom && nowTime !== undefined && Date.parse(coupon.validFrom) > nowTime)
      terms.push(intl.formatMessage(messages.validFrom, { date: date(coupon.validFrom) }));
    if (coupon.expiresAt) terms.push(intl.formatMessage(messages.expires, { date: date(coupon.expiresAt) }));
    const headline =
      coupon.kind === 'percent'
        ? intl.formatMessage(messages.percentOff, {
            percent: intl.formatNumber(coupon.value / 100, { style: 'percent', maximumFractionDigits: 2 }),
          })
        : intl.formatMessage(messages.amountOff, { amount: money(coupon.value) });
    return (
      <li
        key={coupon.code}
        data-slot="coupon-list-item"
        data-state={isApplied ? 'applied' : isUnavailable ? 'unavailable' : coupon.isSaved ? 'saved' : 'available'}
        className="flex items-start gap-3 rounded-xl border border-line border-dashed bg-surface-raised p-4"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-clay-50 text-clay-700 [&_svg]:size-5">
          <TicketPercent aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="text-start font-bold">{headline}</h4>
            {isApplied ? <Badge variant="success">{intl.formatMessage(messages.appliedBadge)}</Badge> : null}
          </div>
          <p className="text-start font-medium text-sm" dir="auto">
            <span className="sr-only">{intl.formatMessage(messages.code, { code: coupon.code })}</span>
            <code
              aria-hidden
              dir="ltr"
              className="inline-block rounded-sm bg-sand-100 px-1.5 py-0.5 font-mono text-sand-800 tracking-wide"
            >
              {coupon.code}
            </code>
          </p>
          {coupon.title ? <p className="text-start text-sm">{coupon.title}</p> : null}
          {terms.length > 0 ? (
            <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-ink-muted text-sm">
              {terms.map((term) => (
                <li key={term} className="text-start">
                  {term}
                </li>
              ))}
            </ul>
          ) : null}
          {isUnavailable ? (
            <p id={reasonId} className="text-start text-sm text-warning-700">
              {coupon.unavailableReason}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          {coupon.isSaved ? null : (
            <Button
              type="submit"
              name="save_coupon"
              value={coupon.code}
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage(messages.saveCode, { code: coupon.code })}
              isLoading={isPending && !canApply}
              onClick={intercept(onSave, coupon.code)}
            >
              {intl.formatMessage(messages.save)}
            </Button>
          )}
          {canApply && !isApplied ? (
            <Button
              type="submit"
              name="apply_coupon"
              value={coupon.code}
              size="sm"
              aria-label={intl.formatMessage(messages.applyCode, { code: coupon.code })}
              aria-describedby={isUnavailable ? reasonId : undefined}
              disabled={isUnavailable}
              isLoading={isPending && canApply}
              onClick={intercept(onApply, coupon.code)}
            >
              {intl.formatMessage(messages.apply)}
            </Button>
          ) : null}
        </div>
      </li>
    );
  };

  const section = (key: 'saved' | 'available', items: readonly CouponListItem[]) => (
    <section
      key={key}
      data-slot={`coupon-list-${key}`}
      aria-labelledby={`${id}-${key}`}
      className="flex flex-col gap-3"
    >
      <h3 id={`${id}-${key}`} className="text-start font-bold text-lg">
        {intl.formatMessage(messages[key])}
      </h3>
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">{items.map(renderCoupon)}</ul>
      ) : (
        <p className="text-start text-ink-muted text-sm">
          {intl.formatMessage(key === 'saved' ? messages.emptySaved : messages.emptyAvailable)}
        </p>
      )}
    </section>
  );

  return (
    <div data-slot="coupon-list" className={cn('flex flex-col gap-6', className)} {...props}>
      {sections !== 'available' ? section('saved', saved) : null}
      {sections !== 'saved' ? section('available', available) : null}
    </div>
  );
}
