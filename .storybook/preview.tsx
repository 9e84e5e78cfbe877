import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { uiMessages } from '../packages/ui/src/i18n/catalog';
import { isLocale } from '../packages/ui/src/lib/direction';
import { LocaleProvider } from '../packages/ui/src/lib/locale-provider';
import '../packages/ui/src/styles/globals.css';

/**
 * Mock Service Worker for data-driven stories (`beforeEach({ msw }) { msw.use(...) }`). The worker
 * script lives in `.storybook/public` (regenerate with `pnpm exec msw init .storybook/public
 * --no-save`); it is fetched relative to the page, so the static build works under any sub-path.
 * Requests no story mocks go to the network untouched.
 */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    locale: {
      description: 'Store language; Arabic reads right to left',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'en', title: 'English (LTR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'ar',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
      return (
        <LocaleProvider locale={locale} messages={uiMessages[locale]}>
          <div className="font-sans text-ink">
            <Story />
          </div>
        </LocaleProvider>
      );
    },
  ],
};
export default preview;
