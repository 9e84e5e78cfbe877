export { STC_PAY_OTP_LENGTH, StcPayForm, type StcPayFormProps, type StcPayStep } from './stc-pay-form';
