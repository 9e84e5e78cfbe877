import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

// The toggle speaks the language it switches to: these are read from the OTHER locale's catalogue.
export const messages = defineMessages<{ languageName: NoMessageValues; switchTo: NoMessageValues }>({
  languageName: { id: 'ui.languageToggle.languageName', defaultMessage: 'English' },
  switchTo: { id: 'ui.languageToggle.switchTo', defaultMessage: 'Switch to English' },
});

export const arabic: Translations<typeof messages> = {
  languageName: 'العربية',
  switchTo: 'التبديل إلى العربية',
};
