import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  signInFirst: NoMessageValues;
  signIn: NoMessageValues;
  browse: NoMessageValues;
}>({
  title: { id: 'favourite.title', defaultMessage: 'Favourites' },
  description: { id: 'favourite.description', defaultMessage: 'The gifts you keep for later.' },
  empty: { id: 'favourite.empty', defaultMessage: 'No favourites yet' },
  emptyHint: { id: 'favourite.emptyHint', defaultMessage: 'Tap the heart on a gift to keep it here.' },
  signInFirst: { id: 'favourite.signInFirst', defaultMessage: 'Sign in to see your favourites' },
  signIn: { id: 'favourite.signIn', defaultMessage: 'Sign in' },
  browse: { id: 'favourite.browse', defaultMessage: 'Browse gifts' },
});

export const arabic: Translations<typeof messages> = {
  title: 'المفضلة',
  description: 'الهدايا التي تحتفظ بها لوقت لاحق.',
  empty: 'لا توجد منتجات مفضلة بعد',
  emptyHint: 'اضغط على القلب في أي هدية لتحفظها هنا.',
  signInFirst: 'سجّل الدخول لترى مفضلتك',
  signIn: 'تسجيل الدخول',
  browse: 'تصفح الهدايا',
};
