export {
  NewPasswordForm,
  type NewPasswordFormProps,
  type NewPasswordValues,
  newPasswordFormSchema,
} from './new-password-form';
