export {
  type SocialProvider,
  SocialSignInButtons,
  type SocialSignInButtonsProps,
  socialProviders,
} from './social-sign-in-buttons';
