export {
  PAYMENT_BRANDS,
  type PaymentBrand,
  PaymentBrandMark,
  type PaymentBrandMarkProps,
  usePaymentBrandName,
} from './payment-brand-mark';
