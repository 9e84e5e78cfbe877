import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { messages } from './messages';

export const cartLineOptionsVariants = cva('flex flex-col text-ink-muted', {
  variants: {
    size: {
      sm: 'gap-0.5 text-xs',
      md: 'gap-1 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

/** What was chosen for a cart line, as the cart call returns it (spec §3); the hosts' line types extend it. */
export interface CartLineChoice {
  /** `color.name`, in the page's language: two lines of one product differ by it. */
  colorName?: string;
  /** The titles of the line's add-ons (`addons[].product_title`), in the page's language. */
  addonNames?: readonly string[];
  /** `engrave_text`, when the line is engraved: shown as the shopper wrote it, in its own direction. */
  engraving?: string;
}

export interface CartLineOptionsProps
  extends Omit<ComponentProps<'div'>, 'children'>,
    VariantProps<typeof cartLineOptionsVariants>,
    CartLineChoice {
  /**
   * Names the `data-slot`s: the root is `{slotPrefix}-options`, the parts `{slotPrefix}-color`,
   * `-addons` and `-engraving`, so a host keeps the slots its tests and pages query.
   * @default 'cart-line'
   */
  slotPrefix?: string;
}

/**
 * What was chosen for a cart line (spec §3): its colour, its add-ons as one list and its engraving,
 * so two lines of one product are told apart. Renders nothing when nothing was chosen.
 */
export function CartLineOptions({
  colorName,
  addonNames,
  engraving,
  size,
  slotPrefix = 'cart-line',
  className,
  ...props
}: CartLineOptionsProps) {
  const intl = useIntl();
  const hasAddons = addonNames !== undefined && addonNames.length > 0;
  if (!colorName && !hasAddons && !engraving) return null;
  return (
    <div
      data-slot={`${slotPrefix}-options`}
      data-size={size ?? 'md'}
      className={cn(cartLineOptionsVariants({ size }), className)}
      {...props}
    >
      {colorName ? (
        <p data-slot={`${slotPrefix}-color`}>{intl.formatMessage(messages.color, { name: colorName })}</p>
      ) : null}
      {hasAddons ? (
        <p data-slot={`${slotPrefix}-addons`}>
          {intl.formatMessage(messages.addons, { names: intl.formatList(addonNames) })}
        </p>
      ) : null}
      {engraving ? (
        <p data-slot={`${slotPrefix}-engraving`} className="break-words">
          {intl.formatMessage(messages.engraving, {
            // The shopper's own words may be in the other script: an island of their own direction.
            text: <bdi key="text">{engraving}</bdi>,
          })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A line's name for its controls ("Mug, Blue"): two lines of one product in different colours get
 * different names for their steppers and remove buttons.
 */
export function useCartLineName() {
  const intl = useIntl();
  return ({ title, colorName }: { title: string; colorName?: string }) =>
    colorName ? intl.formatMessage(messages.lineName, { title, color: colorName }) : title;
}
