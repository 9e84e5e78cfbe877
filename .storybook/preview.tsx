import type { Preview } from '@storybook/react-vite';
import { uiMessages } from '../packages/ui/src/i18n/catalog';
import { isLocale } from '../packages/ui/src/lib/direction';
import { LocaleProvider } from '../packages/ui/src/lib/locale-provider';
import '../packages/ui/src/styles/globals.css';

const preview: Preview = {
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
