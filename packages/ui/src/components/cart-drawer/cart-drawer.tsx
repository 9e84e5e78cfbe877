import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { isModifiedClick, Link } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';
import { useLocale } from '../../lib/use-locale';
import { buttonVariants } from '../button';
import { type CartLineChoice, CartLineOptions, useCartLineName } from '../cart-line-options';
import { EmptyState } from '../empty-state';
import { Price } from '../price';
import { ProductImage } from '../product-image';
import { QuantityStepper } from '../quantity-stepper';
import { Sheet, SheetContent, type SheetContentProps, SheetFooter, SheetHeader, SheetTitle } from '../sheet';
import { Skeleton } from '../skeleton';
import { messages } from './messages';

/** One line of the cart, as the cart call returns it (spec §3). */
export interface CartDrawerItem extends CartLineChoice {
  /** The cart line's id. */
  id: string | number;
  /** `product_title`, in the page's language. */
  title: string;
  /** `feature_image`. */
  imageUrl: string;
  /** `image_alt`. */
  imageAlt: string;
  /** `product_qty`. */
  quantity: number;
  /** The line's amount in halalas, VAT-inclusive, as the server priced it (shown rounded). */
  linePrice: number;
  /** `product_avail_quantity`: plus stops here. */
  availableQuantity: number;
  /** `color.color_quantity` when a colour was chosen: plus also stops here (spec §5). */
  colorStock?: number;
  /** A change to this line is on its way to the server: its stepper is disabled. @default false */
  isUpdating?: boolean;
  /**
   * Why the line cannot be bought as it is (the server's §8 message, e.g. 'Product is not available
   * for this city'): shown under the title; the line is dimmed and left out of the subtotal.
   */
  unavailableMessage?: ReactNode;
}

export interface CartDrawerProps extends Omit<SheetContentProps, 'side' | 'children'> {
  /** Whether the drawer is open (controlled). */
  open?: boolean;
  /** Whether the drawer starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes, including when View Cart or Checkout is followed. */
  onOpenChange?: (open: boolean) => void;
  /** The cart's lines. @default [] */
  items?: readonly CartDrawerItem[];
  /** The cart is loading (spec §4: it reloads whenever the drawer opens): skeleton lines. @default false */
  isLoading?: boolean;
  /** Called with the line's id and its new quantity after plus or minus. */
  onQuantityChange?: (id: CartDrawerItem['id'], quantity: number) => void;
  /** Called with the line's id when minus is pressed at quantity 1. */
  onRemove?: (id: CartDrawerItem['id']) => void;
  /** The cart's subtotal in halalas as the server computed it; the row is shown only with it. */
  subtotal?: number;
  /** Where View Cart and Checkout go (spec §2: both to the cart page). @default '/cart' */
  cartHref?: string;
  /** A note over the lines, e.g. the server's 'Some items are not delivereble in your city'. */
  notice?: ReactNode;
}

/**
 * The cart panel (spec §2), a Sheet from the end edge: each line with its picture, title, the
 * options chosen (colour, add-ons, engraving), quantity stepper and rounded price (spec §9), a
 * subtotal, and View Cart and Checkout, both going to the cart page. Empty, it shows the
 * empty-bag message.
 */
