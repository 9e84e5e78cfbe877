export {
  checkNationalAddress,
  type NationalAddress,
  type NationalAddressProblem,
  normalizeNationalAddress,
} from './national-address';
export {
  emptyRecipient,
  RECIPIENT_FIELD_NAMES,
  RecipientForm,
  type RecipientFormProps,
  type RecipientFormValues,
} from './recipient-form';
