import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { uiMessages } from '../i18n/catalog';
import type { Locale } from '../lib/direction';
import { LocaleProvider } from '../lib/locale-provider';

/** Renders inside the store's locale provider, as every screen is. */
export function renderWithLocale(ui: ReactNode, { locale = 'ar' }: { locale?: Locale } = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <LocaleProvider locale={locale} messages={uiMessages[locale]}>
        {children}
      </LocaleProvider>
    ),
  });
}