export function CartDrawer({
  open,
  defaultOpen = false,
  onOpenChange,
  items = [],
  isLoading = false,
  onQuantityChange,
  onRemove,
  subtotal,
  cartHref = '/cart',
  notice,
  onOpenAutoFocus,
  className,
  ...props
}: CartDrawerProps) {
  const intl = useIntl();
  const lineName = useCartLineName();
  const { locale } = useLocale();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const closeOnFollow = (event: MouseEvent) => {
    if (!isModifiedClick(event)) setOpen(false);
  };
  const state = isLoading ? 'loading' : items.length === 0 ? 'empty' : 'filled';

  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetContent
        side="end"
        aria-describedby={undefined}
        data-slot="cart-drawer"
        data-cart-state={state}
        aria-busy={isLoading || undefined}
        className={cn('gap-0 p-0', className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !(event.currentTarget instanceof HTMLElement)) return;
          // Radix would focus the first line's remove button, one key away from deleting it:
          // start on the panel, so Tab moves into the lines.
          event.preventDefault();
          event.currentTarget.focus();
        }}
        {...props}
      >
        <SheetHeader className="border-line border-b px-4 py-4">
          <SheetTitle>{intl.formatMessage(messages.title)}</SheetTitle>
        </SheetHeader>
        {state === 'loading' ? (
          <div data-slot="cart-drawer-loading" className="flex flex-col gap-4 p-4">
            <span role="status" className="sr-only">
              {intl.formatMessage(messages.loading)}
            </span>
            {[0, 1, 2].map((index) => (
              <div key={index} aria-hidden className="flex gap-3">
                <Skeleton variant="rect" className="size-20 shrink-0" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="w-4/5" />
                  <Skeleton className="w-1/3" />
                  <Skeleton className="h-9 w-28 rounded-lg" />
                </div>
              </div>
            ))}
          </div>
        ) : null}
        {state === 'empty' ? <EmptyState variant="bag" level={3} className="my-auto" /> : null}
        {state === 'filled' ? (
          <>
            {notice ? (
              <p
                role="status"
                data-slot="cart-drawer-notice"
                className="mx-4 mt-4 rounded-lg border border-danger-700/20 bg-danger-50 px-3 py-2 text-danger-700 text-sm"
              >
                {notice}
              </p>
            ) : null}
            <ul
              aria-label={intl.formatMessage(messages.items)}
              data-slot="cart-drawer-items"
              className="flex flex-col divide-y divide-line px-4"
            >
              {items.map((item) => (
                <li
                  key={item.id}
                  data-slot="cart-drawer-item"
                  data-state={item.unavailableMessage ? 'unavailable' : 'available'}
                  aria-busy={item.isUpdating || undefined}
                  className="flex gap-3 py-4"
                >
                  <ProductImage
                    src={item.imageUrl}
                    alt={item.imageAlt}
                    rounded="md"
                    sizes="5rem"
                    className={cn('size-20 shrink-0', item.unavailableMessage && 'opacity-60')}
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-3">
                      <p data-slot="cart-drawer-item-title" className="line-clamp-2 font-medium text-ink text-sm">
                        {item.title}
                      </p>
                      <Price
                        data-slot="cart-drawer-item-price"
                        amount={item.linePrice}
                        isRounded
                        className="shrink-0 text-sm"
                      />
                    </div>
                    <CartLineOptions
                      colorName={item.colorName}
                      addonNames={item.addonNames}
                      engraving={item.engraving}
                      size="sm"
                      slotPrefix="cart-drawer-item"
                    />
                    {item.unavailableMessage ? (
                      <p data-slot="cart-drawer-item-message" className="text-danger-700 text-sm">
                        {item.unavailableMessage}
                      </p>
                    ) : null}
                    <QuantityStepper
                      value={item.quantity}
                      max={item.availableQuantity}
                      colorStock={item.colorStock}
                      itemName={lineName(item)}
                      isDisabled={item.isUpdating}
                      onChange={(quantity) => onQuantityChange?.(item.id, quantity)}
                      onRemove={() => onRemove?.(item.id)}
                      className="self-start"
                    />
                    {item.quantity >= Math.min(item.availableQuantity, item.colorStock ?? item.availableQuantity) ? (
                      // Why plus is disabled, for sighted shoppers; the stepper already tells screen readers.
                      <p data-slot="cart-drawer-item-stock" aria-hidden="true" className="text-ink-muted text-xs">
                        {intl.formatMessage(messages.stockLimit, {
                          count: formatNumber(
                            Math.min(item.availableQuantity, item.colorStock ?? item.availableQuantity),
                            locale,
                          ),
                        })}
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <SheetFooter
              data-slot="cart-drawer-footer"
              className="sticky bottom-0 gap-3 border-line border-t bg-surface-raised p-4"
            >
              {subtotal === undefined ? null : (
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-ink">{intl.formatMessage(messages.subtotal)}</span>
                  <Price data-slot="cart-drawer-subtotal" amount={subtotal} isRounded className="text-lg" />
                </div>
              )}
              <p className="text-ink-muted text-xs">{intl.formatMessage(messages.pricesRounded)}</p>
              <div className="grid grid-cols-2 gap-2">
                <Link
                  href={cartHref}
                  data-slot="cart-drawer-view-cart"
                  onClick={closeOnFollow}
                  className={cn(buttonVariants({ variant: 'secondary' }), focusRing)}
                >
                  {intl.formatMessage(messages.viewCart)}
                </Link>
                <Link
                  href={cartHref}
                  data-slot="cart-drawer-checkout"
                  onClick={closeOnFollow}
                  className={cn(buttonVariants({ variant: 'primary' }), focusRing)}
                >
                  {intl.formatMessage(messages.checkout)}
                </Link>
              </div>
            </SheetFooter>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';
