import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type Db, queryRows } from '../db/client';
import { AppError } from './errors';

/**
 * Fixed-window counters shared by every instance: in the database (`rate_counters`), or in Redis
 * when REDIS_URL is set. Keys never hold a secret (targets are e-mails, phone numbers, IPs).
 */
export interface Counters {
  /** Counts one hit in the window of `key`; returns the count so far and seconds until the window resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** The current count without counting. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class DbCounters implements Counters {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowSeconds: number) {
    const [row] = await queryRows<{ count: number; reset_in: number }>(
      this.db,
      sql`insert into rate_counters (key, count, reset_at)
        values (${key}, 1, now() + ${windowSeconds} * interval '1 second')
        on conflict (key) do update set
          count = case when rate_counters.reset_at <= now() then 1 else rate_counters.count + 1 end,
          reset_at = case when rate_counters.reset_at <= now()
            then now() + ${windowSeconds} * interval '1 second' else rate_counters.reset_at end
        returning count, ceil(extract(epoch from reset_at - now()))::int as reset_in`,
    );
    return { count: Number(row?.count ?? 1), resetInSeconds: Math.max(0, Number(row?.reset_in ?? windowSeconds)) };
  }

  async peek(key: string) {
    const [row] = await queryRows<{ count: number; reset_in: number }>(
      this.db,
      sql`select count, ceil(extract(epoch from reset_at - now()))::int as reset_in
        from rate_counters where key = ${key} and reset_at > now()`,
    );
    return { count: Number(row?.count ?? 0), resetInSeconds: Math.max(0, Number(row?.reset_in ?? 0)) };
  }

  async reset(key: string) {
    await this.db.execute(sql`delete from rate_counters where key = ${key}`);
  }

  async close() {}
}

export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hadiya:limit:',
  ) {}

  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    const result = await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
    return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.ttl(k)]);
    return { count: Number(count ?? 0), resetInSeconds: Math.max(0, ttl) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export async function createCounters(db: Db, redisUrl: string | undefined, prefix?: string): Promise<Counters> {
  if (!redisUrl) return new DbCounters(db);
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return new RedisCounters(redis, prefix);
}

export interface Limit {
  /** Counter key. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit on each limit and refuses (429, `too_many_requests`) once any is past its maximum.
 * Every limit is counted, so one that passes still counts the attempt.
 */
export async function enforce(counters: Counters, limits: Limit[]): Promise<void> {
  const results = await Promise.all(limits.map((limit) => counters.hit(limit.key, limit.windowSeconds)));
  let retryAfter = 0;
  results.forEach((result, index) => {
    const limit = limits[index];
    if (limit && result.count > limit.max) retryAfter = Math.max(retryAfter, result.resetInSeconds);
  });
  if (retryAfter > 0) throw new AppError(429, 'too_many_attempts', { seconds: retryAfter });
}
