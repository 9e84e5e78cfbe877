import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind } from '../../../test/helpers';
import { type Database, openDatabase, queryRows } from '../../db/client';
import { Jobs } from '../../lib/jobs';

const silent = { warn() {}, info() {}, error() {} } as never;

let database: Database;
let jobs: Jobs;
const seen: number[] = [];

beforeAll(async () => {
  database =
    dbKind === 'postgres'
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' })
      : await openDatabase({ dataDir: 'memory' });
  jobs = new Jobs(database, silent, { autoStart: false });
  await jobs.work<{ n: number }>('test.collect', async ({ n }) => {
    if (n < 0) throw new Error('negative');
    seen.push(n);
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

describe('jobs (pg-boss on the app database)', () => {
  it('runs a sent job once; drain waits until the queue is idle', async () => {
    seen.length = 0;
    await jobs.send('test.collect', { n: 1 });
    await jobs.send('test.collect', { n: 2 });
    expect(await jobs.drain('test.collect')).toBe(2);
    expect(seen.sort()).toEqual([1, 2]);
    expect(await jobs.drain('test.collect')).toBe(0);
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    seen.length = 0;
    await database.db.transaction(async (tx) => {
      await jobs.send('test.collect', { n: 3 }, { tx });
    });
    await database.db
      .transaction(async (tx) => {
        await jobs.send('test.collect', { n: 4 }, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await jobs.drain('test.collect');
    expect(seen).toEqual([3]);
  });

  it('a job due later is not run before its time', async () => {
    seen.length = 0;
    await jobs.send('test.collect', { n: 5 }, { startAfter: new Date(Date.now() + 60_000) });
    await jobs.drain('test.collect');
    expect(seen).toEqual([]);
    await queryRows(
      database.db,
      sql`update pgboss.job set start_after = now() where name = 'test.collect' and state = 'created'`,
    );
    await jobs.drain('test.collect');
    expect(seen).toEqual([5]);
  });
});
