import { ChevronLeft, Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { IconButton, type IconButtonProps } from './icon-button';

type Text = { ar: string; en: string };

/** An IconButton whose label is sample text in the example's locale. */
function Sampled({ label, ...props }: Omit<IconButtonProps, 'label'> & { label: Text }) {
  const sample = useSample();
  return <IconButton {...props} label={sample(label)} />;
}

/** Usage notes on IconButton's docs page (`parameters.docs.usage`). */
export function IconButtonUsage() {
  return (
    <UsageNotes
      when={[
        'An action whose icon everyone knows, where space is short: the header’s menu and cart, a back arrow, removing a line, the favourite heart on a card.',
        'When the action needs words (“Add to cart”, “Pay now”), use `Button` with text, and `startIcon` if an icon helps. A link to another page is a link, not an IconButton.',
      ]}
      dos={[
        {
          text: 'Write `label` as the action, in the page’s language: it is the accessible name (required by the type), read by screen readers and voice control. Keep `ghost` (the default) in toolbars and `danger` for destructive actions.',
          example: (
            <div className="flex flex-wrap items-center gap-2">
              <Sampled label={{ ar: 'أضف إلى المفضلة', en: 'Add to favourites' }} icon={<Heart aria-hidden />} />
              <Sampled
                label={{ ar: 'حذف باقة ورد جوري أحمر', en: 'Delete Red rose bouquet' }}
                icon={<Trash2 aria-hidden />}
                variant="danger"
              />
            </div>
          ),
        },
        {
          text: 'Mirror only icons that point along the line (`rtl:-scale-x-100` on a back chevron), never a bag, a heart or a bin.',
          example: (
            <Sampled
              label={{ ar: 'رجوع', en: 'Back' }}
              icon={<ChevronLeft aria-hidden className="rtl:-scale-x-100" />}
              variant="secondary"
            />
          ),
        },
        {
          text: 'Use `isLoading` while the action runs: a spinner replaces the icon, the button is disabled and `aria-busy`, and the label stays its name.',
          example: (
            <Sampled
              label={{ ar: 'أضف إلى المفضلة', en: 'Add to favourites' }}
              icon={<Heart aria-hidden />}
              isLoading
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Let the dot (`hasDot`) carry a meaning alone: it is hidden from screen readers, so say it in the label too (“Cart, has items”, not “Cart”).',
          example: (
            <Sampled
              label={{ ar: 'السلة، فيها منتجات', en: 'Cart, has items' }}
              icon={<ShoppingBag aria-hidden />}
              hasDot
            />
          ),
        },
        {
          text: 'Use `size="sm"` (36 px) where people tap: only `md` (44 px, the default) and `lg` (52 px) meet the 44 px touch target.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the button (a visible focus ring); disabled and loading buttons are skipped.'],
        [
          'Enter / Space',
          'Activates it. The default `type` is `button`, so it never submits a form by accident; pass `type="submit"` on purpose.',
        ],
      ]}
      screenReader={[
        'Announced as “button” named by `label` (`aria-label`); the icon and the dot are `aria-hidden`, so the name is all that is read.',
        'While `isLoading` the button is disabled and `aria-busy="true"`, and keeps its name.',
      ]}
    />
  );
}
