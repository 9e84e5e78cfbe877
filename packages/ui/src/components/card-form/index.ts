export {
  type CardBrand,
  detectCardBrand,
  groupCardNumber,
  isExpiryInFuture,
  isLuhnValid,
  MADA_BINS,
  parseExpiry,
} from './card-brand';
export { CardForm, type CardFormField, type CardFormProps, type CardFormValues } from './card-form';
