/**
 * `GET /user/wallet` (issue 15 §4; spec §3): the balance and its ledger, newest first, paginated,
 * each entry with its spec type (purchased, refunded, refund, bonus) in the caller's language, the
 * amount in halalas and SAR, the date and the order. The balance row and the ledger change together
 * (ledger.ts), so the balance is the ledger's sum.
 *
 * `note` is what the entry is, for the shopper, in the caller's language, told by its kind (type
 * and idempotency key). The stored note is for operators (an operator's bonus reason and who gave
 * it, an order or ticket number) and never leaves through this call.
 */
import type { Language, WalletPage } from '@hadiya/contract';
import {
  halalasToDecimal,
  WALLET_TRANSACTION_TYPES,
  type WalletTransactionType,
  walletTransactionLabels,
} from '@hadiya/contract/orders';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { t } from '../../lib/i18n';

const isType = (v: string): v is WalletTransactionType => (WALLET_TRANSACTION_TYPES as readonly string[]).includes(v);

/** The shopper's description of an entry, from its kind (the keys are ledger.ts callers'). */
export function walletEntryNote(
  entry: { type: WalletTransactionType; key: string; ticketNumber: string | null },
  lang: Language,
): string {
  if (entry.type === 'purchased') return t(lang, 'wallet_entry_paid');
  if (entry.type === 'bonus') return t(lang, 'wallet_entry_store_credit');
  if (/^order:\d+:release$/.test(entry.key)) return t(lang, 'wallet_entry_order_not_paid');
  if (/^order:\d+:refund$/.test(entry.key)) return t(lang, 'wallet_entry_gift_declined');
  if (/^ticket:\d+:refund$/.test(entry.key) && entry.ticketNumber) {
    return t(lang, 'wallet_entry_ticket_refund', { number: entry.ticketNumber });
  }
  return t(lang, 'wallet_entry_order_refund');
}

export async function walletPage(
  db: Db,
  userId: number,
  page: { page_number: number; limit: number },
  lang: Language,
): Promise<WalletPage> {
  const offset = (page.page_number - 1) * page.limit;
  const [head] = await queryRows<{ balance: number; n: number }>(
    db,
    sql`select coalesce((select balance_halalas from wallets where user_id = ${userId}), 0)::int as balance,
          (select count(*)::int from wallet_ledger where user_id = ${userId}) as n`,
  );
  const rows = await queryRows<{
    id: number;
    type: string;
    amount: number;
    balance_after: number;
    order_uuid: string | null;
    order_number: string | null;
    idempotency_key: string;
    ticket_number: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select l.id, l.type, l.amount_halalas as amount, l.balance_after_halalas as balance_after,
          o.uuid::text as order_uuid, o.order_number, l.idempotency_key, tk.number as ticket_number, l.created_at
        from wallet_ledger l left join orders o on o.id = l.order_id
          left join tickets tk on l.idempotency_key = 'ticket:' || tk.id || ':refund'
        where l.user_id = ${userId} order by l.id desc limit ${page.limit} offset ${offset}`,
  );
  const balance = head?.balance ?? 0;
  const total = head?.n ?? 0;
  return {
    balance,
    balance_sar: halalasToDecimal(balance),
    currency: 'SAR',
    transactions: rows.map((r) => {
      const type: WalletTransactionType = isType(r.type) ? r.type : r.amount < 0 ? 'purchased' : 'refund';
      return {
        id: r.id,
        type,
        type_label: walletTransactionLabels[type][lang],
        amount: r.amount,
        amount_sar: halalasToDecimal(r.amount),
        balance_after: r.balance_after,
        order_uuid: r.order_uuid,
        order_number: r.order_number,
        note: walletEntryNote({ type, key: r.idempotency_key, ticketNumber: r.ticket_number }, lang),
        created_at: new Date(r.created_at).toISOString(),
      };
    }),
    page_number: page.page_number,
    limit: page.limit,
    total_count: total,
    total_pages: Math.ceil(total / page.limit),
  };
}
