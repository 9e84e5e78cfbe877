import { UsageNotes } from '../../docs/foundations';
import { OrderStatusTimeline } from './order-status-timeline';

/** Usage notes on OrderStatusTimeline's docs page (`parameters.docs.usage`). */
export function OrderStatusTimelineUsage() {
  return (
    <UsageNotes
      when={[
        'Where an order is, step by step (spec §4), on the order’s page and the recipient’s gift page: `flow="delivery"` for a gift delivered to a friend, `flow="pickup"` for a cafe pick-up.',
        'In a list of orders, or anywhere a word is enough, use `OrderStatusBadge`. An order still awaiting payment has no timeline.',
      ]}
      dos={[
        {
          text: 'Build the props with `orderStatusTimelineOf(order)` from the API’s status, delivery type and events: it picks the flow, the step, `lastReachedStep` and the times, and gives `null` for an order awaiting payment.',
        },
        {
          text: 'Pass the times the server recorded in `timestamps`: each reached step shows its time in Riyadh time, with the page’s digits and the Gregorian calendar; steps not reached show none.',
          example: (
            <OrderStatusTimeline
              flow="pickup"
              status="readyForPickUp"
              timestamps={{
                confirmed: '2026-03-05T05:50:00Z',
                accepted: '2026-03-05T06:00:00Z',
                processing: '2026-03-05T06:20:00Z',
                wrapGift: '2026-03-05T06:45:00Z',
                readyForPickUp: '2026-03-05T07:10:00Z',
              }}
            />
          ),
        },
        {
          text: 'For a stopped order (`rejected`, `cancelled`, `recipientRejected`, `failed`) pass the last step it reached as `lastReachedStep`: the list ends there with a red step, and the steps that will never happen are not shown.',
          example: <OrderStatusTimeline flow="delivery" status="cancelled" lastReachedStep="recipientAccepted" />,
        },
      ]}
      donts={[
        {
          text: 'Map the API’s status names by hand: the timeline’s keys are camelCase (`onTheWay`) while the API sends `on_the_way`, and `cafe_accepted` is the pick-up flow’s `accepted`; `orderStatusTimelineOf` does it.',
        },
        {
          text: 'Move `status` on from an estimate of the app’s (“on the way” an hour after wrapping): pass the status the server reports; a step shows as done only once the order reached it.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: the timeline is a list of text and takes no focus.']]}
      screenReader={[
        'An ordered list named “Order status”; the current step has `aria-current="step"`, and the others say “(Completed)” or “(Not yet)” after their names. The circles and lines are hidden.',
        'A status region (`role="status"`) reads “Order status: {step}” politely when the status changes while the page is open.',
      ]}
    />
  );
}
