import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Skeleton } from './skeleton';

/** Usage notes on Skeleton's docs page (`parameters.docs.usage`). */
export function SkeletonUsage() {
  return (
    <UsageNotes
      when={[
        'Holding the place of content whose shape is known while it loads: product cards, cart lines, an order row. `text` for lines, `rect` for images and cards, `circle` for avatars.',
        'A wait with no known shape, or inside a control, is a `Spinner` (buttons and icon buttons have `isLoading`).',
      ]}
      dos={[
        {
          text: 'Match the footprint of what is coming (size the blocks with classes such as `h-32`, `w-3/4`, `size-10`), so nothing jumps when it arrives.',
          example: (
            <div className="flex w-40 flex-col gap-2">
              <Skeleton variant="rect" className="h-32" />
              <Skeleton className="w-11/12" />
              <Skeleton className="w-1/3" />
            </div>
          ),
        },
        {
          text: 'Say once, on the region, that it is loading — a visually hidden `role="status"` text or `aria-busy` on the container, as the cart drawer does — because every skeleton is hidden from screen readers.',
          example: (
            <div aria-busy="true" className="flex flex-col gap-3">
              <span role="status" className="sr-only">
                <Sample ar="جارٍ تحميل طلباتك" en="Loading your orders" />
              </span>
              {[0, 1].map((row) => (
                <div key={row} className="flex items-center gap-3">
                  <Skeleton variant="circle" className="size-10" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="w-3/4" />
                    <Skeleton className="w-1/2" />
                  </div>
                </div>
              ))}
            </div>
          ),
        },
      ]}
      donts={[
        {
          text: 'Put text or controls inside a skeleton: it is `aria-hidden`, so they would be hidden from screen readers too.',
        },
        {
          text: 'Leave skeletons up after the answer: replace them with the content, an empty state or the error, and use them only for the first load.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: skeletons take no focus; Tab goes on to the next focusable element.']]}
      screenReader={[
        'Every skeleton is `aria-hidden`, so readers skip it; announce the loading on the region instead (a `role="status"` text or `aria-busy`).',
        'The pulse stops for people who ask for reduced motion (`motion-reduce:animate-none`).',
      ]}
    />
  );
}
