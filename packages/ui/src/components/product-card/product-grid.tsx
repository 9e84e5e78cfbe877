import { Children, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface ProductGridProps extends ComponentProps<'ul'> {}

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
          // Children.map carries each card's key over to its <li>.
          <li data-slot="product-grid-item" className="min-w-0">
            {child}
          </li>
        ),
      )}
    </ul>
  );
}
