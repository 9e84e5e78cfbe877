import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ yes: NoMessageValues; no: NoMessageValues }>({
  yes: { id: 'ui.confirmDialog.yes', defaultMessage: 'Yes' },
  no: { id: 'ui.confirmDialog.no', defaultMessage: 'No' },
});

export const arabic: Translations<typeof messages> = {
  yes: 'نعم',
  no: 'لا',
};
