import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  items: NoMessageValues;
  loading: NoMessageValues;
  subtotal: NoMessageValues;
  pricesRounded: NoMessageValues;
  viewCart: NoMessageValues;
  checkout: NoMessageValues;
  stockLimit: { count: string };
}>({
  title: { id: 'ui.cartDrawer.title', defaultMessage: 'Cart' },
  items: { id: 'ui.cartDrawer.items', defaultMessage: 'Items in your cart' },
  loading: { id: 'ui.cartDrawer.loading', defaultMessage: 'Loading your cart' },
  subtotal: { id: 'ui.cartDrawer.subtotal', defaultMessage: 'Subtotal' },
  pricesRounded: {
    id: 'ui.cartDrawer.pricesRounded',
    defaultMessage: 'Prices include VAT and are rounded to the nearest riyal.',
  },
  viewCart: { id: 'ui.cartDrawer.viewCart', defaultMessage: 'View Cart' },
  checkout: { id: 'ui.cartDrawer.checkout', defaultMessage: 'Checkout' },
  stockLimit: { id: 'ui.cartDrawer.stockLimit', defaultMessage: 'Only {count} available' },
});

export const arabic: Translations<typeof messages> = {
  title: 'السلة',
  items: 'المنتجات في سلتك',
  loading: 'جارٍ تحميل سلتك',
  subtotal: 'المجموع الفرعي',
  pricesRounded: 'الأسعار شاملة ضريبة القيمة المضافة ومقرّبة لأقرب ريال.',
  viewCart: 'عرض السلة',
  checkout: 'إتمام الطلب',
  stockLimit: 'المتوفر {count} فقط',
};
