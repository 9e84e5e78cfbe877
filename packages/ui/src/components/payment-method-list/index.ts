export {
  type PaymentMethodKind,
  PaymentMethodList,
  type PaymentMethodListProps,
  type PaymentMethodOption,
  type PaymentRefusal,
} from './payment-method-list';
