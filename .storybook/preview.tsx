import {
  Controls,
  Description,
  DocsContainer,
  type DocsContainerProps,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ComponentType, type ReactNode, useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { uiMessages } from '../packages/ui/src/i18n/catalog';
import { directionOf, isLocale, type Locale } from '../packages/ui/src/lib/direction';
import { LocaleProvider } from '../packages/ui/src/lib/locale-provider';
import '../packages/ui/src/styles/globals.css';
import { provideMergeConfig } from '../packages/ui/src/lib/cn';
import { wholeMergeConfig } from '../packages/ui/src/lib/whole-merge-config';

// Stories and docs pages use classes the store's code does not: the workbench's `cn` knows every
// class group (the storefront's knows the code's only, cn.ts).
provideMergeConfig(wholeMergeConfig);

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

// `findBy…`/`waitFor` in play functions wait up to 5 s (Testing Library's default is 1 s): the
// built workbench runs on designers' laptops and on a busy CI machine, where a drawer's transition
// or a mocked answer can take longer than a second. A passing story does not wait any longer.
configure({ asyncUtilTimeout: 5000 });

/**
 * One story's root: its own `lang` and `dir` with the locale's texts and Radix's direction, so a
 * docs page can show Arabic and English examples side by side. Only a story shown alone (story
 * view) also owns `<html lang dir>`, which portalled dialogs inherit.
 */
function StoryRoot({
  locale,
  isDocumentOwner,
  children,
}: {
  locale: Locale;
  isDocumentOwner: boolean;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={locale} messages={uiMessages[locale]} isDocumentOwner={isDocumentOwner}>
      <div lang={locale} dir={directionOf(locale)} data-story-root={locale} className="font-sans text-ink">
        {children}
      </div>
    </LocaleProvider>
  );
}

/**
 * Which locale a story renders in: a locale the story pins (`globals: { locale }`, the `Arabic` and
 * `English` stories) always wins; then, outside docs pages, `parameters.playLocale` (the language
 * its play function's expected texts and digits are written in, so the Interactions panel passes
 * whatever the toolbar says); then the toolbar. Docs pages never run play functions, so their
 * examples follow the toolbar.
 */
function requestedLocale(context: Parameters<Decorator>[1]): unknown {
  const pinned = (context as { storyGlobals?: Record<string, unknown> }).storyGlobals?.locale;
  if (pinned !== undefined) return pinned;
  const toolbar = context.globals.locale;
  const playLocale = (context.parameters as { playLocale?: Locale }).playLocale;
  if (context.viewMode !== 'docs' && playLocale && toolbar !== 'both') return playLocale;
  return toolbar;
}

const withLocale: Decorator = (Story, context) => {
  const requested = requestedLocale(context);
  if (requested === 'both') {
    // Review mode: the same story in Arabic and English, next to each other.
    return (
      <div dir="ltr" data-story-compare="" className="grid grid-cols-2 items-start gap-6">
        <StoryRoot locale="ar" isDocumentOwner={false}>
          <Story />
        </StoryRoot>
        <StoryRoot locale="en" isDocumentOwner={false}>
          <Story />
        </StoryRoot>
      </div>
    );
  }
  const locale = isLocale(requested) ? requested : 'ar';
  return (
    <StoryRoot locale={locale} isDocumentOwner={context.viewMode !== 'docs'}>
      <Story />
    </StoryRoot>
  );
};

/**
 * Docs pages are written in English and read left to right; each example on them carries its own
 * direction (see StoryRoot). Resets what the last story shown alone left on `<html>`.
 */
function HadiyaDocsContainer(props: DocsContainerProps & { children?: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }, []);
  return <DocsContainer {...props} />;
}

/**
 * A component's docs page: Storybook's own (title, description, the first story, the props table,
 * every story) with the component's usage notes — `parameters.docs.usage`, a component rendering
 * `UsageNotes` from `packages/ui/src/docs/foundations.tsx` — before the stories.
 */
function HadiyaDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const Usage = (preparedMeta.parameters.docs as { usage?: ComponentType } | undefined)?.usage;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {Usage ? <Usage /> : null}
      <Stories />
    </>
  );
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    locale: {
      description: 'Store language; Arabic reads right to left. “Both” shows Arabic and English side by side.',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'en', title: 'English (LTR)' },
          { value: 'both', title: 'العربية | English' },
        ],
        dynamicTitle: true,
      },
    },
    network: {
      description: 'Mocked API (MSW) answers of the Screens and Flows: normal, slow, never, empty or an error',
      toolbar: {
        title: 'Network',
        icon: 'transfer',
        items: [
          { value: 'ok', title: 'Network: normal' },
          { value: 'slow', title: 'Network: slow (3 s)' },
          { value: 'loading', title: 'Network: no answer (loading)' },
          { value: 'empty', title: 'Network: empty' },
          { value: 'error', title: 'Network: server error' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'ar',
    network: 'ok',
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { container: HadiyaDocsContainer, page: HadiyaDocsPage, toc: true },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing, radii, elevation and motion', 'Icons', 'Right to left', 'Content'],
          'Primitives',
          '*',
          'Screens',
          'Flows',
        ],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [withLocale],
};
export default preview;
