export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'rtl' | 'ltr';

/** Arabic is the store's default language (spec §9). */
export const defaultLocale: Locale = 'ar';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Direction is derived from the locale, never chosen separately. */
export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
