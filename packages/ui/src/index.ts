export * from './components/button';
export * from './components/phone-input';
export * from './components/spinner';
export { uiMessages } from './i18n/catalog';
export type { Translations } from './i18n/translations';
export * from './lib';
export { LocaleProvider, type LocaleProviderProps } from './lib/locale-provider';
export { useLocale } from './lib/use-locale';
