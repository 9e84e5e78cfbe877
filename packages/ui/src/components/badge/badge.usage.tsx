import { Gift } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Badge } from './badge';

/** Usage notes on Badge's docs page (`parameters.docs.usage`). */
export function BadgeUsage() {
  return (
    <UsageNotes
      when={[
        'A short label next to what it describes: “Sold out” on a product card, “Applied” on a coupon, “Open now” on a cafe branch, “Expired” on a saved card.',
        'Order and ticket statuses have their own badges (`OrderStatusBadge`, `TicketStatusBadge`: a status id in, label, tone and icon out). Anything the shopper can press is a `Button`.',
      ]}
      dos={[
        {
          text: 'Pick the `variant` by meaning: `success`, `warning` and `danger` for states, `accent` (clay) for gifts and offers, `neutral` for the rest. Every variant meets AA contrast.',
          example: (
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success">
                <Sample ar="متوفر" en="In stock" />
              </Badge>
              <Badge variant="warning">
                <Sample ar="كمية محدودة" en="Low stock" />
              </Badge>
              <Badge variant="danger">
                <Sample ar="نفد المخزون" en="Sold out" />
              </Badge>
              <Badge variant="accent">
                <Sample ar="تغليف مجاني" en="Free wrapping" />
              </Badge>
            </div>
          ),
        },
        {
          text: 'An icon may lead the text (it is sized to 14 px); give it `aria-hidden`, the words carry the meaning.',
          example: (
            <Badge variant="accent">
              <Gift aria-hidden />
              <Sample ar="هدية" en="Gift" />
            </Badge>
          ),
        },
      ]}
      donts={[
        {
          text: 'Write a sentence in a badge: it wraps to several lines (it never truncates). Put the detail in text beside it.',
          example: (
            <Badge variant="accent">
              <Sample
                ar="تغليف هدايا مجاني مع بطاقة مكتوبة بخط اليد لكل الطلبات"
                en="Free gift wrapping with a handwritten card on every order"
              />
            </Badge>
          ),
        },
        {
          text: 'Let the colour carry the state alone (a coloured dot, an empty badge): the text must say it, for screen readers and for colour-blind shoppers.',
        },
      ]}
      keyboard={[['Tab', 'Nothing of its own: a badge is a plain `span` and never takes focus.']]}
      screenReader={[
        'Read as plain text where it stands; it has no role. Where it qualifies something focusable, tie it in (the product card describes its link with the price and the “Sold out” badge).',
      ]}
    />
  );
}
