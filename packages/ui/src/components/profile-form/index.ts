export { ProfileForm, type ProfileFormProps, type ProfileValues, profileFormSchema } from './profile-form';
