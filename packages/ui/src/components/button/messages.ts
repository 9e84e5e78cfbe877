import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages({
  busy: { id: 'ui.button.busy', defaultMessage: 'Please wait' },
});

export const arabic: Translations<typeof messages> = {
  busy: 'يرجى الانتظار',
};
