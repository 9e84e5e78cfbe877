import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  heading: NoMessageValues;
  description: NoMessageValues;
  retry: NoMessageValues;
  home: NoMessageValues;
  storeName: NoMessageValues;
}>({
  title: { id: 'offline.title', defaultMessage: 'You are offline | Hadiya' },
  heading: { id: 'offline.heading', defaultMessage: 'You are offline' },
  description: {
    id: 'offline.description',
    defaultMessage: 'This page needs the internet. Check your connection, then try again.',
  },
  retry: { id: 'offline.retry', defaultMessage: 'Try again' },
  home: { id: 'offline.home', defaultMessage: 'Home page' },
  storeName: { id: 'offline.storeName', defaultMessage: 'Hadiya' },
});

export const arabic: Translations<typeof messages> = {
  title: 'لا يوجد اتصال بالإنترنت | هدية',
  heading: 'لا يوجد اتصال بالإنترنت',
  description: 'تحتاج هذه الصفحة إلى الإنترنت. تحقّق من اتصالك ثم حاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
  home: 'الصفحة الرئيسية',
  storeName: 'هدية',
};
