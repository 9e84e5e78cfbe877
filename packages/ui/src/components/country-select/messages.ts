import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: Record<never, never>;
  option: { name: string; code: string };
}>({
  label: { id: 'ui.countrySelect.label', defaultMessage: 'Country code' },
  option: { id: 'ui.countrySelect.option', defaultMessage: '{name} (\u2066+{code}\u2069)' },
});

export const arabic: Translations<typeof messages> = {
  label: 'رمز الدولة',
  option: '{name} (\u2066+{code}\u2069)',
};
