export { MobileSignInStep, type MobileSignInStepProps, type MobileSignInValues } from './mobile-sign-in-step';
