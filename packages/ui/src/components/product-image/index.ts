export { ProductImage, type ProductImageProps, productImageVariants } from './product-image';
