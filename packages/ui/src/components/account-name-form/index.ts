export {
  AccountNameForm,
  type AccountNameFormProps,
  type AccountNameValues,
  accountNameFormSchema,
} from './account-name-form';
