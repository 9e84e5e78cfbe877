export {
  PhoneInput,
  type PhoneInputCountry,
  type PhoneInputProps,
  type PhoneValue,
  phoneInputVariants,
} from './phone-input';
