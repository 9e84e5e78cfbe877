import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { precompressDirectory } from './build-plugins/precompress';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Home, product, search and content pages arrive as HTML, then hydrate.
  ssr: true,
  // The whole route manifest (~30 routes) rides in the page, so hydration does not scan every link
  // and fetch `/__manifest` for the routes they lead to: one task less after the first paint.
  routeDiscovery: { mode: 'initial' },
  // React Router writes that manifest after the client bundle (and its precompression): compress
  // what is still plain once the whole build is done.
  async buildEnd({ reactRouterConfig }) {
    await precompressDirectory(path.join(reactRouterConfig.buildDirectory, 'client'), { isOnlyMissing: true });
  },
} satisfies Config;
