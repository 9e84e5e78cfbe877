import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{ title: NoMessageValues; body: NoMessageValues }>({
  title: { id: 'ui.paymentInProgress.title', defaultMessage: 'Your payment is being processed' },
  body: {
    id: 'ui.paymentInProgress.body',
    defaultMessage: 'Please do not refresh this page or press the back button until the payment is complete.',
  },
});

export const arabic: Translations<typeof messages> = {
  title: 'جارٍ معالجة عملية الدفع',
  body: 'يُرجى عدم تحديث الصفحة أو الضغط على زر الرجوع حتى تكتمل عملية الدفع.',
};
