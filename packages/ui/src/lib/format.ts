import type { Locale } from './direction';

/** Intl locale tags: Arabic (Saudi Arabia) uses Arabic-Indic digits, English uses Latin. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA' : 'en-SA';
}

export interface FormatPriceOptions {
  /** Cart prices are shown rounded to whole riyals (spec §9). */
  isRounded?: boolean;
  currency?: 'SAR' | 'KWD' | 'USD';
}

/** Formats an amount given in halalas (1/100 SAR). */
export function formatPrice(halalas: number, locale: Locale, options: FormatPriceOptions = {}): string {
  const { isRounded = false, currency = 'SAR' } = options;
  const amount = isRounded ? Math.round(halalas / 100) : halalas / 100;
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    style: 'currency',
    currency,
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
    minimumFractionDigits: isRounded ? 0 : 2,
    maximumFractionDigits: isRounded ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), {
    numberingSystem: locale === 'ar' ? 'arab' : 'latn',
  }).format(value);
}
