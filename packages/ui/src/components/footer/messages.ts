import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  navigation: NoMessageValues;
  trackGift: NoMessageValues;
  giftCare: NoMessageValues;
  corporateGifts: NoMessageValues;
  about: NoMessageValues;
  contactUs: NoMessageValues;
  faq: NoMessageValues;
  privacyPolicy: NoMessageValues;
  social: NoMessageValues;
  instagram: NoMessageValues;
  x: NoMessageValues;
  tiktok: NoMessageValues;
  snapchat: NoMessageValues;
  newTab: { name: string };
  copyright: { year: string };
}>({
  navigation: { id: 'ui.footer.navigation', defaultMessage: 'Footer' },
  trackGift: { id: 'ui.footer.trackGift', defaultMessage: 'Track your gift' },
  giftCare: { id: 'ui.footer.giftCare', defaultMessage: 'Gift Care' },
  corporateGifts: { id: 'ui.footer.corporateGifts', defaultMessage: 'Corporate Gifts' },
  about: { id: 'ui.footer.about', defaultMessage: 'About' },
  contactUs: { id: 'ui.footer.contactUs', defaultMessage: 'Contact Us' },
  faq: { id: 'ui.footer.faq', defaultMessage: 'FAQ' },
  privacyPolicy: { id: 'ui.footer.privacyPolicy', defaultMessage: 'Privacy Policy' },
  social: { id: 'ui.footer.social', defaultMessage: 'Follow us' },
  instagram: { id: 'ui.footer.instagram', defaultMessage: 'Instagram' },
  x: { id: 'ui.footer.x', defaultMessage: 'X' },
  tiktok: { id: 'ui.footer.tiktok', defaultMessage: 'TikTok' },
  snapchat: { id: 'ui.footer.snapchat', defaultMessage: 'Snapchat' },
  newTab: { id: 'ui.footer.newTab', defaultMessage: '{name} (opens in a new tab)' },
  copyright: { id: 'ui.footer.copyright', defaultMessage: '© {year} Hadiya. All rights reserved.' },
});

export const arabic: Translations<typeof messages> = {
  navigation: 'روابط أسفل الصفحة',
  trackGift: 'تتبع هديتك',
  giftCare: 'العناية بالهدايا',
  corporateGifts: 'هدايا الشركات',
  about: 'من نحن',
  contactUs: 'تواصل معنا',
  faq: 'الأسئلة الشائعة',
  privacyPolicy: 'سياسة الخصوصية',
  social: 'تابعنا',
  instagram: 'إنستغرام',
  x: 'إكس',
  tiktok: 'تيك توك',
  snapchat: 'سناب شات',
  newTab: '{name} (يفتح في علامة تبويب جديدة)',
  copyright: '© {year} هدية. جميع الحقوق محفوظة.',
};
