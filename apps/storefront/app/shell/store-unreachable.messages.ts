import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  offlineTitle: NoMessageValues;
  description: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: { id: 'unreachable.title', defaultMessage: 'Couldn’t reach the store' },
  offlineTitle: { id: 'unreachable.offlineTitle', defaultMessage: 'You are offline' },
  description: { id: 'unreachable.description', defaultMessage: 'Check your connection and try again.' },
  retry: { id: 'unreachable.retry', defaultMessage: 'Try again' },
});

export const arabic: Translations<typeof messages> = {
  title: 'تعذّر الوصول إلى المتجر',
  offlineTitle: 'لا يوجد اتصال بالإنترنت',
  description: 'تحقّق من اتصالك ثم حاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
};
