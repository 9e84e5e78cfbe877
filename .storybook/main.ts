import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Foundations and guides (MDX) first, then every component's and screen's stories.
  stories: ['../packages/ui/src/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // Serves mockServiceWorker.js (MSW) at the root, in the workbench, its static build and the story tests.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
    };
    // Relative asset URLs so the static build opens from disk or any sub-path.
    viteConfig.base = './';
    // Unminified, so "Show code" on docs pages names the real components (`<ProductCard …>`, not `<j …>`).
    viteConfig.build = { ...viteConfig.build, minify: false };
    return viteConfig;
  },
};
export default config;
