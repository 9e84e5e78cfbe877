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
  lines: NoMessageValues;
  color: { name: string };
  addons: { names: string };
  engraving: { text: string };
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  vat: NoMessageValues;
  total: NoMessageValues;
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
  lines: { id: 'cart.page.lines', defaultMessage: 'Items in your basket' },
  color: { id: 'cart.page.color', defaultMessage: 'Colour: {name}' },
  addons: { id: 'cart.page.addons', defaultMessage: 'Add-ons: {names}' },
  engraving: { id: 'cart.page.engraving', defaultMessage: 'Engraving: {text}' },
  summary: { id: 'cart.page.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'cart.page.subtotal', defaultMessage: 'Subtotal' },
  vat: { id: 'cart.page.vat', defaultMessage: 'Includes VAT' },
  total: { id: 'cart.page.total', defaultMessage: 'Total' },
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
  lines: 'المنتجات في سلتك',
  color: 'اللون: {name}',
  addons: 'الإضافات: {names}',
  engraving: 'النقش: {text}',
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  vat: 'شامل ضريبة القيمة المضافة',
  total: 'الإجمالي',
  checkoutSoon: 'معلومات التواصل والدفع تتوفر مع إتمام الطلب؛ سلتك محفوظة حتى ذلك الحين.',
  continueShopping: 'تابع التسوق',
  loadFailed: 'تعذّر تحميل سلتك. حاول مرة أخرى.',
};
