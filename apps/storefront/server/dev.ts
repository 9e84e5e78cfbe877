/**
 * `pnpm dev`: the API and the storefront on one port with hot reload. Vite serves the modules
 * and renders through React Router's dev build; the production path is main.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@hadiya/api';
import type { FastifyPluginAsync } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadStorefrontConfig } from './config';
import { storefront } from './web';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });

const handler: RequestHandler = async (request, context) => {
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return createRequestHandler(build, 'development')(request, context);
};

const web: FastifyPluginAsync = async (app) => {
  // Vite answers module and asset requests first; everything else is rendered.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) return done();
    vite.middlewares(request.raw, reply.raw, () => done());
  });
  await app.register(storefront({ handler, config: loadStorefrontConfig(), hasContentSecurityPolicy: false }));
};

const { port } = await startServer({ web });
console.log(`\n  Hadiya (development): http://localhost:${port}/\n`);
