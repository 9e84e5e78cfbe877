import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ intro: NoMessageValues; name: NoMessageValues; submit: NoMessageValues }>({
  // The question itself is the dialog's title; the intro says where the name is seen.
  intro: {
    id: 'ui.accountNameForm.intro',
    defaultMessage: 'Your name appears on your orders and, unless you choose to hide it, on the gifts you send.',
  },
  name: { id: 'ui.accountNameForm.name', defaultMessage: 'Your name' },
  submit: { id: 'ui.accountNameForm.submit', defaultMessage: 'Save' },
});

export const arabic: Translations<typeof messages> = {
  intro: 'يظهر اسمك على طلباتك، وعلى الهدايا التي ترسلها إلا إذا اخترت إخفاءه.',
  name: 'اسمك',
  submit: 'حفظ',
};
