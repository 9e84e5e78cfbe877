import type { Translations } from '@hadiya/ui';
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  steps: NoMessageValues;
  basket: NoMessageValues;
  contact: NoMessageValues;
  complete: NoMessageValues;
  upcoming: NoMessageValues;
  checkoutSoon: NoMessageValues;
  continueShopping: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  title: { id: 'cart.page.title', defaultMessage: 'Cart' },
  description: { id: 'cart.page.description', defaultMessage: 'The gifts in your basket.' },
  steps: { id: 'cart.page.steps', defaultMessage: 'Checkout steps' },
  basket: { id: 'cart.page.basket', defaultMessage: 'Basket' },
  contact: { id: 'cart.page.contact', defaultMessage: 'Contact information' },
  complete: { id: 'cart.page.complete', defaultMessage: 'Complete order' },
  upcoming: { id: 'cart.page.upcoming', defaultMessage: 'Coming with checkout' },
  checkoutSoon: {
    id: 'cart.page.checkoutSoon',
    defaultMessage: 'Contact information and payment arrive with checkout; your basket is saved until then.',
  },
  continueShopping: { id: 'cart.page.continueShopping', defaultMessage: 'Continue shopping' },
  loadFailed: { id: 'cart.page.loadFailed', defaultMessage: 'Your cart could not be loaded. Please try again.' },
});

export const arabic: Translations<typeof messages> = {
  title: 'السلة',
  description: 'الهدايا في سلتك.',
  steps: 'خطوات إتمام الطلب',
  basket: 'السلة',
  contact: 'معلومات التواصل',
  complete: 'إتمام الطلب',
  upcoming: 'تتوفر مع الدفع',
  checkoutSoon: 'معلومات التواصل والدفع تتوفر مع إتمام الطلب؛ سلتك محفوظة حتى ذلك الحين.',
  continueShopping: 'تابع التسوق',
  loadFailed: 'تعذّر تحميل سلتك. حاول مرة أخرى.',
};
