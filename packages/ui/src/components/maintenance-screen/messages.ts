import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ title: NoMessageValues; description: NoMessageValues }>({
  title: { id: 'ui.maintenanceScreen.title', defaultMessage: 'Under Maintenance' },
  description: {
    id: 'ui.maintenanceScreen.description',
    defaultMessage: 'We are performing scheduled maintenance. We will be back shortly.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'تحت الصيانة',
  description: 'نقوم حاليًا بأعمال صيانة مجدولة. سنعود قريبًا.',
};
