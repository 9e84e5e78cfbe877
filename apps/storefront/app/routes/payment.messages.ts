import type { Translations } from '@hadiya/ui';
import { defineMessages } from 'react-intl';

/**
 * Card networks the gateway names (Moyasar's `company`) beyond those the design system draws
 * (mada, Visa, Mastercard: `usePaymentBrandName`), and a card whose network it did not name.
 */
export const messages = defineMessages({
  brandAmex: { id: 'payment.brand.amex', defaultMessage: 'American Express' },
  brandUnionpay: { id: 'payment.brand.unionpay', defaultMessage: 'UnionPay' },
  brandUnknown: { id: 'payment.brand.unknown', defaultMessage: 'Card' },
});

export const arabic: Translations<typeof messages> = {
  brandAmex: 'أمريكان إكسبريس',
  brandUnionpay: 'يونيون باي',
  brandUnknown: 'بطاقة',
};
