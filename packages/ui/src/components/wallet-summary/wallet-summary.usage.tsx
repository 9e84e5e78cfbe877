import { UsageNotes } from '../../docs/foundations';
import { WalletSummary, WalletTransactionList } from './wallet-summary';

/** Usage notes on WalletSummary's docs page (`parameters.docs.usage`). */
export function WalletSummaryUsage() {
  return (
    <UsageNotes
      when={[
        'The `/wallet` page (issue 15 §4): `WalletSummary` shows the balance, large, with a short hint; `WalletTransactionList` (same folder) the ledger — paid for an order, refunded to the card, refund, bonus (spec §3).',
        'Using the wallet at checkout is `WalletToggle`.',
      ]}
      dos={[
        {
          text: 'Pass the `balance` the server computed, in halalas (`17550` is SAR 175.50): it is shown to the halala in the page’s language and digits.',
          example: <WalletSummary balance={17_550} headingLevel={3} />,
        },
        {
          text: 'Pass the transactions with signed `amount`s in halalas: credits show in green with a plus, debits with a minus sign. Give `orderHref` to link the order number, and the server’s `description` when it says more than the type’s name.',
          example: (
            <WalletTransactionList
              headingLevel={3}
              transactions={[
                { id: 2, type: 'bonus', amount: 2_000, createdAt: '2026-11-22T10:00:00Z' },
                {
                  id: 1,
                  type: 'purchased',
                  amount: -5_000,
                  createdAt: '2026-11-12T14:40:00Z',
                  orderNumber: 'HD-10190',
                },
              ]}
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Add up the ledger in the browser for the balance: the server’s balance is the one checkout uses.',
        },
        { text: 'Round wallet amounts as the cart rounds prices: money in the wallet is shown with its halalas.' },
      ]}
      keyboard={[['Tab', 'Reaches the order links in the ledger, if any; nothing of its own.']]}
      screenReader={[
        'Both are regions named by their headings (“Wallet balance”, “Transactions”; `headingLevel`); the icons are hidden.',
        'Each row reads its type, date, order and signed amount (“+SAR 20.00”, “−SAR 50.00”); the sign comes first in reading order, on the right in Arabic (“+١٠٫٠٠ ر.س.” as Intl writes a signed amount), and the arrows point the reading direction’s way.',
        'An empty ledger shows an empty state with its own heading (“No transactions yet”).',
      ]}
    />
  );
}
