import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  lines: NoMessageValues;
  color: { name: string };
  addons: { names: string };
  engraving: { text: string };
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  vat: NoMessageValues;
  total: NoMessageValues;
}>({
  lines: { id: 'ui.cartBasket.lines', defaultMessage: 'Items in your basket' },
  color: { id: 'ui.cartBasket.color', defaultMessage: 'Colour: {name}' },
  addons: { id: 'ui.cartBasket.addons', defaultMessage: 'Add-ons: {names}' },
  engraving: { id: 'ui.cartBasket.engraving', defaultMessage: 'Engraving: {text}' },
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
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  vat: 'شامل ضريبة القيمة المضافة',
  total: 'الإجمالي',
};
