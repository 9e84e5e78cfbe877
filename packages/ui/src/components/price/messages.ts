import { defineMessages } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ was: { price: string }; now: { price: string } }>({
  was: { id: 'ui.price.was', defaultMessage: 'Was {price}' },
  now: { id: 'ui.price.now', defaultMessage: 'Now {price}' },
});

export const arabic: Translations<typeof messages> = {
  was: 'كان {price}',
  now: 'الآن {price}',
};
