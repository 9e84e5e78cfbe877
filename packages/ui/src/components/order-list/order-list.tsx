import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { Pagination } from '../pagination';
import { messages } from './messages';
import { type OrderListEntry, OrderListItem } from './order-list-item';

export interface OrderListProps extends Omit<ComponentProps<'div'>, 'children' | 'onSelect'> {
  orders: readonly OrderListEntry[];
  /** Names the list (e.g. "Delivered orders" for the second list). @default "My orders" */
  label?: string;
  /** Called when an order is opened; the link still navigates unless the event is prevented. */
  onSelect?: (id: number | string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The page shown, from 1; with `pageCount` > 1 and `hrefOfPage` the previous/next links appear. */
  page?: number;
  pageCount?: number;
  /** The link to a page of the list (`/my-orders?page=2`). */
  hrefOfPage?: (page: number) => string;
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Heading level of each order number (the empty state's title too). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Replaces the empty state's title. */
  emptyTitle?: ReactNode;
  /** Replaces the empty state's sentence. */
  emptyDescription?: ReactNode;
  /** Under the empty state's text (e.g. a link to the shop). */
  emptyAction?: ReactNode;
  /** @default 'Asia/Riyadh' */
  timeZone?: string;
}

/**
 * The shopper's orders (issue 15 §1, `/my-orders`), newest first as the server sends them: each
 * with its thumbnail, number, status, date and total, linking to the order's page; an empty state;
 * previous/next links for the server's pages.
 */
export function OrderList({
  orders,
  label,
  onSelect,
  page = 1,
  pageCount = 1,
  hrefOfPage,
  onPageChange,
  headingLevel = 3,
  emptyTitle,
  emptyDescription,
  emptyAction,
  timeZone,
  className,
  ...props
}: OrderListProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage(messages.label);
  if (orders.length === 0) {
    return (
      <div data-slot="order-list" data-state="empty" className={className} {...props}>
        <EmptyState
          variant="bag"
          level={headingLevel}
          title={emptyTitle ?? intl.formatMessage(messages.empty)}
          description={emptyDescription ?? intl.formatMessage(messages.emptyHint)}
        >
          {emptyAction}
        </EmptyState>
      </div>
    );
  }
  return (
    <div data-slot="order-list" className={cn('flex flex-col gap-4', className)} {...props}>
      <ul aria-label={name} className="flex flex-col gap-3">
        {orders.map((order) => (
          <OrderListItem
            key={order.id}
            order={order}
            onSelect={onSelect}
            headingLevel={headingLevel}
            timeZone={timeZone}
          />
        ))}
      </ul>
      {hrefOfPage ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefOf={hrefOfPage}
          onPageChange={onPageChange}
          label={intl.formatMessage(messages.pages, { list: name })}
        />
      ) : null}
    </div>
  );
}
