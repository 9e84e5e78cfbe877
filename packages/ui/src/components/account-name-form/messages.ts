import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ intro: NoMessageValues; name: NoMessageValues; submit: NoMessageValues }>({
  intro: { id: 'ui.accountNameForm.intro', defaultMessage: 'What should we call you?' },
  name: { id: 'ui.accountNameForm.name', defaultMessage: 'Your name' },
  submit: { id: 'ui.accountNameForm.submit', defaultMessage: 'Save' },
});

export const arabic: Translations<typeof messages> = {
  intro: 'بماذا نناديك؟',
  name: 'اسمك',
  submit: 'حفظ',
};
