export { ProductCard, type ProductCardProps, ProductCardSkeleton, type ProductCardSkeletonProps } from './product-card';
export { ProductGrid, type ProductGridProps, productGridImageSizes } from './product-grid';
