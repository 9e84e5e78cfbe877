export { OtpStep, type OtpStepProps, type OtpValues } from './otp-step';
