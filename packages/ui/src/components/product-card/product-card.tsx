import { Heart } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Badge } from '../badge';
import { IconButton } from '../icon-button';
import { Price } from '../price';
import { ProductImage } from '../product-image';
import { Skeleton } from '../skeleton';
import { messages } from './messages';
import { productGridImageSizes } from './product-grid';

export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** The product's slug; the card links to `/product/{slug}` (spec §2). */
  slug: string;
  /** Product title from the server, in the page's language; clamped to two lines. */
  title: string;
  imageUrl: string;
  /** Describes the picture; the server's `image_alt`. */
  imageAlt: string;
  /** Halalas, VAT-inclusive. */
  price: number;
  /** Previous price in halalas, struck through when higher than `price`. */
  compareAtPrice?: number;
  /** Shows the 'Sold out' badge. @default false */
  isSoldOut?: boolean;
  /** `false` shows the 'Not available' badge (e.g. not delivered to the chosen city). @default true */
  isAvailable?: boolean;
  /** Loads the picture eagerly with high priority: set it on the first cards, the largest paint. @default false */
  priority?: boolean;
  /** The picture's width as `<img sizes>`. @default its width in a `ProductGrid` */
  imageSizes?: string;
  /** Whether the product is in the user's favourites (the heart's pressed state). @default false */
  isFavourite?: boolean;
  /** Shows the heart button; called with the new state. */
  onFavouriteToggle?: (isFavourite: boolean) => void;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a grid: picture and title link to the product page (named by the title, described
 * by the price and status); the price, the status badges and the favourite heart sit outside the
 * link, so no control nests in another.
 */
export function ProductCard({
  slug,
  title,
  imageUrl,
  imageAlt,
  price,
  compareAtPrice,
  isSoldOut = false,
  isAvailable = true,
  priority = false,
  imageSizes = productGridImageSizes,
  isFavourite = false,
  onFavouriteToggle,
  headingLevel = 3,
  className,
  ...props
}: ProductCardProps) {
  const intl = useIntl();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const isDimmed = isSoldOut || !isAvailable;
  const describedBy = [`${id}-price`, isDimmed ? `${id}-status` : null].filter(Boolean).join(' ');

  return (
    <article
      data-slot="product-card"
      data-state={isSoldOut ? 'sold-out' : isAvailable ? 'available' : 'unavailable'}
      className={cn('relative flex min-w-0 flex-col', className)}
      {...props}
    >
      {/* Only the picture and the title are in the link, so its name (the title) matches its text. */}
      <Link
        href={`/product/${encodeURIComponent(slug)}`}
        data-slot="product-card-link"
        aria-labelledby={`${id}-title`}
        aria-describedby={describedBy}
        className="group flex flex-col gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
      >
        <ProductImage
          src={imageUrl}
          alt={imageAlt}
          ratio="1/1"
          priority={priority}
          sizes={imageSizes}
          imageClassName={cn(
            'transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none',
            isDimmed && 'opacity-60',
          )}
        />
        <Heading
          id={`${id}-title`}
          data-slot="product-card-title"
          className="line-clamp-2 font-medium text-ink text-sm leading-snug group-hover:text-leaf-800 sm:text-base"
        >
          {title}
        </Heading>
      </Link>
      <Price id={`${id}-price`} amount={price} compareAt={compareAtPrice} className="mt-1 text-sm sm:text-base" />
      {isDimmed ? (
        <span
          id={`${id}-status`}
          data-slot="product-card-badges"
          // Over the picture but outside the link; clicks fall through to it.
          className="pointer-events-none absolute start-2 top-2 flex flex-col items-start gap-1"
        >
          {isSoldOut ? <Badge variant="danger">{intl.formatMessage(messages.soldOut)}</Badge> : null}
          {isAvailable ? null : <Badge variant="neutral">{intl.formatMessage(messages.notAvailable)}</Badge>}
        </span>
      ) : null}
      {onFavouriteToggle ? (
        <IconButton
          data-slot="product-card-favourite"
          label={intl.formatMessage(messages.favourite, { product: title })}
          aria-pressed={isFavourite}
          icon={<Heart className={cn(isFavourite && 'fill-current')} />}
          variant="secondary"
          size="sm"
          onClick={() => onFavouriteToggle(!isFavourite)}
          className={cn(
            'absolute end-2 top-2 rounded-full border-line bg-surface-raised/90',
            isFavourite ? 'text-clay-700' : 'text-ink',
          )}
        />
      ) : null}
    </article>
  );
}

export interface ProductCardSkeletonProps extends ComponentProps<'div'> {}

/** A placeholder card with the same footprint, shown while products load. */
export function ProductCardSkeleton({ className, ...props }: ProductCardSkeletonProps) {
  return (
    <div data-slot="product-card-skeleton" aria-hidden className={cn('flex flex-col gap-2', className)} {...props}>
      <Skeleton variant="rect" className="aspect-square h-auto rounded-lg" />
      <Skeleton className="w-11/12" />
      <Skeleton className="w-1/3" />
    </div>
  );
}
