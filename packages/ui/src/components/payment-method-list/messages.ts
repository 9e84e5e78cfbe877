import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  label: NoMessageValues;
  card: NoMessageValues;
  cardDescription: NoMessageValues;
  savedCard: { brand: string; last4: string };
  savedCardExpiry: { month: string; year: string };
  applepay: NoMessageValues;
  applepayDescription: NoMessageValues;
  stcpay: NoMessageValues;
  stcpayDescription: NoMessageValues;
  tabby: NoMessageValues;
  tabbyDescription: NoMessageValues;
  instalment: { index: number; amount: string };
  tamara: NoMessageValues;
  tamaraDescription: { amount: string };
  wallet: NoMessageValues;
  walletDescription: { amount: string };
  unavailable: NoMessageValues;
  not_available: { provider: string };
  order_amount_too_high: { provider: string };
  order_amount_too_low: { provider: string };
  not_applicable: { provider: string };
  below_minimum: { provider: string; amount: string };
  insufficient_balance: NoMessageValues;
}>({
  label: { id: 'ui.paymentMethodList.label', defaultMessage: 'Payment method' },
  card: { id: 'ui.paymentMethodList.card', defaultMessage: 'Credit or debit card' },
  cardDescription: { id: 'ui.paymentMethodList.cardDescription', defaultMessage: 'mada, Visa or Mastercard' },
  savedCard: { id: 'ui.paymentMethodList.savedCard', defaultMessage: '{brand} ending in {last4}' },
  savedCardExpiry: { id: 'ui.paymentMethodList.savedCardExpiry', defaultMessage: 'Expires {month}/{year}' },
  applepay: { id: 'ui.paymentMethodList.applepay', defaultMessage: 'Apple Pay' },
  applepayDescription: {
    id: 'ui.paymentMethodList.applepayDescription',
    defaultMessage: 'Pay with Face ID or Touch ID',
  },
  stcpay: { id: 'ui.paymentMethodList.stcpay', defaultMessage: 'STC Pay' },
  stcpayDescription: {
    id: 'ui.paymentMethodList.stcpayDescription',
    defaultMessage: 'Pay from your STC Pay wallet with a code sent to your mobile',
  },
  tabby: { id: 'ui.paymentMethodList.tabby', defaultMessage: 'Tabby' },
  tabbyDescription: {
    id: 'ui.paymentMethodList.tabbyDescription',
    defaultMessage: 'Split in 4 payments. No interest, no fees.',
  },
  instalment: {
    id: 'ui.paymentMethodList.instalment',
    defaultMessage: '{index, select, 1 {Today} 2 {In 1 month} 3 {In 2 months} other {In 3 months}}: {amount}',
  },
  tamara: { id: 'ui.paymentMethodList.tamara', defaultMessage: 'Tamara' },
  tamaraDescription: {
    id: 'ui.paymentMethodList.tamaraDescription',
    defaultMessage: 'Pay later or in instalments, for orders from {amount}',
  },
  wallet: { id: 'ui.paymentMethodList.wallet', defaultMessage: 'Wallet' },
  walletDescription: { id: 'ui.paymentMethodList.walletDescription', defaultMessage: 'Balance: {amount}' },
  unavailable: { id: 'ui.paymentMethodList.unavailable', defaultMessage: 'Unavailable' },
  not_available: {
    id: 'ui.paymentMethodList.notAvailable',
    defaultMessage: 'Sorry, {provider} is unable to approve this purchase. Please use an alternative payment method.',
  },
  order_amount_too_high: {
    id: 'ui.paymentMethodList.orderAmountTooHigh',
    defaultMessage:
      'This purchase is above your current spending limit with {provider}. Try a smaller cart or use another payment method.',
  },
  order_amount_too_low: {
    id: 'ui.paymentMethodList.orderAmountTooLow',
    defaultMessage:
      'The purchase amount is below the minimum amount required to use {provider}. Try adding more items or use another payment method.',
  },
  not_applicable: {
    id: 'ui.paymentMethodList.notApplicable',
    defaultMessage: '{provider} is not applicable for this purchase',
  },
  below_minimum: {
    id: 'ui.paymentMethodList.belowMinimum',
    defaultMessage: '{provider} is available for orders from {amount}.',
  },
  insufficient_balance: {
    id: 'ui.paymentMethodList.insufficientBalance',
    defaultMessage: 'Your wallet balance does not cover this order.',
  },
});

export const arabic: Translations<typeof messages> = {
  label: 'طريقة الدفع',
  card: 'بطاقة ائتمانية أو مدى',
  cardDescription: 'مدى أو فيزا أو ماستركارد',
  savedCard: '{brand} المنتهية بـ \u2066{last4}\u2069',
  savedCardExpiry: 'تنتهي في \u2066{month}/{year}\u2069',
  applepay: 'Apple Pay',
  applepayDescription: 'ادفع باستخدام Face ID أو Touch ID',
  stcpay: 'STC Pay',
  stcpayDescription: 'ادفع من محفظة STC Pay برمز يُرسل إلى جوالك',
  tabby: 'تابي',
  tabbyDescription: 'قسّمها على ٤ دفعات. بدون فوائد أو رسوم.',
  instalment: '{index, select, 1 {اليوم} 2 {بعد شهر} 3 {بعد شهرين} other {بعد ٣ أشهر}}: {amount}',
  tamara: 'تمارا',
  tamaraDescription: 'ادفع لاحقاً أو على دفعات، للطلبات من {amount}',
  wallet: 'المحفظة',
  walletDescription: 'الرصيد: {amount}',
  unavailable: 'غير متاح',
  not_available: 'نأسف، {provider} غير قادرة على الموافقة على عملية الشراء هذه. الرجاء استخدام طريقة دفع بديلة.',
  order_amount_too_high:
    'قيمة الطلب تفوق الحد الأقصى المسموح به حالياً مع {provider}. يُرجى تخفيض قيمة السلة أو استخدام وسيلة دفع أخرى.',
  order_amount_too_low:
    'قيمة الطلب أقل من الحد الأدنى المطلوب لاستخدام {provider}. يُرجى إضافة منتجات أو استخدام وسيلة دفع أخرى.',
  not_applicable: '{provider} غير متاحة لعملية الشراء هذه',
  // Not '… من {amount}.': Intl's Arabic riyal ends with its own full stop ('١٨٫٥٠ ر.س.').
  below_minimum: '{provider} متاحة للطلبات بقيمة {amount} أو أكثر.',
  insufficient_balance: 'رصيد محفظتك لا يغطي هذا الطلب.',
};
