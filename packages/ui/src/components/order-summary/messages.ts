import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  title: NoMessageValues;
  subtotal: NoMessageValues;
  addons: NoMessageValues;
  deliveryFee: NoMessageValues;
  free: NoMessageValues;
  discount: NoMessageValues;
  discountWithCode: { code: string };
  wallet: NoMessageValues;
  total: NoMessageValues;
  vat: { rate: string; amount: string };
  minus: { amount: string };
}>({
  title: { id: 'ui.orderSummary.title', defaultMessage: 'Order summary' },
  subtotal: { id: 'ui.orderSummary.subtotal', defaultMessage: 'Subtotal' },
  addons: { id: 'ui.orderSummary.addons', defaultMessage: 'Add-ons' },
  deliveryFee: { id: 'ui.orderSummary.deliveryFee', defaultMessage: 'Delivery fee' },
  free: { id: 'ui.orderSummary.free', defaultMessage: 'Free' },
  discount: { id: 'ui.orderSummary.discount', defaultMessage: 'Discount' },
  discountWithCode: { id: 'ui.orderSummary.discountWithCode', defaultMessage: 'Discount ({code})' },
  wallet: { id: 'ui.orderSummary.wallet', defaultMessage: 'Paid from wallet' },
  total: { id: 'ui.orderSummary.total', defaultMessage: 'Total' },
  vat: { id: 'ui.orderSummary.vat', defaultMessage: 'Includes {rate} VAT: {amount}' },
  minus: { id: 'ui.orderSummary.minus', defaultMessage: '−{amount}' },
});

export const arabic: Translations<typeof messages> = {
  title: 'ملخص الطلب',
  subtotal: 'المجموع الفرعي',
  addons: 'الإضافات',
  deliveryFee: 'رسوم التوصيل',
  free: 'مجاناً',
  discount: 'الخصم',
  discountWithCode: 'الخصم (\u2066{code}\u2069)',
  wallet: 'المدفوع من المحفظة',
  total: 'الإجمالي',
  vat: 'شامل ضريبة القيمة المضافة {rate}: {amount}',
  minus: '\u200e−{amount}',
};
