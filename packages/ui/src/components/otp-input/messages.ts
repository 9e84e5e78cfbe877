import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ label: NoMessageValues; digit: { index: number; total: number } }>({
  label: { id: 'ui.otpInput.label', defaultMessage: 'Verification code' },
  // Numbers through Intl: Arabic-Indic digits in Arabic ("الرقم ١ من ٤"), although the boxes take Latin ones.
  digit: { id: 'ui.otpInput.digit', defaultMessage: 'Digit {index, number} of {total, number}' },
});

export const arabic: Translations<typeof messages> = {
  label: 'رمز التحقق',
  digit: 'الرقم {index, number} من {total, number}',
};
