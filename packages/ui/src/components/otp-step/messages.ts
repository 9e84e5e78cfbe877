import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// The destination follows `sentTo` as its own LTR island, in both languages.
export const messages = defineMessages<{
  sentTo: { n: number };
  submit: NoMessageValues;
  change: NoMessageValues;
}>({
  sentTo: { id: 'ui.otpStep.sentTo', defaultMessage: 'Enter the {n, number}-digit code we sent to' },
  submit: { id: 'ui.otpStep.submit', defaultMessage: 'Verify' },
  change: { id: 'ui.otpStep.change', defaultMessage: 'Change' },
});

export const arabic: Translations<typeof messages> = {
  sentTo:
    'أدخل الرمز المكوّن من {n, plural, one {رقم واحد} two {رقمين} few {{n, number} أرقام} many {{n, number} رقمًا} other {{n, number} رقم}} الذي أرسلناه إلى',
  submit: 'تحقق',
  change: 'تغيير',
};
