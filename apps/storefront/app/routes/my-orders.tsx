/**
 * `/my-orders` (spec §2, issue 15 §1, §3): the signed-in shopper's orders newest first and, in a
 * second tab, the delivered ones (`GET /orders/delivered`), paginated with `?page=`;
 * `?order_id={id}` opens the rating prompt of a delivered order (`POST /orders/save-rating`). The
 * footer's 'track gift' lands here: a guest gets the track form (order number + mobile →
 * `POST /orders/track`, the order's limited view). Every form is this route's action.
 */
import { ApiError, isTokenExpired } from '@hadiya/contract/client';
import type { RatingLevel, RatingReason } from '@hadiya/ui';
import { Button, EmptyState, Link, Pagination } from '@hadiya/ui';
import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { useAccountDialogs } from '../features/account/account-dialogs';
import { isOrderUuid } from '../features/checkout/order-uuid';
import { OrderListItem, pageParam } from '../features/orders/order-parts';
import { messages } from '../features/orders/orders.messages';
import { RatingForm } from '../features/orders/rating-form';
import { TrackGiftForm } from '../features/orders/track-gift-form';
import { TrackedOrder } from '../features/orders/tracked-order';
import { loaderContext } from '../lib/loader-context.server';
import { pageMeta, rootDataOf, translate } from '../lib/seo';
import type { ShellHandle } from '../shell/shell';
import type { Route } from './+types/my-orders';

const PAGE_SIZE = 10;
type Tab = 'all' | 'delivered';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, shopper, rethrow } = loaderContext(request, context);
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get('tab') === 'delivered' ? 'delivered' : 'all';
  const page = pageParam(url);
  const who = await shopper();
  if (who.kind !== 'user') return { isSignedIn: false as const, tab, page, list: null, rating: null };
  const query = { page_number: page, limit: PAGE_SIZE };
  const list = await (tab === 'delivered'
    ? api.request('ordersDelivered', { query })
    : api.request('ordersList', { body: { ...query, filter: 'all' } })
  ).catch(rethrow);
  // Spec §3: `?order_id=` (the rating_popup notification) names the order by its id or number.
  const wanted = url.searchParams.get('order_id')?.trim() ?? '';
  let rating: { uuid: string; number: string } | null = null;
  if (wanted) {
    const uuid = isOrderUuid(wanted)
      ? wanted
      : (list.orders.find((order) => order.order_number === wanted)?.order_uuid ?? null);
    const order = uuid
      ? await api.request('orderDetail', { params: { uuid } }).catch((error: unknown) => {
          if (isTokenExpired(error)) rethrow(error);
          return null;
        })
      : null;
    if (order?.can_rate) {
      rating = { uuid: order.order_uuid, number: order.order_number };
    }
  }
  return { isSignedIn: true as const, tab, page, list, rating };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = loaderContext(request, context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  try {
    if (intent === 'rate') {
      await api.request('orderSaveRating', {
        body: {
          order_id: text('order_id'),
          rating: text('rating') as RatingLevel,
          reasons: form.getAll('reasons').map(String) as RatingReason[],
          comment: text('comment') || null,
        },
      });
      return { intent, ok: true as const, tracked: null, message: null, fields: {} };
    }
    const tracked = await api.request('orderTrack', {
      body: { order_number: text('order_number'), phone_number: text('phone_number') },
    });
    return { intent: 'track', ok: true as const, tracked, message: null, fields: {} };
  } catch (error) {
    if (isTokenExpired(error)) throw error;
    if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) {
      return data(
        {
          intent: intent === 'rate' ? 'rate' : 'track',
          ok: false as const,
          tracked: null,
          message: error.message,
          fields: Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message])) as Record<
            string,
            string
          >,
        },
        { status: error.statusCode },
      );
    }
    throw error;
  }
}

