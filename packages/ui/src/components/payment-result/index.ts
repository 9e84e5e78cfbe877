export {
  PaymentResult,
  type PaymentResultProps,
  type PaymentResultStatus,
  paymentResultIconVariants,
} from './payment-result';
