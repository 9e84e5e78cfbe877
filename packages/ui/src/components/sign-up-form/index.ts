export { SignUpForm, type SignUpFormProps, type SignUpValues, signUpFormSchema } from './sign-up-form';
