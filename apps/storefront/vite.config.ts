import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Workspace packages are consumed from their TypeScript sources (the `source` export condition).
const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions },
  ssr: {
    resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] },
    // The server bundle carries the design system and its dependencies (pnpm does not hoist them
    // where build/server could find them); the storefront's own runtime packages stay external.
    noExternal: true,
    external: [
      'react',
      'react-dom',
      'react-router',
      '@react-router/node',
      'react-intl',
      '@tanstack/react-query',
      'isbot',
    ],
  },
  build: { target: 'es2022' },
});
