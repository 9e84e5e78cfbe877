import { formatNumber as formatContractNumber, intlLocaleOf, numberFormatOf } from '@hadiya/contract/format';
import type { Locale } from './direction';

/**
 * Intl locale tags: Arabic (Saudi Arabia) uses Arabic-Indic digits, English uses Latin. The
 * contract's, so the server's messages write numbers as the pages do.
 */
export { intlLocaleOf };

/** The store's clock: every date and time a shopper reads is in Saudi time, wherever their device is. */
export const STORE_TIME_ZONE = 'Asia/Riyadh';

export interface FormatPriceOptions {
  /** Cart prices are shown rounded to whole riyals (spec §9). */
  isRounded?: boolean;
  currency?: 'SAR' | 'KWD' | 'USD';
  /**
   * A sign on credits as well as debits (a wallet's movements): Intl places it as each language
   * writes it (in Arabic before the digits in reading order, held there by its marks), and a debit
   * gets a real minus sign (U+2212) for the hyphen. Zero has none.
   */
  isSigned?: boolean;
}

/** Formats an amount given in halalas (1/100 SAR). */
export function formatPrice(halalas: number, locale: Locale, options: FormatPriceOptions = {}): string {
  const { isRounded = false, currency = 'SAR', isSigned = false } = options;
  const amount = isRounded ? Math.round(halalas / 100) : halalas / 100;
  const fractionDigits = isRounded ? 0 : 2;
  // A page formats dozens of prices: the contract's formatters, one per locale and style.
  const text = numberFormatOf(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    ...(isSigned ? { signDisplay: 'exceptZero' } : {}),
  }).format(amount);
  return isSigned ? text.replace('-', '\u2212') : text;
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return formatContractNumber(value, locale, options);
}
