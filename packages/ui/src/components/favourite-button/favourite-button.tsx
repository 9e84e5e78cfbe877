import { cva, type VariantProps } from 'class-variance-authority';
import { Heart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';
import { messages } from './messages';

export const favouriteButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      size: {
        /** A round icon button, named "Favourite {product}" (beside the title on the product page). */
        icon: 'size-10',
        /** Icon and the word "Favourite", which is its name. */
        labelled: 'h-11 px-4 text-sm',
      },
      isFavourite: {
        true: 'border-clay-700/30 bg-clay-50 text-clay-700 hover:bg-clay-100',
        false: 'border-line bg-surface-raised text-ink hover:bg-sand-100',
      },
    },
    defaultVariants: { size: 'labelled', isFavourite: false },
  },
);

export interface FavouriteButtonProps
  extends Omit<ComponentProps<'button'>, 'children' | 'onToggle'>,
    Omit<VariantProps<typeof favouriteButtonVariants>, 'isFavourite'> {
  /** Whether the product is in the shopper's favourites (the button's pressed state). @default false */
  isFavourite?: boolean;
  /** The product's title, for the accessible name of the icon-only button. */
  productName: string;
  /** Called with the new state. A guest's click is the app's to answer (the sign-in dialog). */
  onToggle?: (isFavourite: boolean) => void;
  /** The change is on its way to the server: a spinner, and clicks are blocked. @default false */
  isPending?: boolean;
}

/**
 * The heart (issue 13 §2) beside a product's title: a toggle button, pressed when the product is a
 * favourite, whose name does not change with the state. `size="icon"` is named "Favourite
 * {product}"; `labelled` shows and is named "Favourite". Product cards draw their own heart
 * (`ProductCard`'s `onFavouriteToggle`), not this button.
 */
export function FavouriteButton({
  isFavourite = false,
  productName,
  onToggle,
  isPending = false,
  size = 'labelled',
  className,
  onClick,
  ...props
}: FavouriteButtonProps) {
  const intl = useIntl();
  // A toggle keeps one name; `aria-pressed` says whether it is on.
  const text = intl.formatMessage(messages.label);
  return (
    <button
      type="button"
      data-slot="favourite-button"
      data-state={isFavourite ? 'on' : 'off'}
      aria-pressed={isFavourite}
      aria-busy={isPending || undefined}
      aria-label={size === 'icon' ? intl.formatMessage(messages.addProduct, { product: productName }) : undefined}
      className={cn(favouriteButtonVariants({ size, isFavourite }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !isPending) onToggle?.(!isFavourite);
      }}
      {...props}
    >
      {/* `aria-busy` says it is pending; a spinner with its own "Loading" would join the button's name. */}
      {isPending ? (
        <Spinner size="sm" label={null} />
      ) : (
        <Heart aria-hidden className={cn(isFavourite && 'fill-current')} />
      )}
      {size === 'icon' ? null : <span>{text}</span>}
    </button>
  );
}
