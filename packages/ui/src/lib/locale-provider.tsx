import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, useLayoutEffect } from 'react';
import { type IntlConfig, IntlProvider } from 'react-intl';
import { directionOf, intlLocaleOf, type Locale } from './index';

export interface LocaleProviderProps {
  /** @default 'ar' */
  locale?: Locale;
  /**
   * Every text of the locale: the design system's (`uiMessages[locale]`) and the app's, as strings
   * or precompiled (react-intl AST, which needs no parser in the browser). Passed in rather than
   * imported here, so an app ships only its shopper's language.
   */
  messages: IntlConfig['messages'];
  /** Whether to set `lang` and `dir` on `<html>` (portalled dialogs inherit them). @default true */
  isDocumentOwner?: boolean;
  children: ReactNode;
}

/**
 * The one place locale becomes direction: feeds react-intl, Radix's DirectionProvider and the
 * `<html lang dir>` attributes.
 */
export function LocaleProvider({ locale = 'ar', messages, isDocumentOwner = true, children }: LocaleProviderProps) {
  const direction = directionOf(locale);

  useLayoutEffect(() => {
    if (!isDocumentOwner) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [isDocumentOwner, locale, direction]);

  return (
    <IntlProvider locale={intlLocaleOf(locale)} messages={messages} defaultLocale="en-SA">
      <DirectionProvider dir={direction}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
