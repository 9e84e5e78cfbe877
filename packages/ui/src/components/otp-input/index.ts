export { OtpInput, type OtpInputProps, otpInputBoxVariants } from './otp-input';
