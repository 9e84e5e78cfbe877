/**
 * The wallet under a real race (issue 15 §7): 20 refunds and 20 debits at once, each its own
 * transaction on the pool (on PostgreSQL they truly overlap; PGlite runs them one by one), keep
 * the balance equal to the ledger's sum and never below zero; a retried credit lands once; and
 * `GET /user/wallet` answers that balance with the ledger page by page, in the caller's language.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, expectErrorEnvelope, startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { bearer } from '../cart/fixtures';
import { testShopper } from '../payments/test-kit';
import { creditWallet, debitWallet } from '../wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tx = <T>(fn: (db: Db) => Promise<T>) => t.database.db.transaction((raw) => fn(raw as unknown as Db));

async function ledgerOf(userId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; n: number; negative: number }>(
    t.database.db,
    sql`select (select balance_halalas from wallets where user_id = ${userId})::int as balance,
          coalesce(sum(amount_halalas), 0)::int as sum, count(*)::int as n,
          count(*) filter (where balance_after_halalas < 0)::int as negative
        from wallet_ledger where user_id = ${userId}`,
  );
  return row;
}

describe(`wallet races (${dbKind})`, () => {
  it('20 concurrent refunds and 20 concurrent debits keep balance = ledger sum, never below zero', async () => {
    const shopper = await testShopper(t, 'user');
    const userId = shopper.userId as number;
    await tx((db) =>
      creditWallet(db, { userId, amountHalalas: 5_000, type: 'bonus', idempotencyKey: `race:${userId}:seed` }),
    );
    const jobs = [
      ...Array.from({ length: 20 }, (_, i) =>
        tx((db) =>
          creditWallet(db, {
            userId,
            amountHalalas: 1_000 + i,
            type: 'refund',
            idempotencyKey: `race:${userId}:refund:${i}`,
          }),
        ).then(() => 'credit'),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        tx((db) =>
          debitWallet(db, {
            userId,
            amountHalalas: 2_500,
            type: 'purchased',
            orderId: null,
            idempotencyKey: `race:${userId}:debit:${i}`,
          }),
        ).then(
          () => 'debit',
          (error: { messageKey?: string; message?: string }) => `refused:${error.messageKey ?? error.message}`,
        ),
      ),
    ];
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((o) => o === 'credit')).toHaveLength(20);
    const debits = outcomes.filter((o) => o === 'debit').length;
    expect(outcomes.filter((o) => o.startsWith('refused:')).every((o) => o.includes('wallet_insufficient'))).toBe(true);

    const credited = 5_000 + Array.from({ length: 20 }, (_, i) => 1_000 + i).reduce((a, b) => a + b, 0);
    const ledger = await ledgerOf(userId);
    expect(ledger).toMatchObject({ balance: credited - debits * 2_500, sum: credited - debits * 2_500, negative: 0 });
    expect(ledger?.n).toBe(1 + 20 + debits);

    // Each entry's running balance is the sum so far, in ledger order.
    const rows = await queryRows<{ amount: number; after: number }>(
      t.database.db,
      sql`select amount_halalas as amount, balance_after_halalas as after from wallet_ledger where user_id = ${userId} order by id`,
    );
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.after).toBe(running);
    }

    const page = await t.client({ token: shopper.token }).request('userWallet', { query: { limit: 100 } });
    expect(page.balance).toBe(ledger?.sum);
    expect(page.total_count).toBe(ledger?.n);
    expect(page.transactions.reduce((n, e) => n + e.amount, 0)).toBe(ledger?.sum);
  });

  it('the same refund posted 5 times at once lands once', async () => {
    const shopper = await testShopper(t, 'user');
    const userId = shopper.userId as number;
    const entries = await Promise.all(
      Array.from({ length: 5 }, () =>
        tx((db) => creditWallet(db, { userId, amountHalalas: 750, type: 'refund', idempotencyKey: `once:${userId}` })),
      ),
    );
    expect(entries.filter((e) => e.applied)).toHaveLength(1);
    expect(await ledgerOf(userId)).toMatchObject({ balance: 750, sum: 750, n: 1 });
  });
});

describe('GET /user/wallet', () => {
  it('pages the ledger newest first with types, SAR amounts and orders in the caller’s language', async () => {
    const shopper = await testShopper(t, 'user');
    const userId = shopper.userId as number;
    await tx(async (db) => {
      await creditWallet(db, { userId, amountHalalas: 10_000, type: 'bonus', idempotencyKey: `page:${userId}:1` });
      await debitWallet(db, {
        userId,
        amountHalalas: 2_550,
        type: 'purchased',
        orderId: null,
        idempotencyKey: `page:${userId}:2`,
      });
      await creditWallet(db, { userId, amountHalalas: 1_000, type: 'refunded', idempotencyKey: `page:${userId}:3` });
    });
    const en = await t.client({ token: shopper.token }).request('userWallet', { query: { limit: 2 } });
    expect(en).toMatchObject({ balance: 8_450, balance_sar: '84.50', total_count: 3, total_pages: 2, page_number: 1 });
    expect(en.transactions.map((e) => [e.type, e.type_label, e.amount, e.amount_sar])).toEqual([
      ['refunded', 'Refunded', 1_000, '10.00'],
      ['purchased', 'Purchase', -2_550, '-25.50'],
    ]);
    const ar = await t.client({ token: shopper.token, language: 'ar' }).request('userWallet', {
      query: { limit: 2, page_number: 2 },
    });
    expect(ar.transactions.map((e) => [e.type, e.type_label])).toEqual([['bonus', 'مكافأة']]);

    const guest = await testShopper(t, 'guest');
    expectErrorEnvelope(await t.http('GET', '/api/user/wallet', { headers: bearer(guest.token, 'ar') }), 401);
    const bad = await t.http('GET', '/api/user/wallet?limit=0', { headers: bearer(shopper.token, 'ar') });
    expect(JSON.stringify(expectErrorEnvelope(bad, 400).data)).toContain('limit');
  });
});
