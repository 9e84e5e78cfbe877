/**
 * A saved card's network by its proper name, in the shopper's language (mada / مدى, Visa,
 * Mastercard…), never the gateway's raw code (`visa`, `master`: Moyasar's `source.company`).
 */
import { type PaymentBrand, usePaymentBrandName } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { messages } from '../../routes/payment.messages';

const DRAWN: Record<string, PaymentBrand> = {
  mada: 'mada',
  visa: 'visa',
  master: 'mastercard',
  mastercard: 'mastercard',
};
const OTHER = { amex: messages.brandAmex, unionpay: messages.brandUnionpay } as const;

/** The design system's brand for a gateway code, when it draws one. */
export function paymentBrandOf(code: string): PaymentBrand | null {
  return DRAWN[code.trim().toLowerCase()] ?? null;
}

/** `(code) => name`: the card network's name for a gateway code; an unknown one reads 'Card'. */
export function useCardBrandName(): (code: string) => string {
  const intl = useIntl();
  const brandName = usePaymentBrandName();
  return (code) => {
    const brand = paymentBrandOf(code);
    if (brand) return brandName(brand);
    const other = OTHER[code.trim().toLowerCase() as keyof typeof OTHER];
    return intl.formatMessage(other ?? messages.brandUnknown);
  };
}
