import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ notify: NoMessageValues; subscribed: NoMessageValues }>({
  notify: { id: 'ui.notifyMeButton.notify', defaultMessage: 'Notify me when available' },
  subscribed: { id: 'ui.notifyMeButton.subscribed', defaultMessage: 'We will e-mail you when it is back' },
});

export const arabic: Translations<typeof messages> = {
  notify: 'أعلمني عند التوفر',
  subscribed: 'سنراسلك بالبريد عند توفره',
};
