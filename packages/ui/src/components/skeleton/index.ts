export { Skeleton, type SkeletonProps, skeletonVariants } from './skeleton';
