import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading' },
});

export const arabic: Translations<typeof messages> = {
  loading: 'جارٍ التحميل',
};
