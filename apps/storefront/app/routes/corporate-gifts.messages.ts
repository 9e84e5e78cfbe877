import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

const valueMessages = defineMessages<{ reference: { reference: string } }>({
  reference: { id: 'corporateGifts.reference', defaultMessage: 'Reference {reference}.' },
});

export const messages = {
  ...valueMessages,
  ...defineMessages({
    title: { id: 'corporateGifts.title', defaultMessage: 'Corporate gifts' },
    description: {
      id: 'corporateGifts.description',
      defaultMessage:
        'Gifts and plants for your team and clients, engraved with your brand and delivered across the Kingdom.',
    },
    giftsHeading: { id: 'corporateGifts.giftsHeading', defaultMessage: 'Ask for a corporate-gift quote' },
    giftsIntro: {
      id: 'corporateGifts.giftsIntro',
      defaultMessage:
        'Tell us about the occasion and the quantity; our corporate team answers within two working days.',
    },
    collaborationHeading: { id: 'corporateGifts.collaborationHeading', defaultMessage: 'Collaborate with us' },
    collaborationIntro: {
      id: 'corporateGifts.collaborationIntro',
      defaultMessage: 'A brand, a cafe or an event? Propose a collaboration.',
    },
    sent: { id: 'corporateGifts.sent', defaultMessage: 'Thank you! Your inquiry has been sent.' },
    somethingWrong: { id: 'corporateGifts.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' },
  }),
};

export const arabic: Translations<typeof messages> = {
  title: 'هدايا الشركات',
  description: 'هدايا ونباتات لفريقك وعملائك، محفورة بشعارك وتصل إلى جميع أنحاء المملكة.',
  giftsHeading: 'اطلب عرض سعر لهدايا الشركات',
  giftsIntro: 'أخبرنا عن المناسبة والكمية، وسيرد فريق الشركات خلال يومي عمل.',
  collaborationHeading: 'تعاون معنا',
  collaborationIntro: 'علامة تجارية أو مقهى أو فعالية؟ اقترح تعاونا.',
  sent: 'شكرا لك! تم إرسال طلبك.',
  reference: 'الرقم المرجعي {reference}.',
  somethingWrong: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
};
