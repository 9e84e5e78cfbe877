import { Children, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface ProductGridProps extends ComponentProps<'ul'> {}

/**
 * How wide a card's picture is in the grid, as `<img sizes>`: half the screen below 575 px, a third
 * up to `lg`, then a quarter of the page's 72rem column (265 px). A phone at 1.75× then fetches the
 * 400 px picture, not the 640 px one.
 */
export const productGridImageSizes = '(min-width: 1024px) 265px, (min-width: 575px) 33vw, 50vw';

/**
 * A responsive list of product cards: two columns below 575 px (spec §9), three from `sm`, four
 * from `lg`. Each child is wrapped in its own `<li>`, keeping its key.
 */
export function ProductGrid({ className, children, ...props }: ProductGridProps) {
  return (
    <ul
      data-slot="product-grid"
      className={cn('grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4', className)}
      {...props}
    >
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : (
          // Children.map carries each card's key over to its <li>. Off screen, an item skips style,
          // layout and paint until it nears the viewport (a page of cards laid out whole was the
          // longest task of a first load, scripts or not). Such an item clips what it paints to its
          // box: a padding its margin takes back leaves the card's focus ring room, moving nothing.
          <li
            data-slot="product-grid-item"
            className="-m-1 min-w-0 p-1 [contain-intrinsic-block-size:auto_20rem] [content-visibility:auto]"
          >
            {child}
          </li>
        ),
      )}
    </ul>
  );
}
