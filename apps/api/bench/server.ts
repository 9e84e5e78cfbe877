/**
 * The API as measured by bench.mjs: embedded PGlite in memory (or DATABASE_URL), the demo
 * catalogue plus BENCH_PRODUCTS generated products, production settings, no rate limits.
 */
import { OTP_TTL_SECONDS } from '@hadiya/contract';
import { openDatabase } from '../src/db/client';
import { otpCodes, users } from '../src/db/schema';
import { seedBulkProducts } from '../src/db/seed/bulk';
import { otpHash } from '../src/lib/otp';
import { ARGON2_OPTIONS, hashPassword } from '../src/lib/passwords';
import { buildServer } from '../src/server';
import { setupCartBench } from './cart-setup';

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
    authLimits: {
      otpSendsPerTargetPerHour: 1e9,
      otpSendsPerIpPerHour: 1e9,
      otpChecksPerIpPerHour: 1e9,
      loginFailuresPerAccount: 1e9,
      loginsPerIp: 1e9,
    },
  },
});
const started = performance.now();
const ids = await seedBulkProducts(database.db, count);
const seedMs = Math.round(performance.now() - started);
await app.catalog.invalidate();
const preloadStarted = performance.now();
await app.catalog.preload();
const preloadMs = Math.round(performance.now() - preloadStarted);
// Accounts: one e-mail account with a real argon2id hash, and BENCH_OTPS phone numbers each
// holding a live code `1234` (verifyOtp then creates the account and signs it in, as in production).
const hashStarted = performance.now();
const passwordHash = await hashPassword('bench-password');
const hashMs = Math.round(performance.now() - hashStarted);
const hashRuns: number[] = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  await hashPassword('bench-password');
  hashRuns.push(performance.now() - t0);
}
await database.db
  .insert(users)
  .values({ name: 'Bench', email: 'bench@example.com', passwordHash, emailVerifiedAt: new Date() });
const otpCount = Number(process.env.BENCH_OTPS ?? 20_000);
const firstPhone = 510_000_000;
const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000 * 12);
for (let start = 0; start < otpCount; start += 1000) {
  const rows = [];
  for (let i = start; i < Math.min(otpCount, start + 1000); i++) {
    const target = `966:${firstPhone + i}`;
    rows.push({
      purpose: 'phone_login',
      target,
      codeHash: otpHash(app.config.appSecret, 'phone_login', target, '1234'),
      expiresAt,
    });
  }
  await database.db.insert(otpCodes).values(rows);
}
const cart = await setupCartBench(app, database, ids);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const cities = await app.reference.searchCities('Riyadh', 1, 1);
process.stdout.write(
  `${JSON.stringify({ ready: true, port, seedMs, preloadMs, products: ids.length, firstId: ids[0], lastId: ids.at(-1), cityId: cities[0]?.id, firstPhone, otpCount, hashMs: Math.round(Math.min(...hashRuns)), firstHashMs: hashMs, argon2: ARGON2_OPTIONS, cart })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
