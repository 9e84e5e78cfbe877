export { SignInDialog, type SignInDialogProps, type SignInView, signInViews } from './sign-in-dialog';
