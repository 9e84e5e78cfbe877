import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  navigation: NoMessageValues;
  home: NoMessageValues;
  favourite: NoMessageValues;
  wallet: NoMessageValues;
  payments: NoMessageValues;
  coupons: NoMessageValues;
  orders: NoMessageValues;
  myProfile: NoMessageValues;
  corporateGifts: NoMessageValues;
  giftCare: NoMessageValues;
  contactUs: NoMessageValues;
  faq: NoMessageValues;
  privacyPolicy: NoMessageValues;
  about: NoMessageValues;
  logout: NoMessageValues;
  deleteAccount: NoMessageValues;
  signIn: NoMessageValues;
}>({
  title: { id: 'ui.sideMenu.title', defaultMessage: 'Menu' },
  navigation: { id: 'ui.sideMenu.navigation', defaultMessage: 'Main menu' },
  home: { id: 'ui.sideMenu.home', defaultMessage: 'Home' },
  favourite: { id: 'ui.sideMenu.favourite', defaultMessage: 'Favourite' },
  wallet: { id: 'ui.sideMenu.wallet', defaultMessage: 'Wallet' },
  payments: { id: 'ui.sideMenu.payments', defaultMessage: 'Payments' },
  coupons: { id: 'ui.sideMenu.coupons', defaultMessage: 'Coupons' },
  orders: { id: 'ui.sideMenu.orders', defaultMessage: 'Orders' },
  myProfile: { id: 'ui.sideMenu.myProfile', defaultMessage: 'My Profile' },
  corporateGifts: { id: 'ui.sideMenu.corporateGifts', defaultMessage: 'Corporate Gifts' },
  giftCare: { id: 'ui.sideMenu.giftCare', defaultMessage: 'Gift Care' },
  contactUs: { id: 'ui.sideMenu.contactUs', defaultMessage: 'Contact Us' },
  faq: { id: 'ui.sideMenu.faq', defaultMessage: 'FAQ' },
  privacyPolicy: { id: 'ui.sideMenu.privacyPolicy', defaultMessage: 'Privacy Policy' },
  about: { id: 'ui.sideMenu.about', defaultMessage: 'About' },
  logout: { id: 'ui.sideMenu.logout', defaultMessage: 'Logout' },
  deleteAccount: { id: 'ui.sideMenu.deleteAccount', defaultMessage: 'Delete Account' },
  signIn: { id: 'ui.sideMenu.signIn', defaultMessage: 'Sign In' },
});

export const arabic: Translations<typeof messages> = {
  title: 'القائمة',
  navigation: 'القائمة الرئيسية',
  home: 'الرئيسية',
  favourite: 'المفضلة',
  wallet: 'المحفظة',
  payments: 'المدفوعات',
  coupons: 'القسائم',
  orders: 'الطلبات',
  myProfile: 'ملفي الشخصي',
  corporateGifts: 'هدايا الشركات',
  giftCare: 'العناية بالهدايا',
  contactUs: 'تواصل معنا',
  faq: 'الأسئلة الشائعة',
  privacyPolicy: 'سياسة الخصوصية',
  about: 'من نحن',
  logout: 'تسجيل الخروج',
  deleteAccount: 'حذف الحساب',
  signIn: 'تسجيل الدخول',
};
