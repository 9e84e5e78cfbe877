import { defineMessages, type NoMessageValues } from 'react-intl';
import type { Translations } from '../../i18n/translations';

export const messages = defineMessages<{
  mada: NoMessageValues;
  visa: NoMessageValues;
  mastercard: NoMessageValues;
  applepay: NoMessageValues;
  stcpay: NoMessageValues;
  tabby: NoMessageValues;
  tamara: NoMessageValues;
  wallet: NoMessageValues;
  card: NoMessageValues;
}>({
  mada: { id: 'ui.paymentBrand.mada', defaultMessage: 'mada' },
  visa: { id: 'ui.paymentBrand.visa', defaultMessage: 'Visa' },
  mastercard: { id: 'ui.paymentBrand.mastercard', defaultMessage: 'Mastercard' },
  applepay: { id: 'ui.paymentBrand.applepay', defaultMessage: 'Apple Pay' },
  stcpay: { id: 'ui.paymentBrand.stcpay', defaultMessage: 'STC Pay' },
  tabby: { id: 'ui.paymentBrand.tabby', defaultMessage: 'Tabby' },
  tamara: { id: 'ui.paymentBrand.tamara', defaultMessage: 'Tamara' },
  wallet: { id: 'ui.paymentBrand.wallet', defaultMessage: 'Wallet' },
  card: { id: 'ui.paymentBrand.card', defaultMessage: 'Card' },
});

export const arabic: Translations<typeof messages> = {
  mada: 'مدى',
  visa: 'فيزا',
  mastercard: 'ماستركارد',
  applepay: 'Apple Pay',
  stcpay: 'STC Pay',
  tabby: 'تابي',
  tamara: 'تمارا',
  wallet: 'المحفظة',
  card: 'بطاقة',
};
