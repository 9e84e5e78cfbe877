/**
 * `/wallet` (spec §2, §3, issue 15 §4): the signed-in shopper's balance and its ledger
 * (`GET /user/wallet`), newest first, paginated with `?page=`: each transaction's type, date, order
 * and signed amount in the shopper's language. A guest is asked to sign in.
 */
import type { WalletEntryView } from '@hadiya/contract/calls/orders';
import { cn, EmptyState, formatPrice, Link, Pagination, useLocale } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { SignInFirst } from '../features/checkout/sign-in-first';
import { formatDate, pageParam } from '../features/orders/order-parts';
import { messages } from '../features/orders/orders.messages';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { Route } from './+types/wallet';

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, shopper, rethrow } = loaderContext(request, context);
  const page = pageParam(new URL(request.url));
  if ((await shopper()).kind !== 'user') return { wallet: null };
  const wallet = await api.request('userWallet', { query: { page_number: page, limit: PAGE_SIZE } }).catch(rethrow);
  return { wallet };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.walletTitle),
      description: translate(root, messages.walletDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function WalletPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { wallet } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.walletTitle)}</h1>
      {!wallet ? (
        <SignInFirst />
      ) : (
        <>
          <section
            aria-labelledby="wallet-balance"
            className="flex flex-col gap-1 rounded-2xl bg-leaf-50 p-5"
            data-slot="wallet-balance"
          >
            <h2 id="wallet-balance" className="font-medium text-ink-muted">
              {intl.formatMessage(messages.walletBalance)}
            </h2>
            <p className="font-bold text-3xl text-leaf-800" data-slot="wallet-balance-amount">
              {formatPrice(wallet.balance, locale)}
            </p>
          </section>
          <section aria-labelledby="wallet-transactions" className="flex flex-col gap-3">
            <h2 id="wallet-transactions" className="font-bold text-xl">
              {intl.formatMessage(messages.walletTransactions)}
            </h2>
            {wallet.transactions.length === 0 ? (
              <EmptyState variant="data" level={3} title={intl.formatMessage(messages.walletEmpty)} />
            ) : (
              <ul
                className="flex flex-col divide-y divide-line rounded-xl border border-line"
                data-slot="wallet-transactions"
              >
                {wallet.transactions.map((entry) => (
                  <WalletEntry key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
            <Pagination
              page={wallet.page_number}
              pageCount={wallet.total_pages}
              hrefOf={(page) => (page > 1 ? `/wallet?page=${page}` : '/wallet')}
            />
          </section>
        </>
      )}
    </div>
  );
}

function WalletEntry({ entry }: { entry: WalletEntryView }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const isCredit = entry.amount >= 0;
  const amount = formatPrice(Math.abs(entry.amount), locale);
  return (
    <li className="flex items-start justify-between gap-3 p-4" data-slot="wallet-transaction" data-type={entry.type}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold">{entry.type_label}</span>
        <span className="text-ink-muted text-sm">{formatDate(entry.created_at, locale, { withTime: true })}</span>
        {entry.order_uuid && entry.order_number ? (
          <Link
            href={`/my-orders/${entry.order_uuid}`}
            className="self-start text-leaf-800 text-sm underline underline-offset-4"
          >
            {intl.formatMessage(messages.walletForOrder, { number: <bdi dir="ltr">{entry.order_number}</bdi> })}
          </Link>
        ) : null}
        {entry.note ? <span className="text-ink-muted text-sm">{entry.note}</span> : null}
      </div>
      <span
        className={cn('shrink-0 font-bold', isCredit ? 'text-success-700' : 'text-ink')}
        data-slot="wallet-transaction-amount"
      >
        <bdi>{isCredit ? `+${amount}` : `−${amount}`}</bdi>
      </span>
    </li>
  );
}
