import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// The destination follows `sentTo` as its own LTR island, in both languages.
export const messages = defineMessages({
  sentTo: { id: 'ui.otpStep.sentTo', defaultMessage: 'Enter the 4-digit code we sent to' },
  submit: { id: 'ui.otpStep.submit', defaultMessage: 'Verify' },
  change: { id: 'ui.otpStep.change', defaultMessage: 'Change' },
});

export const arabic: Translations<typeof messages> = {
  sentTo: 'أدخل الرمز المكوّن من 4 أرقام الذي أرسلناه إلى',
  submit: 'تحقق',
  change: 'تغيير',
};
