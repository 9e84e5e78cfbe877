import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium; test tools never download a browser of their own here.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  },
});

const browser = {
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
};

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail that run.
const optimizeDeps = {
  include: [
    'react',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-intl',
    '@radix-ui/react-direction',
    // Mock Service Worker, started by .storybook/preview for data-driven stories.
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    ...[
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toast',
      'class-variance-authority',
      'clsx',
      'lucide-react',
      'tailwind-merge',
      'react-hook-form',
      '@hookform/resolvers/zod',
    ].map((name) => `@hadiya/ui > ${name}`),
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/ui/src/{lib,i18n,styles}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/storefront/app/**/*.test.ts',
            'apps/storefront/server/**/*.test.ts',
            'apps/storefront/build-plugins/**/*.test.ts',
          ],
          server: { deps: { inline: [/@hadiya/] } },
        },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve,
        optimizeDeps,
        test: {
          name: 'components',
          include: ['packages/ui/src/components/**/*.test.tsx'],
          setupFiles: ['packages/ui/src/test/setup.ts'],
          browser: { ...browser, viewport: { width: 1280, height: 800 } },
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        resolve,
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: { ...browser, viewport: { width: 1280, height: 800 } },
        },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve,
        optimizeDeps,
        test: {
          name: 'visual',
          include: ['packages/ui/src/visual.test.tsx'],
          setupFiles: ['packages/ui/src/test/setup.ts'],
          testTimeout: 60_000,
          browser: {
            ...browser,
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
