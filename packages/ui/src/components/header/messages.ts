import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  menu: NoMessageValues;
  deliverTo: { city: string };
  chooseCity: NoMessageValues;
  wordmark: NoMessageValues;
  home: NoMessageValues;
  cart: NoMessageValues;
  cartWithItems: NoMessageValues;
}>({
  menu: { id: 'ui.header.menu', defaultMessage: 'Menu' },
  deliverTo: { id: 'ui.header.deliverTo', defaultMessage: 'Deliver to {city}' },
  chooseCity: { id: 'ui.header.chooseCity', defaultMessage: 'Choose your city' },
  wordmark: { id: 'ui.header.wordmark', defaultMessage: 'Hadiya' },
  home: { id: 'ui.header.home', defaultMessage: 'Hadiya, home' },
  cart: { id: 'ui.header.cart', defaultMessage: 'Cart' },
  cartWithItems: { id: 'ui.header.cartWithItems', defaultMessage: 'Cart, has items' },
});

export const arabic: Translations<typeof messages> = {
  menu: 'القائمة',
  deliverTo: 'التوصيل إلى {city}',
  chooseCity: 'اختر مدينتك',
  wordmark: 'هدية',
  home: 'هدية، الصفحة الرئيسية',
  cart: 'السلة',
  cartWithItems: 'السلة، فيها منتجات',
};
