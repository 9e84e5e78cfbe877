/**
 * The wallet: a balance row per user (`wallets`, CHECK >= 0) changed only together with an
 * append-only `wallet_ledger` row carrying a unique idempotency key. Every change locks the
 * wallet row first, so concurrent debits run one after the other and the balance never goes below
 * zero; a retried credit or debit with the same key is a no-op. Call inside a transaction.
 */

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { anyJobs } from '../../lib/jobs';

export type WalletCreditType = 'refund' | 'refunded' | 'bonus';
export type WalletDebitType = 'purchased';

/** A refund or bonus landed in a wallet (notifications tell the shopper). */
export const JOB_WALLET_CREDITED = 'wallet.credited';
export interface WalletCreditedJob {
  userId: number;
  entryId: number;
  type: WalletCreditType;
  amountHalalas: number;
}

export interface WalletEntry {
  id: number;
  amountHalalas: number;
  balanceAfterHalalas: number;
  /** False when the idempotency key had already been used (nothing changed). */
  applied: boolean;
}

/** The balance (0 without a wallet). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select balance_halalas as balance from wallets where user_id = ${userId}`,
  );
  return row?.balance ?? 0;
}

/** The wallet row, created when missing, locked until the transaction ends; answers the balance. */
async function lockWallet(tx: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    tx,
    sql`insert into wallets (user_id) values (${userId})
        on conflict (user_id) do update set updated_at = wallets.updated_at
        returning balance_halalas as balance`,
  );
  if (!row) throw new Error('wallet upsert returned no row');
  return row.balance;
}

async function existing(tx: Db, key: string): Promise<WalletEntry | null> {
  const [row] = await queryRows<{ id: number; amount: number; after: number }>(
    tx,
    sql`select id, amount_halalas as amount, balance_after_halalas as after from wallet_ledger where idempotency_key = ${key}`,
  );
  return row ? { id: row.id, amountHalalas: row.amount, balanceAfterHalalas: row.after, applied: false } : null;
}

async function record(
  tx: Db,
  entry: {
    userId: number;
    type: string;
    amount: number;
    orderId?: number | null;
    note?: string | null;
    idempotencyKey: string;
  },
): Promise<WalletEntry> {
  const [wallet] = await queryRows<{ balance: number }>(
    tx,
    sql`update wallets set balance_halalas = balance_halalas + ${entry.amount}, updated_at = now()
        where user_id = ${entry.userId} and balance_halalas + ${entry.amount} >= 0
        returning balance_halalas as balance`,
  );
  if (!wallet) throw new AppError(400, 'wallet_insufficient');
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into wallet_ledger (user_id, type, amount_halalas, balance_after_halalas, order_id, note, idempotency_key)
        values (${entry.userId}, ${entry.type}, ${entry.amount}, ${wallet.balance}, ${entry.orderId ?? null},
                ${entry.note ?? null}, ${entry.idempotencyKey})
        returning id`,
  );
  if (!row) throw new Error('ledger insert returned no row');
  return { id: row.id, amountHalalas: entry.amount, balanceAfterHalalas: wallet.balance, applied: true };
}

/** Credits the wallet once per idempotency key (refunds, bonuses). */
export async function creditWallet(
  tx: Db,
  input: {
    userId: number;
    amountHalalas: number;
    type: WalletCreditType;
    orderId?: number | null;
    note?: string | null;
    idempotencyKey: string;
  },
): Promise<WalletEntry> {
  if (!Number.isInteger(input.amountHalalas) || input.amountHalalas <= 0) throw new Error('credit must be positive');
  await lockWallet(tx, input.userId);
  const done = await existing(tx, input.idempotencyKey);
  if (done) return done;
  const entry = await record(tx, {
    userId: input.userId,
    type: input.type,
    amount: input.amountHalalas,
    orderId: input.orderId,
    note: input.note,
    idempotencyKey: input.idempotencyKey,
  });
  // The shopper hears of it (push `wallet_refund`, e-mail) once, after the credit commits.
  const job: WalletCreditedJob = {
    userId: input.userId,
    entryId: entry.id,
    type: input.type,
    amountHalalas: input.amountHalalas,
  };
  await anyJobs().send(JOB_WALLET_CREDITED, job, { tx, singletonKey: `wallet-credit:${entry.id}` });
  return entry;
}

/**
 * Debits the wallet (never below zero: 400 `wallet_insufficient`). Once per key; the default key
 * is the order's, so an order is debited at most once.
 */
export async function debitWallet(
  tx: Db,
  input: {
    userId: number;
    amountHalalas: number;
    type: WalletDebitType;
    orderId: number | null;
    note?: string | null;
    idempotencyKey?: string;
  },
): Promise<WalletEntry> {
  if (!Number.isInteger(input.amountHalalas) || input.amountHalalas <= 0) throw new Error('debit must be positive');
  const key = input.idempotencyKey ?? `order:${input.orderId}:debit`;
  const balance = await lockWallet(tx, input.userId);
  const done = await existing(tx, key);
  if (done) return done;
  if (balance < input.amountHalalas) throw new AppError(400, 'wallet_insufficient');
  return record(tx, {
    userId: input.userId,
    type: input.type,
    amount: -input.amountHalalas,
    orderId: input.orderId,
    note: input.note,
    idempotencyKey: key,
  });
}

/** The ledger, newest first. */
export async function walletTransactions(db: Db, userId: number, limit = 100) {
  return queryRows<{
    id: number;
    type: string;
    amount: number;
    balance_after: number;
    order_uuid: string | null;
    note: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select l.id, l.type, l.amount_halalas as amount, l.balance_after_halalas as balance_after,
          o.uuid::text as order_uuid, l.note, l.created_at
        from wallet_ledger l left join orders o on o.id = l.order_id
        where l.user_id = ${userId} order by l.id desc limit ${limit}`,
  );
}
