/**
 * A saved card's network by its proper name, in the shopper's language (mada / مدى, Visa,
 * Mastercard…), never the gateway's raw code (`visa`, `master`: Moyasar's `source.company`).
 */
import type { SavedCard as SavedCardRow } from '@hadiya/contract';
import { type SavedCard, usePaymentBrandName } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { messages } from '../../routes/payment.messages';

type DrawnBrand = Exclude<SavedCard['brand'], 'card'>;

const DRAWN: Record<string, DrawnBrand> = {
  mada: 'mada',
  visa: 'visa',
  master: 'mastercard',
  mastercard: 'mastercard',
};
const OTHER = { amex: messages.brandAmex, unionpay: messages.brandUnionpay } as const;

/** The design system's brand for a gateway code, when it draws one. */
export function paymentBrandOf(code: string): DrawnBrand | null {
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

/** `(row) => card`: a `GET /user/save-card` row as the design system's saved card (a plain card mark
 * and the network's name for a network it draws no mark for). */
export function useSavedCardOf(): (row: SavedCardRow) => SavedCard {
  const brandName = useCardBrandName();
  return (row) => {
    const brand = paymentBrandOf(row.brand);
    return {
      id: row.id,
      brand: brand ?? 'card',
      brandName: brand ? undefined : brandName(row.brand),
      last4: row.last4,
      expiryMonth: row.expiry_month,
      expiryYear: row.expiry_year,
    };
  };
}
