/**
 * `pnpm bench:notifications` (issue 15 §8): 1,000 push notifications queued on the job queue and
 * sent through the push sandbox (real VAPID signing and aes128gcm encryption per message, the push
 * service stand-in verifying and decrypting each), one receiver each, on an in-memory database
 * (or DATABASE_URL). Prints the time to enqueue and the time to drain; asserts nothing (budget:
 * under 30 s).
 * Env: BENCH_NOTIFICATIONS (1000), DATABASE_URL (PostgreSQL instead of PGlite).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client';
import { notifierOf } from '../src/modules/notifications/routes';
import { JOB_PUSH_MESSAGE, type PushMessageJob } from '../src/modules/notifications/workers';
import { buildServer } from '../src/server';

const count = Number(process.env.BENCH_NOTIFICATIONS ?? 1000);
const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: 'memory' });
const app = await buildServer({
  database,
  logger: false,
  config: { seedIfEmpty: false, catalogPollMs: 0, preloadCatalog: false, maintenancePollMs: 0, staticDir: undefined },
});
await app.ready();
const sandbox = notifierOf(app).push.sandbox;
if (!sandbox) throw new Error('the push sandbox is not in use (PUSH_PROVIDER / SANDBOX_PROVIDERS)');

const run = `${Date.now()}`;
const users = await queryRows<{ id: number }>(
  app.db,
  sql`insert into users (name, current_language)
      select 'Bench ' || g, case when g % 2 = 0 then 'ar' else 'en' end from generate_series(1, ${count}) g
      returning id`,
);
for (let i = 0; i < users.length; i += 200) {
  const rows = users.slice(i, i + 200).map((user) => {
    const s = sandbox.subscribe('http://bench.invalid');
    return sql`(${user.id}, 'Web', ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth})`;
  });
  await queryRows(
    app.db,
    sql`insert into push_subscriptions (user_id, device_id, endpoint, p256dh, auth) values ${sql.join(rows, sql`, `)}`,
  );
}

const enqueueStarted = performance.now();
for (const user of users) {
  const job: PushMessageJob = {
    event: `bench:${run}:${user.id}`,
    receiver: { userId: user.id },
    type: 'pending_cart_checkout',
    title: { en: 'Your cart is waiting', ar: 'سلتك بانتظارك' },
    body: { en: 'Complete your order.', ar: 'أكمل طلبك الآن.' },
  };
  await app.jobs.send(JOB_PUSH_MESSAGE, job);
}
const enqueueMs = performance.now() - enqueueStarted;

const before = sandbox.delivered;
const drainStarted = performance.now();
await app.jobs.drain(JOB_PUSH_MESSAGE, { timeoutMs: 600_000 });
const drainMs = performance.now() - drainStarted;
const delivered = sandbox.delivered - before;
const [log] = await queryRows<{ n: number }>(
  app.db,
  sql`select count(*)::int as n from notification_log where event like ${`bench:${run}:%`} and status = 'sent'`,
);

console.log(
  JSON.stringify(
    {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      notifications: count,
      enqueue_s: +(enqueueMs / 1000).toFixed(2),
      drain_s: +(drainMs / 1000).toFixed(2),
      per_second: Math.round(delivered / (drainMs / 1000)),
      delivered,
      logged_sent: log?.n ?? 0,
      budget_s: 30,
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
