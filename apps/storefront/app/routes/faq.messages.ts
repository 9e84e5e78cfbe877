import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  stillNeedHelp: { id: 'faq.stillNeedHelp', defaultMessage: 'Still need help?' },
  contactUs: { id: 'faq.contactUs', defaultMessage: 'Contact us' },
});

export const arabic: Translations<typeof messages> = {
  stillNeedHelp: 'هل ما زلت بحاجة إلى مساعدة؟',
  contactUs: 'تواصل معنا',
};
