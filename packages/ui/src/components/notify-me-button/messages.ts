import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ notify: NoMessageValues; subscribed: NoMessageValues }>({
  notify: { id: 'ui.notifyMeButton.notify', defaultMessage: 'Notify me when available' },
  // By e-mail, or by SMS to an account with only a mobile (the API decides): the text names neither.
  subscribed: { id: 'ui.notifyMeButton.subscribed', defaultMessage: 'We will let you know when it is back' },
});

export const arabic: Translations<typeof messages> = {
  notify: 'أعلمني عند التوفر',
  subscribed: 'سنخبرك عند توفره',
};
