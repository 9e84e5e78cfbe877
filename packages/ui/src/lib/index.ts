export { cn, prepareClassMerge, provideMergeConfig } from './cn';
export { normalizeDigits, toAsciiDigits } from './digits';
export { type Direction, defaultLocale, directionOf, isLocale, type Locale, locales } from './direction';
export { type FormatPriceOptions, formatNumber, formatPrice, intlLocaleOf } from './format';
