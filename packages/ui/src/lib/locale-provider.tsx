import { DirectionProvider } from '@radix-ui/react-direction';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { uiMessages } from '../i18n/catalog';
import { directionOf, intlLocaleOf, type Locale } from './index';

export interface LocaleProviderProps {
  /** @default 'ar' */
  locale?: Locale;
  /** App messages, merged over the design system's built-in texts. */
  messages?: Record<string, string>;
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
  const catalog = useMemo(() => ({ ...uiMessages[locale], ...messages }), [locale, messages]);

  useLayoutEffect(() => {
    if (!isDocumentOwner) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [isDocumentOwner, locale, direction]);

  return (
    <IntlProvider locale={intlLocaleOf(locale)} messages={catalog} defaultLocale="en-SA">
      <DirectionProvider dir={direction}>{children}</DirectionProvider>
    </IntlProvider>
  );
}
