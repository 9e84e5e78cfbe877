import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers';
import { type Counters, createCounters, DbCounters, enforce } from './limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  try {
    const counters = await createCounters(undefined as never, REDIS_URL, 'hadiya-test-probe:');
    await counters.close();
    return true;
  } catch {
    return false;
  }
}
const hasRedis = await redisReachable();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function exercise(counters: Counters) {
  const key = `k-${randomBytes(4).toString('hex')}`;
  expect((await counters.hit(key, 60)).count).toBe(1);
  const second = await counters.hit(key, 60);
  expect(second.count).toBe(2);
  expect(second.resetInSeconds).toBeGreaterThan(0);
  expect(second.resetInSeconds).toBeLessThanOrEqual(60);
  expect((await counters.peek(key)).count).toBe(2);
  await expect(enforce(counters, [{ key, max: 2, windowSeconds: 60 }])).rejects.toMatchObject({ statusCode: 429 });
  await counters.reset(key);
  expect((await counters.peek(key)).count).toBe(0);
  // A window that has passed starts again.
  const short = `${key}-short`;
  await counters.hit(short, 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await counters.hit(short, 1)).count).toBe(1);
}

describe('abuse-limit counters', () => {
  it('count in fixed windows in the database', async () => {
    await exercise(new DbCounters(t.database.db));
  });

  it.skipIf(!hasRedis)('count in Redis when REDIS_URL is set, shared by two instances', async () => {
    const prefix = `hadiya-test:${randomBytes(4).toString('hex')}:`;
    const a = await createCounters(t.database.db, REDIS_URL, prefix);
    const b = await createCounters(t.database.db, REDIS_URL, prefix);
    try {
      await exercise(a);
      await a.hit('shared', 60);
      expect((await b.hit('shared', 60)).count).toBe(2);
    } finally {
      await a.reset('shared');
      await a.close();
      await b.close();
    }
  });

  it.skipIf(!hasRedis)('a server with REDIS_URL keeps its limits in Redis', async () => {
    const app = await startTestApp({ redisUrl: REDIS_URL }, { database: t.database });
    try {
      expect(app.app.counters.constructor.name).toBe('RedisCounters');
      const phone = `5${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(9, '0');
      const first = await app.http('POST', '/api/account/sendOtp', {
        body: { phone_code: '966', phone_number: phone },
      });
      expect(first.status).toBe(200);
      const again = await app.http('POST', '/api/account/sendOtp', {
        body: { phone_code: '966', phone_number: phone },
      });
      expect(again.status).toBe(429);
      for (const key of [`otp-wait:phone_login:966:${phone}`, `otp-send:966:${phone}`, 'otp-send-ip:127.0.0.1']) {
        await app.app.counters.reset(key);
      }
    } finally {
      await app.close();
    }
  });
});
