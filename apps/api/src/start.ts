import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { operatorFilePath } from './cli/operator-file';
import { type AppConfig, loadConfig } from './config';
import { type BuildOptions, buildServer } from './server';

export interface StartOptions {
  config?: Partial<AppConfig>;
  /** Extra routes served beside the API (the storefront's server rendering). */
  web?: BuildOptions['web'];
}

/**
 * Listens on PORT, opens the database, serves until SIGTERM/SIGINT and then shuts down gracefully.
 * The API's own `pnpm start` and the storefront's one-port server both start here.
 */
export async function startServer(options: StartOptions = {}) {
  const started = performance.now();
  const config = { ...loadConfig(), ...options.config };
  // The operator commands (`pnpm --filter @hadiya/api operator|maintenance|restock`) find a running
  // server through this file inside DATA_DIR (none for an in-memory database).
  const operatorKey = randomBytes(24).toString('base64url');
  const operatorFile = operatorFilePath(config);
  const STARTUP_WAIT_MS = 30_000;

  /*
   * Listen first, then open the database: the first start of the embedded database runs
   * PostgreSQL's initdb (~3.5 s here). Requests that arrive meanwhile wait for the app (or get a
   * 503 envelope after 30 s) instead of being refused.
   */
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  let handler: Handler | null = null;
  const fastifyHandler: { current: Handler | null } = { current: null };
  const waiting: Array<[IncomingMessage, ServerResponse, NodeJS.Timeout]> = [];
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    const timer = setTimeout(() => {
      const index = waiting.findIndex(([, r]) => r === res);
      if (index >= 0) waiting.splice(index, 1);
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
      res.end(JSON.stringify({ success: false, statusCode: 503, message: 'Starting, try again shortly', data: null }));
    }, STARTUP_WAIT_MS);
    waiting.push([req, res, timer]);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const listeningMs = Math.round(performance.now() - started);

  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    app = await buildServer({
      config,
      operatorKey,
      web: options.web,
      serverFactory: (h) => {
        // Fastify's handler is installed once the app is ready (below).
        fastifyHandler.current = h as Handler;
        return server;
      },
    });
    await app.ready();
  } catch (error) {
    console.error('failed to start', error);
    server.close();
    process.exit(1);
  }
  handler = fastifyHandler.current;
  for (const [req, res, timer] of waiting.splice(0)) {
    clearTimeout(timer);
    handler?.(req, res);
  }

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (operatorFile) {
    mkdirSync(dirname(operatorFile), { recursive: true });
    writeFileSync(operatorFile, JSON.stringify({ port, key: operatorKey, pid: process.pid }), { mode: 0o600 });
  }
  app.log.info(
    { listeningMs, readyMs: Math.round(performance.now() - started), port, database: app.database.kind },
    'ready',
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      // Stop accepting connections, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await app.close();
      if (operatorFile) rmSync(operatorFile, { force: true });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { app, port };
}
