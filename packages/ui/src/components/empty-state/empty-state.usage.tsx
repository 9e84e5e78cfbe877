import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from '../button';
import { EmptyState } from './empty-state';

/** Usage notes on EmptyState's docs page (`parameters.docs.usage`). */
export function EmptyStateUsage() {
  return (
    <UsageNotes
      when={[
        'In place of a list that has nothing in it: the empty cart (`bag`, “Your bag is empty”), a search with no match (`search`, “No product found”), no orders, tickets or saved cards (`data`, “No data found”).',
        'While loading use `Skeleton`. A whole page that failed may use it with its own `title` saying what went wrong and one way on; a list that failed to load says so instead of “No data found”.',
      ]}
      dos={[
        {
          text: 'Add a `description` saying what to do next and at most one action in `children`.',
          example: (
            <EmptyState level={4} description={<Sample ar="أضف هدية لتبدأ." en="Add a gift to get started." />}>
              <Button>
                <Sample ar="تسوق الآن" en="Shop now" />
              </Button>
            </EmptyState>
          ),
        },
        {
          text: 'Replace the built-in title with `title` when the screen knows more (“No orders yet”), and set `level` to fit the page’s headings (default `2`).',
          example: (
            <EmptyState
              variant="data"
              level={4}
              title={<Sample ar="لا توجد طلبات بعد" en="No orders yet" />}
              description={
                <Sample
                  ar="ستظهر هنا هداياك المرسلة إلى الرياض وجدة."
                  en="Gifts you send to Riyadh or Jeddah show here."
                />
              }
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Leave an empty list or table on the page (a bordered box with nothing inside): it reads as a loading failure.',
        },
        { text: 'Put several buttons in it: one way forward, the page’s navigation does the rest.' },
      ]}
      keyboard={[['Tab', 'Reaches the action in `children`, when there is one; nothing of its own.']]}
      screenReader={[
        'The title is a real heading (`h2` unless `level` says otherwise), so it is found in the page’s headings; the icon is hidden from the reader.',
        'It is not a live region: when a list empties in front of the shopper (the last item removed), the screen has to announce that itself (a status region or a toast).',
      ]}
    />
  );
}
