import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from './config';
import { buildServer } from './server';

const started = performance.now();
const config = loadConfig();
// The operator command (`pnpm --filter @hadiya/api maintenance on|off`) finds a running server here.
const operatorKey = randomBytes(24).toString('base64url');
const operatorFile = join(dirname(config.dataDir), 'operator.json');

const app = await buildServer({ config, operatorKey });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    rmSync(operatorFile, { force: true });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  mkdirSync(dirname(operatorFile), { recursive: true });
  writeFileSync(operatorFile, JSON.stringify({ port, key: operatorKey, pid: process.pid }), { mode: 0o600 });
  app.log.info({ ms: Math.round(performance.now() - started), database: app.database.kind }, 'ready');
} catch (error) {
  app.log.error({ err: error }, 'failed to start');
  await app.close().catch(() => {});
  process.exit(1);
}
