import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  lines: NoMessageValues;
  color: { name: string };
  addons: { names: string };
  engraving: { text: string };
  quantity: NoMessageValues;
  increase: { product: string };
  decrease: { product: string };
  remove: { product: string };
  stockLimit: { count: string };
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  vat: NoMessageValues;
  total: NoMessageValues;
}>({
  lines: { id: 'ui.cartBasket.lines', defaultMessage: 'Items in your basket' },
  color: { id: 'ui.cartBasket.color', defaultMessage: 'Colour: {name}' },
  addons: { id: 'ui.cartBasket.addons', defaultMessage: 'Add-ons: {names}' },
  engraving: { id: 'ui.cartBasket.engraving', defaultMessage: 'Engraving: {text}' },
  quantity: { id: 'ui.cartBasket.quantity', defaultMessage: 'Quantity' },
  increase: { id: 'ui.cartBasket.increase', defaultMessage: 'Increase quantity of {product}' },
  decrease: { id: 'ui.cartBasket.decrease', defaultMessage: 'Decrease quantity of {product}' },
  remove: { id: 'ui.cartBasket.remove', defaultMessage: 'Remove {product}' },
  stockLimit: { id: 'ui.cartBasket.stockLimit', defaultMessage: 'Only {count} available' },
  summary: { id: 'ui.cartBasket.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'ui.cartBasket.subtotal', defaultMessage: 'Subtotal' },
  vat: { id: 'ui.cartBasket.vat', defaultMessage: 'Includes VAT' },
  total: { id: 'ui.cartBasket.total', defaultMessage: 'Total' },
});

export const arabic: Translations<typeof messages> = {
  lines: 'المنتجات في سلتك',
  color: 'اللون: {name}',
  addons: 'الإضافات: {names}',
  engraving: 'النقش: {text}',
  quantity: 'الكمية',
  increase: 'زيادة كمية {product}',
  decrease: 'إنقاص كمية {product}',
  remove: 'إزالة {product}',
  stockLimit: 'المتوفر {count} فقط',
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  vat: 'شامل ضريبة القيمة المضافة',
  total: 'الإجمالي',
};
