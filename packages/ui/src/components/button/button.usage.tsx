import { ArrowRight, Gift } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { Button } from './button';

/** Usage notes on Button's docs page (`parameters.docs.usage`). */
export function ButtonUsage() {
  return (
    <UsageNotes
      when={[
        'An action on this page: add to cart, save, send, pay. For going to another page use a link (`Link`, or `variant="link"` inside text).',
        'One `primary` button per view for the main action; `secondary` beside it for the alternative; `ghost` in toolbars and headers; `danger` only to confirm something destructive.',
      ]}
      dos={[
        {
          text: 'Pair one primary with a secondary, main action first in reading order (so first on the right in Arabic).',
          example: (
            <div className="flex flex-wrap gap-3">
              <Button>
                <Sample ar="أضف إلى السلة" en="Add to cart" />
              </Button>
              <Button variant="secondary">
                <Sample ar="اشترِ كهدية" en="Buy as a gift" />
              </Button>
            </div>
          ),
        },
        {
          text: 'Put icons in `startIcon`/`endIcon`; give arrows `rtl:-scale-x-100` so they point along the reading direction. Never mirror the gift, the cart or a check mark.',
          example: (
            <Button startIcon={<Gift aria-hidden />} endIcon={<ArrowRight aria-hidden className="rtl:-scale-x-100" />}>
              <Sample ar="أرسل هدية" en="Send a gift" />
            </Button>
          ),
        },
        {
          text: 'Use `isLoading` while the action runs: the width stays, a spinner shows, clicks are blocked and `aria-busy` is set.',
          example: (
            <Button isLoading>
              <Sample ar="جارٍ الحفظ" en="Saving" />
            </Button>
          ),
        },
      ]}
      donts={[
        {
          text: 'Put two primary buttons side by side: the shopper cannot tell which is the main action.',
          example: (
            <div className="flex flex-wrap gap-3">
              <Button>
                <Sample ar="ادفع الآن" en="Pay now" />
              </Button>
              <Button>
                <Sample ar="أكمل التسوق" en="Keep shopping" />
              </Button>
            </div>
          ),
        },
        {
          text: 'Make an icon-only button out of Button: use `IconButton`, which requires an accessible name.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves focus to the button (a visible focus ring; disabled and loading buttons are skipped).'],
        [
          'Enter / Space',
          'Activates it. The default `type` is `button`, so it never submits a form by accident; pass `type="submit"` on purpose.',
        ],
      ]}
      screenReader={[
        'Announced as “button” with its text as the name; an icon in `startIcon`/`endIcon` must be `aria-hidden`.',
        'While `isLoading` the button is disabled and `aria-busy="true"`; keep the text (it stays the name).',
      ]}
    />
  );
}
