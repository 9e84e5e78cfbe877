import { UsageNotes } from '../../docs/foundations';
import { OrderStatusBadge } from './order-status-badge';

/** Usage notes on OrderStatusBadge's docs page (`parameters.docs.usage`). */
export function OrderStatusBadgeUsage() {
  return (
    <UsageNotes
      when={[
        'An order’s current status at a glance, where space is short: each card of `OrderList`, the top of an order’s page.',
        'Where the shopper follows an order step by step, use `OrderStatusTimeline`. A support ticket’s status is `TicketStatusBadge`; other labels are `Badge`.',
      ]}
      dos={[
        {
          text: 'Pass `status` exactly as the API sends it (the contract’s `ORDER_STATUSES`): the badge picks its name, icon and tone (in progress, waiting, done, stopped) itself. A status this release does not know yet shows “Status unknown” in the neutral tone, never a guessed step. The names are the timeline’s too (`useOrderStatusLabel`).',
          example: (
            <div className="flex flex-wrap gap-2">
              <OrderStatusBadge status="on_the_way" />
              <OrderStatusBadge status="ready_for_pickup" />
              <OrderStatusBadge status="delivered" />
              <OrderStatusBadge status="recipient_rejected" />
            </div>
          ),
        },
        {
          text: 'Pass the server’s `status_label` as `label` when it sends one; the icon and tone still follow `status`.',
        },
      ]}
      donts={[
        {
          text: 'Colour or word a status of your own with the badge’s classes: add the status to the contract, its message and its tone, so every screen reads it the same way (`orderStatusToneOf` gives the tone for other parts of a screen).',
        },
        {
          text: 'Make it a link or a button: it is text; the order’s link is its number.',
        },
      ]}
      keyboard={[['Tab', 'Nothing: the badge is text and takes no focus.']]}
      screenReader={[
        'Read as its text only (“On the way”, “في الطريق”); the icon is hidden, and colour and icon never carry the meaning alone.',
        'It has no role or live region: a change of status is announced by `OrderStatusTimeline`, not by the badge.',
      ]}
    />
  );
}
