import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { type CartLineChoice, CartLineOptions, useCartLineName } from '../cart-line-options';
import { Price } from '../price';
import { ProductImage } from '../product-image';
import { QuantityStepper } from '../quantity-stepper';
import { messages } from './messages';

/** One line of the basket, as the cart call returns it (spec §3) with the server's prices. */
export interface CartBasketLine extends CartLineChoice {
  id: number;
  /** `product_title`, in the page's language. */
  title: string;
  /** Where the title links (`/product/{slug}`). */
  href: string;
  imageUrl: string;
  imageAlt: string;
  quantity: number;
  /** Halalas, VAT-inclusive, as the server priced the line (shown rounded, spec §9). */
  linePrice: number;
  /** `product_avail_quantity`: plus stops here. */
  availableQuantity: number;
  /** `color.color_quantity`: plus also stops here (spec §5). */
  colorStock?: number;
  /**
   * The server's §8 message when the line cannot be bought as it is. Plus is then disabled (with
   * this as its description); minus and remove still work.
   */
  unavailableMessage?: ReactNode;
  /** A change is on its way to the server: the stepper is disabled. @default false */
  isUpdating?: boolean;
}

export interface CartBasketProps extends Omit<ComponentProps<'div'>, 'children'> {
  lines: readonly CartBasketLine[];
  /** Halalas, as the server computed them; shown rounded like the lines (spec §9: cart prices are rounded). */
  subtotal: number;
  vatIncluded: number;
  total: number;
  /** A note over the lines (e.g. 'Some items are not delivereble in your city'). */
  notice?: ReactNode;
  /** Under the summary (what comes next). */
  footer?: ReactNode;
  onQuantityChange?: (id: number, quantity: number) => void;
  onRemove?: (id: number) => void;
}

/**
 * How many lines a phone's first screen shows under the header and the basket's heading. Their
 * pictures load with the page: a lazy picture in view is only requested after the first layout,
 * then decoded and painted in tasks of its own (measured on the cart page at a phone's CPU speed:
 * ~45 ms of main-thread time after the first paint for three lines), and it shows later.
 */
const LINES_IN_FIRST_SCREEN = 3;

/**
 * The cart page's basket tab (spec §2): each line with picture, title, options, stepper, rounded
 * price and why it cannot be bought; then the subtotal and the VAT it contains, from the server,
 * rounded as the lines are (spec §9).
 */
export function CartBasket({
  lines,
  subtotal,
  vatIncluded,
  total,
  notice,
  footer,
  onQuantityChange,
  onRemove,
  className,
  ...props
}: CartBasketProps) {
  const intl = useIntl();
  const lineName = useCartLineName();
  const id = useId();
  return (
    <div data-slot="cart-basket" className={cn('grid gap-6 lg:grid-cols-[1fr_20rem]', className)} {...props}>
      <section aria-labelledby={`${id}-lines`} className="flex flex-col gap-3">
        <h2 id={`${id}-lines`} className="sr-only">
          {intl.formatMessage(messages.lines)}
        </h2>
        {notice ? (
          <p
            role="status"
            data-slot="basket-notice"
            className="rounded-lg border border-danger-700/20 bg-danger-50 px-4 py-3 text-danger-700"
          >
            {notice}
          </p>
        ) : null}
        <ul data-slot="basket-lines" className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {lines.map((line, index) => (
            <li
              key={line.id}
              data-slot="basket-line"
              data-state={line.unavailableMessage ? 'unavailable' : 'available'}
              aria-busy={line.isUpdating || undefined}
              className="flex gap-4 p-4"
            >
              <ProductImage
                src={line.imageUrl}
                alt={line.imageAlt}
                rounded="md"
                sizes="6rem"
                loading={index < LINES_IN_FIRST_SCREEN ? 'eager' : 'lazy'}
                className={cn('size-24 shrink-0', line.unavailableMessage && 'opacity-60')}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    href={line.href}
                    className="line-clamp-2 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
                  >
                    {line.title}
                  </Link>
                  <Price amount={line.linePrice} isRounded className="shrink-0" />
                </div>
                <CartLineOptions
                  colorName={line.colorName}
                  addonNames={line.addonNames}
                  engraving={line.engraving}
                  size="md"
                  slotPrefix="basket-line"
                />
                {line.unavailableMessage ? (
                  <p
                    id={`${id}-${line.id}-message`}
                    data-slot="basket-line-message"
                    className="text-danger-700 text-sm"
                  >
                    {line.unavailableMessage}
                  </p>
                ) : null}
                <QuantityStepper
                  value={line.quantity}
                  max={line.availableQuantity}
                  colorStock={line.colorStock}
                  itemName={lineName(line)}
                  increaseBlockedBy={line.unavailableMessage ? `${id}-${line.id}-message` : undefined}
                  isDisabled={line.isUpdating}
                  onChange={(quantity) => onQuantityChange?.(line.id, quantity)}
                  onRemove={() => onRemove?.(line.id)}
                  className="mt-1 self-start"
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby={`${id}-summary`}
        data-slot="basket-summary"
        className="flex h-fit flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4"
      >
        <h2 id={`${id}-summary`} className="font-bold text-lg">
          {intl.formatMessage(messages.summary)}
        </h2>
        <dl className="flex flex-col gap-2">
          <div className="flex justify-between gap-3">
            <dt>{intl.formatMessage(messages.subtotal)}</dt>
            <dd>
              <Price data-slot="basket-subtotal" amount={subtotal} isRounded />
            </dd>
          </div>
          <div className="flex justify-between gap-3 text-ink-muted text-sm">
            <dt>{intl.formatMessage(messages.vat)}</dt>
            <dd>
              <Price data-slot="basket-vat" amount={vatIncluded} isRounded />
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-line border-t pt-2 font-bold">
            <dt>{intl.formatMessage(messages.total)}</dt>
            <dd>
              <Price data-slot="basket-total" amount={total} isRounded />
            </dd>
          </div>
        </dl>
        {footer}
      </section>
    </div>
  );
}
