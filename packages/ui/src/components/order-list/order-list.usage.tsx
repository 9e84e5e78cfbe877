import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { sampleImages } from '../product-card/product-card.fixtures';
import { OrderList } from './order-list';

function OneOrder() {
  const sample = useSample();
  return (
    <OrderList
      className="max-w-lg"
      label={sample({ ar: 'طلبات حالية', en: 'Current orders' })}
      orders={[
        {
          id: 'hd-10231',
          number: 'HD-10231',
          placedAt: '2026-11-20T09:15:00Z',
          status: 'on_the_way',
          total: 30_550,
          itemCount: 2,
          thumbnail: { src: sampleImages.roses, alt: '' },
          href: '?order=hd-10231',
        },
      ]}
      // The example stays put: a followed link would leave the docs page.
      onSelect={(_id, event) => event.preventDefault()}
    />
  );
}

/** Usage notes on OrderList's docs page (`parameters.docs.usage`). */
export function OrderListUsage() {
  return (
    <UsageNotes
      when={[
        'The shopper’s orders on `/my-orders` (issue 15 §1), newest first as the server sends them: each card links to the order’s page.',
        'One order’s page is made of `OrderDestinationCard`, `OrderMessageCard` and the other Orders pieces, `OrderStatusTimeline` and `OrderSummary`; a list of products is a `ProductGrid` of cards.',
      ]}
      dos={[
        {
          text: 'Pass each order’s `number`, `status` (the contract’s `ORDER_STATUSES`), `placedAt`, `total` in halalas and `href`; the card shows the date in Riyadh time and the total in SAR, in the page’s digits. `itemCount`, `thumbnail` and `deliveryType: "cafe_pickup"` add to it.',
          example: <OneOrder />,
        },
        {
          text: 'Name each list with `label` when a page has two (“Current orders”, “Delivered orders”); the pagination is named after it.',
        },
        {
          text: 'For the server’s pages pass `page`, `pageCount` and `hrefOfPage`: previous/next links that work before hydration, with `onPageChange` for client-side paging.',
        },
      ]}
      donts={[
        {
          text: 'Sort or filter the orders in the app: show them in the server’s order.',
        },
        {
          text: 'Describe the thumbnail in `alt`: the order number names the card, so `alt: ""` is right for a product picture here.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Stops once on each order’s link (the whole card is its target, with a focus ring around the card), then on the previous/next links.',
        ],
        [
          'Enter',
          'Opens the order (`onSelect` is called first; the link still navigates unless the event is prevented).',
        ],
      ]}
      screenReader={[
        'A list named “My orders” (or `label`); each order is a heading with a link named “Order HD-10231”, then its status, date, item count and total as text.',
        'With no orders, an empty state with a heading (“No orders yet”) and a sentence replaces the list; `emptyAction` adds something under it, e.g. a link to the shop.',
      ]}
    />
  );
}