// A gift link, a payment's result or a tracked order reads the same in any city.
export const handle: ShellHandle = { isCityOptional: true };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  return [
    ...pageMeta({
      root,
      path: location.pathname,
      title: translate(root, messages.ordersTitle),
      description: translate(root, messages.ordersDescription),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

const hrefOf = (tab: Tab, page: number) => {
  const query = new URLSearchParams();
  if (tab === 'delivered') query.set('tab', 'delivered');
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/my-orders?${search}` : '/my-orders';
};

export default function MyOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const track = actionData?.intent === 'track' ? actionData : undefined;
  const rated = actionData?.intent === 'rate' ? actionData : undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl sm:text-3xl">{intl.formatMessage(messages.ordersTitle)}</h1>
      {rated?.ok ? (
        <p role="status" data-slot="rating-sent" className="rounded-xl border border-success-700 bg-success-50 p-4">
          {intl.formatMessage(messages.rateThanks)}
        </p>
      ) : loaderData.rating ? (
        <RatingForm
          key={loaderData.rating.uuid}
          orderUuid={loaderData.rating.uuid}
          orderNumber={loaderData.rating.number}
          error={rated && !rated.ok ? rated.message : null}
          closeHref={hrefOf(loaderData.tab, loaderData.page)}
        />
      ) : null}
      {loaderData.isSignedIn ? <OrderTabs tab={loaderData.tab} page={loaderData.page} list={loaderData.list} /> : null}
      {track?.tracked ? <TrackedOrder order={track.tracked} /> : null}
      <TrackGiftForm
        error={track && !track.ok ? track.message || intl.formatMessage(messages.trackNotFound) : null}
        fieldErrors={track && !track.ok ? track.fields : undefined}
      />
      {/* The footer's 'track gift' brings guests here: the form first, then the way to every order. */}
      {loaderData.isSignedIn ? null : <SignInForOrders />}
    </div>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

function OrderTabs({ tab, page, list }: { tab: Tab; page: number; list: NonNullable<LoaderData['list']> }) {
  const intl = useIntl();
  const tabClass =
    'inline-flex h-10 items-center border-b-2 px-4 font-medium aria-[current=page]:border-leaf-700 aria-[current=page]:text-leaf-800 border-transparent text-ink-muted hover:text-ink';
  const pageCount = Math.max(1, Math.ceil(list.total_count / list.limit));
  return (
    <section aria-labelledby="orders-list-title" className="flex flex-col gap-4">
      <h2 id="orders-list-title" className="sr-only">
        {intl.formatMessage(tab === 'delivered' ? messages.deliveredTab : messages.allTab)}
      </h2>
      <nav aria-label={intl.formatMessage(messages.ordersTabs)} className="flex gap-1 border-line border-b">
        <Link href={hrefOf('all', 1)} aria-current={tab === 'all' ? 'page' : undefined} className={tabClass}>
          {intl.formatMessage(messages.allTab)}
        </Link>
        <Link
          href={hrefOf('delivered', 1)}
          aria-current={tab === 'delivered' ? 'page' : undefined}
          className={tabClass}
        >
          {intl.formatMessage(messages.deliveredTab)}
        </Link>
      </nav>
      {list.orders.length === 0 ? (
        <EmptyState
          variant="bag"
          level={3}
          title={intl.formatMessage(tab === 'delivered' ? messages.noDelivered : messages.noOrders)}
          description={intl.formatMessage(messages.noOrdersHint)}
        >
          <Link href="/" className="font-medium text-leaf-700 underline">
            {intl.formatMessage(messages.browse)}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-slot="order-list" data-tab={tab}>
          {list.orders.map((order) => (
            <OrderListItem
              key={order.order_uuid}
              order={order}
              action={
                order.can_rate ? (
                  <Link
                    href={`/my-orders?order_id=${order.order_uuid}`}
                    className="font-medium text-leaf-800 text-sm underline underline-offset-4"
                  >
                    {intl.formatMessage(messages.rateOrder, { number: order.order_number })}
                  </Link>
                ) : null
              }
            />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefOf={(next) => hrefOf(tab, next)} />
    </section>
  );
}

/** A guest tracks a gift below; signing in shows every order. */
function SignInForOrders() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  return (
    <EmptyState variant="data" level={2} title={intl.formatMessage(messages.signInForOrders)}>
      <Button onClick={() => dialogs.open('signin')}>{intl.formatMessage(messages.signIn)}</Button>
    </EmptyState>
  );
}
