/**
 * `pnpm start`: the storefront (server-rendered) and the API on one port, with the embedded
 * database and demo catalogue on first start.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from '@hadiya/api';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { loadStorefrontConfig } from './config';
import { storefront } from './web';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
const handler = createRequestHandler(build, process.env.NODE_ENV ?? 'production');

const { app, port } = await startServer({
  web: storefront({ handler, clientDir: path.join(root, 'build/client'), config: loadStorefrontConfig() }),
});
const host = app.config.host === '0.0.0.0' || app.config.host === '::' ? 'localhost' : app.config.host;
console.log(`\n  Hadiya is ready: http://${host}:${port}/\n`);
