/**
 * The API as measured by bench.mjs: embedded PGlite in memory (or DATABASE_URL), the demo
 * catalogue plus BENCH_PRODUCTS generated products, production settings, no rate limits.
 */
import { openDatabase } from '../src/db/client';
import { seedBulkProducts } from '../src/db/seed/bulk';
import { buildServer } from '../src/server';

const count = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory' });
const app = await buildServer({
  database,
  logger: false,
  config: {
    rateLimit: false,
    validateResponses: false,
    preloadCatalog: false,
    catalogPollMs: 10_000,
    maintenancePollMs: 5_000,
  },
});
const started = performance.now();
const ids = await seedBulkProducts(database.db, count);
const seedMs = Math.round(performance.now() - started);
await app.catalog.invalidate();
const preloadStarted = performance.now();
await app.catalog.preload();
const preloadMs = Math.round(performance.now() - preloadStarted);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const cities = await app.reference.searchCities('Riyadh', 1, 1);
process.stdout.write(
  `${JSON.stringify({ ready: true, port, seedMs, preloadMs, products: ids.length, firstId: ids[0], lastId: ids.at(-1), cityId: cities[0]?.id })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
