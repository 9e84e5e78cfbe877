import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: { number: string };
  descriptionNoNumber: NoMessageValues;
  comment: NoMessageValues;
  submit: NoMessageValues;
  later: NoMessageValues;
  ratingRequired: NoMessageValues;
  thanksTitle: NoMessageValues;
  thanksBody: NoMessageValues;
}>({
  title: { id: 'ui.ratingPrompt.title', defaultMessage: 'Rate your order' },
  description: { id: 'ui.ratingPrompt.description', defaultMessage: 'How did order {number} go?' },
  descriptionNoNumber: { id: 'ui.ratingPrompt.descriptionNoNumber', defaultMessage: 'Tell us how your gift went.' },
  comment: { id: 'ui.ratingPrompt.comment', defaultMessage: 'Comment (optional)' },
  submit: { id: 'ui.ratingPrompt.submit', defaultMessage: 'Send rating' },
  later: { id: 'ui.ratingPrompt.later', defaultMessage: 'Not now' },
  ratingRequired: { id: 'ui.ratingPrompt.ratingRequired', defaultMessage: 'Choose a face first' },
  thanksTitle: { id: 'ui.ratingPrompt.thanksTitle', defaultMessage: 'Thank you!' },
  thanksBody: { id: 'ui.ratingPrompt.thanksBody', defaultMessage: 'Your rating helps us make every gift better.' },
});

export const arabic: Translations<typeof messages> = {
  title: 'قيّم طلبك',
  description: 'كيف كان الطلب {number}؟',
  descriptionNoNumber: 'أخبرنا كيف كانت هديتك.',
  comment: 'تعليق (اختياري)',
  submit: 'إرسال التقييم',
  later: 'ليس الآن',
  ratingRequired: 'اختر وجهاً أولاً',
  thanksTitle: 'شكراً لك!',
  thanksBody: 'تقييمك يساعدنا على تحسين كل هدية.',
};
