import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  signinTitle: { id: 'account.signinTitle', defaultMessage: 'Sign in' },
  signinEmailTitle: { id: 'account.signinEmailTitle', defaultMessage: 'Sign in with email' },
  signupTitle: { id: 'account.signupTitle', defaultMessage: 'Create an account' },
  forgotTitle: { id: 'account.forgotTitle', defaultMessage: 'Forgot your password?' },
  accountNameTitle: { id: 'account.accountNameTitle', defaultMessage: 'What should we call you?' },
  signedIn: { id: 'account.signedIn', defaultMessage: 'You are signed in.' },
  useMobile: { id: 'account.useMobile', defaultMessage: 'Sign in with mobile number' },
  createAccount: { id: 'account.createAccount', defaultMessage: 'New here? Create an account' },
  logoutTitle: { id: 'account.logoutTitle', defaultMessage: 'Are you sure you want to log out?' },
  logoutText: {
    id: 'account.logoutText',
    defaultMessage: 'You will browse as a guest until you sign in again.',
  },
  deleteTitle: { id: 'account.deleteTitle', defaultMessage: 'Are you sure you want to delete your account?' },
  deleteText: {
    id: 'account.deleteText',
    defaultMessage:
      'Your name, phone number, email, favourites and saved cards are erased. Past orders are kept without your details.',
  },
  passwordChanged: {
    id: 'account.passwordChanged',
    defaultMessage: 'Your password has been changed. Sign in with the new one.',
  },
  somethingWrong: { id: 'account.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' },
});

export const arabic: Translations<typeof messages> = {
  signinTitle: 'تسجيل الدخول',
  signinEmailTitle: 'تسجيل الدخول بالبريد الإلكتروني',
  signupTitle: 'إنشاء حساب',
  forgotTitle: 'نسيت كلمة المرور؟',
  accountNameTitle: 'بماذا نناديك؟',
  signedIn: 'تم تسجيل دخولك.',
  useMobile: 'تسجيل الدخول برقم الجوال',
  createAccount: 'جديد هنا؟ أنشئ حسابا',
  logoutTitle: 'هل أنت متأكد أنك تريد تسجيل الخروج؟',
  logoutText: 'ستتصفح كزائر حتى تسجل الدخول مجددا.',
  deleteTitle: 'هل أنت متأكد أنك تريد حذف حسابك؟',
  deleteText: 'يُمحى اسمك ورقم جوالك وبريدك الإلكتروني ومفضلتك وبطاقاتك المحفوظة. تبقى الطلبات السابقة دون بياناتك.',
  passwordChanged: 'تم تغيير كلمة المرور. سجل الدخول بكلمة المرور الجديدة.',
  somethingWrong: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
