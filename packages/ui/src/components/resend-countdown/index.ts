export { ResendCountdown, type ResendCountdownProps } from './resend-countdown';
