/**
 * Operator restock: `pnpm --filter @hadiya/api restock <product id|slug> <units> [--color <id>]`.
 * Adds stock and sends every notify-me subscriber of what came back exactly one e-mail. A running
 * server is asked through its loopback operator endpoint (so its sandbox outbox records the
 * e-mails); otherwise the database is written directly and the e-mails go through the configured
 * providers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../lib/errors';
import { t } from '../lib/i18n';
import { CatalogService } from '../modules/catalog/service';
import { ReferenceData } from '../modules/common/service';
import { restock } from '../modules/favourites/service';
import { NotificationService } from '../modules/notifications/service';
import { createProviders } from '../providers';

const args = process.argv.slice(2);
const colorAt = args.indexOf('--color');
const colorId = colorAt >= 0 ? Number(args[colorAt + 1]) : null;
const [product, units] = colorAt < 0 ? args : args.filter((_, i) => i !== colorAt && i !== colorAt + 1);
const quantity = Number(units);
if (!product || !Number.isInteger(quantity) || (colorId !== null && !Number.isInteger(colorId))) {
  console.error('usage: restock <product id|slug> <units> [--color <color id>]');
  process.exit(2);
}

const config = loadConfig();
const operatorFile = join(dirname(config.dataDir), 'operator.json');
const body = { product: /^\d+$/.test(product) ? Number(product) : product, color_id: colorId, quantity };

if (existsSync(operatorFile)) {
  const { port, key } = JSON.parse(readFileSync(operatorFile, 'utf8')) as { port: number; key: string };
  const response = await fetch(`http://127.0.0.1:${port}/api/internal/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': key, language: 'en' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (response) {
    const answer = (await response.json()) as { message: string; data: unknown };
    console.log(response.ok ? JSON.stringify(answer.data) : `refused: ${answer.message}`);
    process.exit(response.ok ? 0 : 1);
  }
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const logger = { info: () => {}, warn: console.warn, error: console.error };
const providers = await createProviders({ logger, publicBaseUrl: config.publicBaseUrl });
try {
  const catalog = new CatalogService(database.db, new ReferenceData(database.db), config.mediaBaseUrl);
  const record = await catalog.get(String(body.product));
  const base = (config.publicBaseUrl ?? config.corsOrigins[0] ?? 'http://localhost:3000').replace(/\/+$/, '');
  const result = await restock(
    database.db,
    new NotificationService(() => providers.email, base),
    { productId: record.id, colorId, quantity },
    logger,
  );
  console.log(JSON.stringify(result));
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`refused: ${t('en', error.messageKey, error.params)}`);
  process.exitCode = 1;
} finally {
  await providers.close();
  await database.close();
}
