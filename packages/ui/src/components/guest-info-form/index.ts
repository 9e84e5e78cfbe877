export {
  GUEST_INFO_FIELD_NAMES,
  GuestInfoForm,
  type GuestInfoFormProps,
  type GuestInfoValues,
} from './guest-info-form';
