import type { ProductCard as ProductCardData } from '@hadiya/contract';
import type { ProductCardProps } from '@hadiya/ui';

/** A product from the API as the design system's card shows it. */
export function productCardProps(product: ProductCardData): ProductCardProps {
  return {
    slug: product.product_slug,
    title: product.product_title,
    imageUrl: product.feature_image,
    imageAlt: product.image_alt,
    price: product.product_price,
    compareAtPrice: product.compare_at_price ?? undefined,
    isSoldOut: product.is_sold_out,
    isAvailable: product.is_available,
  };
}
