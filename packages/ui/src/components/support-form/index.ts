export {
  type FormSchemaLike,
  HoneypotField,
  NativeSelectField,
  type NativeSelectFieldProps,
  SupportForm,
  type SupportFormProps,
  toDigits,
  useSupportFields,
  useTypedBeforeHydration,
} from './support-form';
