/** Everything account-related that loads on demand, as one chunk: the dialogs and the profile form. */
export { AccountFlow } from './account-flow';
export { ProfileForm } from './profile-form';
