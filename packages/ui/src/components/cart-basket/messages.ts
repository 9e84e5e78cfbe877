import { defineMessages, type NoMessageValues, type PrimitiveType } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  lines: NoMessageValues;
  color: { name: string };
  addons: { names: string };
  /** `text` is the shopper's words, passed as a `<bdi>` (any value type lets it be an element). */
  engraving: { text: PrimitiveType };
  itemWithColor: { title: string; color: string };
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  vat: NoMessageValues;
  total: NoMessageValues;
}>({
  lines: { id: 'ui.cartBasket.lines', defaultMessage: 'Items in your basket' },
  color: { id: 'ui.cartBasket.color', defaultMessage: 'Colour: {name}' },
  addons: { id: 'ui.cartBasket.addons', defaultMessage: 'Add-ons: {names}' },
  engraving: { id: 'ui.cartBasket.engraving', defaultMessage: 'Engraving: {text}' },
  itemWithColor: { id: 'ui.cartBasket.itemWithColor', defaultMessage: '{title}, {color}' },
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
  itemWithColor: '{title}، {color}',
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  vat: 'شامل ضريبة القيمة المضافة',
  total: 'الإجمالي',
};
