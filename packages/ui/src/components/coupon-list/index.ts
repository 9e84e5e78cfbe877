export { CouponList, type CouponListItem, type CouponListProps } from './coupon-list';
