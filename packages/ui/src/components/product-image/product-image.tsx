import { mediaSrcSet } from '@hadiya/contract/media';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ComponentProps, lazy, Suspense, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

export const productImageVariants = cva('relative isolate overflow-hidden bg-sand-100', {
  variants: {
    ratio: { '1/1': 'aspect-square', '4/3': 'aspect-[4/3]', '3/4': 'aspect-[3/4]' },
    rounded: { none: '', md: 'rounded-md', lg: 'rounded-lg' },
  },
  defaultVariants: { ratio: '1/1', rounded: 'lg' },
});

// Loaded when a picture fails: a grid of pictures that load never carries its code.
const ProductImageFallback = lazy(() => import('./product-image-fallback'));

export interface ProductImageProps
  extends Omit<ComponentProps<'img'>, 'alt' | 'src' | 'loading' | 'className' | 'ref'>,
    VariantProps<typeof productImageVariants> {
  src: string;
  /** What the picture shows (usually the product's `image_alt`); `''` only when the name is right beside it. */
  alt: string;
  /** Box shape, reserved before the picture loads so nothing shifts. @default '1/1' */
  ratio?: '1/1' | '4/3' | '3/4';
  /** @default 'lazy' */
  loading?: 'eager' | 'lazy';
  /**
   * For the page's largest image (LCP): loads it eagerly, with `fetchPriority="high"` and
   * synchronous decoding. Use on one image a page. @default false
   */
  priority?: boolean;
  /**
   * How wide the picture is shown, as the `<img>`'s `sizes` (`'4rem'`, `'(min-width: 575px) 33vw,
   * 50vw'`). With one of the store's own pictures it adds their narrower widths as a `srcset`, so
   * the browser fetches the narrowest file that fills the box at the screen's pixel ratio (a cart
   * thumbnail ~3 KB lighter than the full picture). Without it the full picture loads.
   */
  sizes?: string;
  /** Classes for the box; `imageClassName` goes to the `<img>`. */
  className?: string;
  imageClassName?: string;
}

/**
 * A product picture in a fixed aspect-ratio box with a sand placeholder, `object-cover` cropping
 * and, if the file cannot load, an "Image not available" fallback. Other props go to the `<img>`.
 */
export function ProductImage({
  src,
  alt,
  ratio = '1/1',
  rounded,
  loading = 'lazy',
  priority = false,
  sizes,
  width,
  height,
  className,
  imageClassName,
  onError,
  ...props
}: ProductImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasFailed = failedSrc === src;
  const srcSet = sizes ? mediaSrcSet(src) : undefined;

  // With server rendering the image can fail before React attaches onError; decode() tells a
  // broken file from an SVG that merely has no intrinsic size.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) image.decode().catch(() => setFailedSrc(src));
  }, [src]);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setFailedSrc(src);
    onError?.(event);
  };

  return (
    <div
      data-slot="product-image"
      data-ratio={ratio}
      data-state={hasFailed ? 'error' : 'ready'}
      className={cn(productImageVariants({ ratio, rounded }), className)}
    >
      {hasFailed ? (
        <Suspense>
          <ProductImageFallback alt={alt} />
        </Suspense>
      ) : (
        <img
          ref={imageRef}
          data-slot="product-image-img"
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          onError={handleError}
          className={cn('absolute inset-0 size-full object-cover', imageClassName)}
          {...props}
        />
      )}
    </div>
  );
}
