export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
  forgotPasswordFormSchema,
} from './forgot-password-form';
