import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

const valueMessages = defineMessages<{ codeSentTo: { target: string } }>({
  codeSentTo: { id: 'profileForm.codeSentTo', defaultMessage: 'We sent a 4-digit code to {target}.' },
});

export const messages = {
  ...valueMessages,
  ...defineMessages({
    name: { id: 'profileForm.name', defaultMessage: 'Name' },
    email: { id: 'profileForm.email', defaultMessage: 'Email' },
    save: { id: 'profileForm.save', defaultMessage: 'Save' },
    saved: { id: 'profileForm.saved', defaultMessage: 'Your profile has been saved.' },
    phoneChanged: { id: 'profileForm.phoneChanged', defaultMessage: 'Your mobile number has been changed.' },
    confirmPhone: { id: 'profileForm.confirmPhone', defaultMessage: 'Confirm your new number' },
    cancel: { id: 'profileForm.cancel', defaultMessage: 'Cancel' },
    somethingWrong: { id: 'profileForm.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' },
  }),
};

export const arabic: Translations<typeof messages> = {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  save: 'حفظ',
  saved: 'تم حفظ ملفك الشخصي.',
  phoneChanged: 'تم تغيير رقم جوالك.',
  confirmPhone: 'أكد رقمك الجديد',
  codeSentTo: 'أرسلنا رمزا من ٤ أرقام إلى {target}.',
  cancel: 'إلغاء',
  somethingWrong: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
