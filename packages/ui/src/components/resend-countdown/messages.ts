import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  resend: NoMessageValues;
  countdown: { seconds: string };
  available: NoMessageValues;
}>({
  resend: { id: 'ui.resendCountdown.resend', defaultMessage: 'Resend code' },
  countdown: { id: 'ui.resendCountdown.countdown', defaultMessage: 'Resend code in {seconds} s' },
  available: { id: 'ui.resendCountdown.available', defaultMessage: 'You can resend the code now' },
});

export const arabic: Translations<typeof messages> = {
  resend: 'إعادة إرسال الرمز',
  countdown: 'إعادة إرسال الرمز بعد {seconds} ث',
  available: 'يمكنك الآن إعادة إرسال الرمز',
};
