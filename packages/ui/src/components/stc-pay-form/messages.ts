import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  mobile: NoMessageValues;
  mobileHint: { n: number };
  mobileInvalid: { n: number };
  send: NoMessageValues;
  codeSent: { mobile: string; n: number };
  otp: NoMessageValues;
  otpIncomplete: { n: number };
  verify: NoMessageValues;
  changeMobile: NoMessageValues;
}>({
  title: { id: 'ui.stcPayForm.title', defaultMessage: 'Pay with STC Pay' },
  mobile: { id: 'ui.stcPayForm.mobile', defaultMessage: 'STC Pay mobile number' },
  mobileHint: { id: 'ui.stcPayForm.mobileHint', defaultMessage: '{n, number} digits starting with 05' },
  mobileInvalid: {
    id: 'ui.stcPayForm.mobileInvalid',
    defaultMessage: 'Enter the {n, number}-digit mobile number that starts with 05',
  },
  send: { id: 'ui.stcPayForm.send', defaultMessage: 'Send code' },
  codeSent: {
    id: 'ui.stcPayForm.codeSent',
    defaultMessage: 'Enter the {n, number}-digit code STC Pay sent to {mobile}.',
  },
  otp: { id: 'ui.stcPayForm.otp', defaultMessage: 'STC Pay code' },
  otpIncomplete: { id: 'ui.stcPayForm.otpIncomplete', defaultMessage: 'Enter all {n, number} digits of the code' },
  verify: { id: 'ui.stcPayForm.verify', defaultMessage: 'Confirm payment' },
  changeMobile: { id: 'ui.stcPayForm.changeMobile', defaultMessage: 'Change number' },
});

export const arabic: Translations<typeof messages> = {
  title: 'الدفع عبر STC Pay',
  mobile: 'رقم الجوال المسجّل في STC Pay',
  mobileHint:
    '{n, plural, one {رقم واحد} two {رقمان} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}} تبدأ بـ 05',
  mobileInvalid:
    'أدخل رقم الجوال المكوّن من {n, plural, one {رقم واحد} two {رقمين} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}} ويبدأ بـ 05',
  send: 'إرسال الرمز',
  codeSent:
    'أدخل الرمز المكوّن من {n, plural, one {رقم واحد} two {رقمين} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}} الذي أرسلته STC Pay إلى \u2066{mobile}\u2069.',
  otp: 'رمز STC Pay',
  otpIncomplete:
    'أدخل الرمز كاملاً: {n, plural, one {رقم واحد} two {رقمان} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}}',
  verify: 'تأكيد الدفع',
  changeMobile: 'تغيير الرقم',
};
