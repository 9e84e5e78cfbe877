import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

const valueMessages = defineMessages<{ sentTicket: { number: string } }>({
  sentTicket: {
    id: 'contactUs.sentTicket',
    defaultMessage: 'Ticket {number}. We reply by email and under My tickets.',
  },
});

export const messages = {
  ...valueMessages,
  ...defineMessages({
    title: { id: 'contactUs.title', defaultMessage: 'Contact us' },
    description: {
      id: 'contactUs.description',
      defaultMessage: 'Send us a message about an order or anything else; follow your tickets and our replies.',
    },
    intro: {
      id: 'contactUs.intro',
      defaultMessage: 'Tell us what happened and we will get back to you by email, usually within one working day.',
    },
    tabs: { id: 'contactUs.tabs', defaultMessage: 'Contact us and my tickets' },
    formTab: { id: 'contactUs.formTab', defaultMessage: 'Send a message' },
    ticketsTab: { id: 'contactUs.ticketsTab', defaultMessage: 'My tickets' },
    sent: { id: 'contactUs.sent', defaultMessage: 'Your ticket has been sent' },
    replySent: { id: 'contactUs.replySent', defaultMessage: 'Your reply has been sent' },
    somethingWrong: { id: 'contactUs.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' },
    signInFirst: { id: 'contactUs.signInFirst', defaultMessage: 'Sign in to follow your tickets.' },
    signIn: { id: 'contactUs.signIn', defaultMessage: 'Sign in' },
    writeToUs: { id: 'contactUs.writeToUs', defaultMessage: 'Send us a message' },
    faqLink: { id: 'contactUs.faqLink', defaultMessage: 'Read the frequently asked questions' },
  }),
};

export const arabic: Translations<typeof messages> = {
  title: 'تواصل معنا',
  description: 'أرسل لنا رسالة عن طلب أو أي أمر آخر، وتابع تذاكرك وردودنا.',
  intro: 'أخبرنا بما حدث وسنرد عليك بالبريد الإلكتروني، عادة خلال يوم عمل واحد.',
  tabs: 'تواصل معنا وتذاكري',
  formTab: 'أرسل رسالة',
  ticketsTab: 'تذاكري',
  sent: 'تم إرسال تذكرتك',
  sentTicket: 'التذكرة {number}. سنرد بالبريد الإلكتروني وفي صفحة تذاكري.',
  replySent: 'تم إرسال ردك',
  somethingWrong: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  signInFirst: 'سجل الدخول لمتابعة تذاكرك.',
  signIn: 'تسجيل الدخول',
  writeToUs: 'أرسل لنا رسالة',
  faqLink: 'اقرأ الأسئلة الشائعة',
};
