import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Home, product, search and content pages arrive as HTML, then hydrate.
  ssr: true,
  // The whole route manifest (~30 routes) rides in the page, so hydration does not scan every link
  // and fetch `/__manifest` for the routes they lead to: one task less after the first paint.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
