import { Profiler, type ReactNode } from 'react';
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

/**
 * How many commits `ui` takes to mount. One means nothing it renders updates state while mounting
 * (in a layout effect or a ref), which would force a second, synchronous render inside the page's
 * hydration task and pull every pending effect of the page into that task with it.
 */
export async function commitsToMount(ui: ReactNode, options?: { locale?: Locale }) {
  let commits = 0;
  await renderWithLocale(
    <Profiler id="mount" onRender={() => commits++}>
      {ui}
    </Profiler>,
    options,
  );
  // Let effects and anything they schedule run.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return commits;
}
