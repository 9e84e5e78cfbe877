import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { Pagination } from './pagination';

/** Pages of a sample list; following a link stays on the docs page. */
function SamplePagination({ page, hasLabel }: { page: number; hasLabel?: boolean }) {
  const sample = useSample();
  return (
    <Pagination
      page={page}
      pageCount={5}
      hrefOf={(target) => `?page=${target}`}
      onPageChange={(_page, event) => event.preventDefault()}
      label={hasLabel ? sample({ ar: 'صفحات الطلبات', en: 'Order pages' }) : undefined}
    />
  );
}

/** Usage notes on Pagination's docs page (`parameters.docs.usage`). */
export function PaginationUsage() {
  return (
    <UsageNotes
      when={[
        'Under a long list the server renders page by page, such as the orders at `/my-orders?page=2`: Previous and Next links with “Page 2 of 5” between them.',
        'There are no numbered page links. Show a short list whole; views the shopper switches between are `Tabs`, and the checkout steps are the `CheckoutStepper`.',
      ]}
      dos={[
        {
          text: 'Build real URLs in `hrefOf`. The links then work before the scripts load and open in a new tab, and the app’s `LinkProvider` turns them into client-side navigation.',
          example: <SamplePagination page={2} />,
        },
        {
          text: 'Pass `label` when a page has two paginated lists, so each navigation landmark has its own name (the default is “Pages”).',
          example: <SamplePagination page={1} hasLabel />,
        },
      ]}
      donts={[
        {
          text: 'Hide Previous on the first page or Next on the last. The component keeps the link in place, disabled, so the other one never jumps around.',
        },
        {
          text: 'Call `event.preventDefault()` in `onPageChange` unless the app loads the page itself, because the link would then do nothing.',
        },
      ]}
      keyboard={[
        [
          'Tab',
          'Moves to “Previous page”, then “Next page”. A disabled end has no `href` and `tabIndex={-1}`, so Tab skips it.',
        ],
        ['Enter', 'Follows the link. `onPageChange(page, event)` is called first.'],
      ]}
      screenReader={[
        'A navigation landmark named “Pages” (or `label`) with two links, “Previous page” and “Next page” (`rel="prev"`/`rel="next"`). The chevrons are hidden and mirror in Arabic.',
        'At either end the link is `role="link"` with `aria-disabled="true"` and no `href`, so it is read as unavailable. “Page 2 of 5” is plain text with `aria-current="page"`, in the page’s digits (٢ من ٥ in Arabic).',
        'With one page or none nothing is rendered. A `page` outside the range is clamped to the first or last page.',
      ]}
    />
  );
}
