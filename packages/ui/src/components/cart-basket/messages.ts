import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  lines: NoMessageValues;
  summary: NoMessageValues;
  subtotal: NoMessageValues;
  vat: NoMessageValues;
  total: NoMessageValues;
}>({
  lines: { id: 'ui.cartBasket.lines', defaultMessage: 'Items in your basket' },
  summary: { id: 'ui.cartBasket.summary', defaultMessage: 'Order summary' },
  subtotal: { id: 'ui.cartBasket.subtotal', defaultMessage: 'Subtotal' },
  vat: { id: 'ui.cartBasket.vat', defaultMessage: 'Includes VAT' },
  total: { id: 'ui.cartBasket.total', defaultMessage: 'Total' },
});

export const arabic: Translations<typeof messages> = {
  lines: 'المنتجات في سلتك',
  summary: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  vat: 'شامل ضريبة القيمة المضافة',
  total: 'الإجمالي',
};
