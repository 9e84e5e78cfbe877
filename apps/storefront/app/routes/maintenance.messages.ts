import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ title: NoMessageValues }>({
  title: { id: 'maintenance.title', defaultMessage: 'Under Maintenance' },
});

export const arabic: Translations<typeof messages> = {
  title: 'تحت الصيانة',
};
