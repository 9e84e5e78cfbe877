/**
 * The shopper's wallet ledger over HTTP (`GET /user/wallet`): each entry described for the shopper
 * by its kind, in the caller's language, with the order number once (its own field); an
 * operator's bonus reason and who gave it stay in the ledger for operators only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers';
import { type Db, queryRows } from '../../db/client';
import { confirmPaid } from '../orders/service';
import { testOrder, testShopper } from '../payments/test-kit';
import { debitWallet } from './ledger';

const OPERATOR_KEY = 'operator-key-for-wallet-tests-0123456789ab';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const op = (method: string, path: string, body?: unknown) =>
  t.http(method, `/api/operator${path}`, { headers: { 'x-operator-key': OPERATOR_KEY, language: 'en' }, body });

/** A shopper with an operator's bonus, an order paid partly from the wallet, and an order refunded to it. */
async function shopperWithHistory() {
  const shopper = await testShopper(t, 'user');
  const userId = shopper.userId as number;
  const bonus = await op('POST', '/wallet/bonus', { user_id: userId, amount_halalas: 200_00, reason: 'welcome bonus' });
  expect(bonus.status, JSON.stringify(bonus.body)).toBe(200);
  // Checkout's debit, as place-order writes it (the order number as the stored note).
  const bought = await testOrder(t, shopper);
  await t.database.db.transaction((tx) =>
    debitWallet(tx as unknown as Db, {
      userId,
      amountHalalas: 30_00,
      type: 'purchased',
      orderId: bought.id,
      note: bought.orderNumber,
    }),
  );
  // An operator rejects a paid order and refunds it to the wallet.
  const refunded = await testOrder(t, shopper, { totalHalalas: 100_00 });
  await t.database.db.transaction((tx) =>
    confirmPaid(tx as unknown as Db, refunded.id, {
      method: 'card',
      provider: 'moyasar_card',
      providerRef: null,
      amountHalalas: 100_00,
    }),
  );
  const cancel = await op('POST', `/orders/${refunded.uuid}/cancel`, {
    status: 'rejected',
    reason: 'out of roses',
    refund_to: 'wallet',
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  return { shopper, userId, bought, refunded };
}

describe('GET /user/wallet', () => {
  it.each([
    {
      locale: 'ar' as const,
      bonus: 'رصيد من هدية',
      paid: 'دُفع من محفظتك',
      refund: 'استُرد إلى محفظتك',
    },
    {
      locale: 'en' as const,
      bonus: 'Store credit from Hadiya',
      paid: 'Paid from your wallet',
      refund: 'Refunded to your wallet',
    },
  ])('describes each entry for the shopper, never the operator reason ($locale)', async (c) => {
    const { shopper, userId, bought, refunded } = await shopperWithHistory();
    const res = await t.http('GET', '/api/user/wallet', {
      headers: { authorization: `Bearer ${shopper.token}`, language: c.locale },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.data.transactions as Array<Record<string, unknown>>;
    const byType = (type: string) => entries.find((e) => e.type === type);
    expect(byType('bonus')).toMatchObject({ note: c.bonus, order_number: null });
    expect(byType('purchased')).toMatchObject({ note: c.paid, order_number: bought.orderNumber });
    expect(byType('refund')).toMatchObject({ note: c.refund, order_number: refunded.orderNumber });
    const shown = JSON.stringify(entries);
    expect(shown).not.toMatch(/welcome bonus|\(key\)|out of roses/);
    // The order number once per entry: in its own field, not again in the description.
    for (const entry of entries) {
      if (entry.order_number) expect(entry.note).not.toContain(entry.order_number as string);
    }
    // The operator's reason and who gave it stay in the ledger, for operators.
    const [stored] = await queryRows<{ note: string | null }>(
      t.database.db,
      sql`select note from wallet_ledger where user_id = ${userId} and type = 'bonus'`,
    );
    expect(stored?.note).toContain('welcome bonus');
  });
});
