export {
  EmailSignInForm,
  type EmailSignInFormProps,
  type EmailSignInValues,
  emailSignInFormSchema,
} from './email-sign-in-form';
