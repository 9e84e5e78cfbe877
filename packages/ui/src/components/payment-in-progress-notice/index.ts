export {
  PaymentInProgressNotice,
  type PaymentInProgressNoticeProps,
  paymentInProgressNoticeVariants,
} from './payment-in-progress-notice';
