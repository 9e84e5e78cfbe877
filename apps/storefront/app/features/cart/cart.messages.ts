import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  addToCart: NoMessageValues;
  adding: NoMessageValues;
  added: NoMessageValues;
  viewCart: NoMessageValues;
  chooseCityFirst: NoMessageValues;
  somethingWrong: NoMessageValues;
  notifyMe: NoMessageValues;
  notifySubscribed: NoMessageValues;
  favourite: NoMessageValues;
  unfavourite: NoMessageValues;
}>({
  addToCart: { id: 'cart.addToCart', defaultMessage: 'Add to cart' },
  adding: { id: 'cart.adding', defaultMessage: 'Adding…' },
  added: { id: 'cart.added', defaultMessage: 'Added to your cart.' },
  viewCart: { id: 'cart.viewCart', defaultMessage: 'View cart' },
  chooseCityFirst: { id: 'cart.chooseCityFirst', defaultMessage: 'Choose your city first.' },
  somethingWrong: { id: 'cart.somethingWrong', defaultMessage: 'Something went wrong. Please try again.' },
  notifyMe: { id: 'cart.notifyMe', defaultMessage: 'Notify me when available' },
  // By e-mail, or by SMS to an account with only a mobile: the text names neither.
  notifySubscribed: { id: 'cart.notifySubscribed', defaultMessage: 'We will let you know when it is back.' },
  favourite: { id: 'cart.favourite', defaultMessage: 'Add to favourites' },
  unfavourite: { id: 'cart.unfavourite', defaultMessage: 'Remove from favourites' },
});

export const arabic: Translations<typeof messages> = {
  addToCart: 'أضف إلى السلة',
  adding: 'جارٍ الإضافة…',
  added: 'أُضيف إلى سلتك.',
  viewCart: 'عرض السلة',
  chooseCityFirst: 'اختر مدينتك أولاً.',
  somethingWrong: 'حدث خطأ ما. حاول مرة أخرى.',
  notifyMe: 'أعلمني عند التوفر',
  notifySubscribed: 'سنخبرك عند توفره.',
  favourite: 'أضف إلى المفضلة',
  unfavourite: 'أزل من المفضلة',
};
