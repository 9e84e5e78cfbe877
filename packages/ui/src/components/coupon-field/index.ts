export { CouponField, type CouponFieldProps } from './coupon-field';
