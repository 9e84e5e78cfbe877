import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Home, product, search and content pages arrive as HTML, then hydrate.
  ssr: true,
} satisfies Config;
