import type { WALLET_TRANSACTION_TYPES } from '@hadiya/contract/constants';
import { ArrowDownLeft, ArrowUpRight, Gift, Wallet } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { Link } from '../../lib/link';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../empty-state';
import { messages } from './messages';

/** A wallet transaction type of spec §3. */
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** One ledger row as `GET /user/wallet` sends it. */
export interface WalletTransaction {
  id: number | string;
  type: WalletTransactionType;
  /** Signed halalas: positive credits the wallet, negative debits it. */
  amount: number;
  /** When it happened (ISO string or `Date`); shown in Riyadh time. */
  createdAt: string | Date;
  /** The order's number, if the transaction concerns one. */
  orderNumber?: string | null;
  /** The order's page, to link the number. */
  orderHref?: string | null;
  /** The server's description in the shopper's language; replaces the type's name. */
  description?: string | null;
}

export interface WalletSummaryProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The balance in halalas (the ledger's sum, from the server). */
  balance: number;
  /** Under the balance. @default "Use it at checkout for any order." (`null` for none) */
  hint?: ReactNode;
  /** @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/** The wallet's balance (issue 15 §4, `/wallet`), large, with a short hint. */
export function WalletSummary({ balance, hint, headingLevel = 2, className, ...props }: WalletSummaryProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="wallet-summary"
      aria-labelledby={`${id}-title`}
      className={cn('flex items-center gap-4 rounded-xl border border-line bg-leaf-50 p-4 sm:p-6', className)}
      {...props}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white [&_svg]:size-6">
        <Wallet aria-hidden />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <Heading id={`${id}-title`} className="text-start font-medium text-ink-muted text-sm">
          {intl.formatMessage(messages.balance)}
        </Heading>
        <p data-slot="wallet-summary-balance" className="text-start font-bold text-2xl text-ink tabular-nums">
          {formatPrice(balance, locale)}
        </p>
        {hint === null ? null : (
          <p className="text-start text-ink-muted text-sm">{hint ?? intl.formatMessage(messages.balanceHint)}</p>
        )}
      </div>
    </section>
  );
}

export interface WalletTransactionListProps extends Omit<ComponentProps<'div'>, 'children'> {
  transactions: readonly WalletTransaction[];
  /** Heading level of the list's title. @default 2 */
  headingLevel?: 2 | 3;
  /** @default 'Asia/Riyadh' */
  timeZone?: string;
}

// The arrows point along the reading direction (out of, into the wallet), so they mirror in Arabic.
const typeIcons: Record<WalletTransactionType, ReactNode> = {
  purchased: <ArrowUpRight aria-hidden className="rtl:-scale-x-100" />,
  refunded: <ArrowUpRight aria-hidden className="rtl:-scale-x-100" />,
  refund: <ArrowDownLeft aria-hidden className="rtl:-scale-x-100" />,
  bonus: <Gift aria-hidden />,
};

/**
 * The wallet's ledger (issue 15 §4): each transaction's type (purchased, refunded, refund, bonus),
 * date, order number and signed amount, credits in green with a plus. Empty: a short explanation.
 */
export function WalletTransactionList({
  transactions,
  headingLevel = 2,
  timeZone = 'Asia/Riyadh',
  className,
  ...props
}: WalletTransactionListProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const signed = (halalas: number) => formatPrice(halalas, locale, { isSigned: true });
  return (
    <section
      data-slot="wallet-transaction-list"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <Heading id={`${id}-title`} className="text-start font-bold text-lg">
        {intl.formatMessage(messages.transactions)}
      </Heading>
      {transactions.length === 0 ? (
        <EmptyState
          variant="data"
          level={headingLevel === 2 ? 3 : 4}
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface-raised">
          {transactions.map((transaction) => {
            const date = new Date(transaction.createdAt);
            const isCredit = transaction.amount > 0;
            return (
              <li
                key={transaction.id}
                data-slot="wallet-transaction"
                data-type={transaction.type}
                data-direction={isCredit ? 'credit' : 'debit'}
                className="flex items-center gap-3 p-3"
              >
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
                    isCredit ? 'bg-success-50 text-success-700' : 'bg-sand-100 text-sand-800',
                  )}
                >
                  {typeIcons[transaction.type]}
                </span>
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="text-start font-medium">
                    {transaction.description || intl.formatMessage(messages[transaction.type])}
                  </span>
                  <span className="text-start text-ink-muted text-sm">
                    <time dateTime={date.toISOString()}>
                      {intl.formatDate(date, {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                        timeZone,
                        calendar: 'gregory',
                      } as Intl.DateTimeFormatOptions)}
                    </time>
                    {transaction.orderNumber ? (
                      <>
                        {' · '}
                        {transaction.orderHref ? (
                          <Link
                            href={transaction.orderHref}
                            className="text-leaf-800 underline underline-offset-4 hover:no-underline"
                          >
                            {intl.formatMessage(messages.order, { number: transaction.orderNumber })}
                          </Link>
                        ) : (
                          intl.formatMessage(messages.order, { number: transaction.orderNumber })
                        )}
                      </>
                    ) : null}
                  </span>
                </div>
                <span
                  data-slot="wallet-transaction-amount"
                  className={cn('shrink-0 font-semibold tabular-nums', isCredit ? 'text-success-700' : 'text-ink')}
                >
                  {signed(transaction.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
