import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ label: NoMessageValues; digit: { index: number; total: number } }>({
  label: { id: 'ui.otpInput.label', defaultMessage: 'Verification code' },
  digit: { id: 'ui.otpInput.digit', defaultMessage: 'Digit {index} of {total}' },
});

export const arabic: Translations<typeof messages> = {
  label: 'رمز التحقق',
  digit: 'الرقم {index} من {total}',
};
