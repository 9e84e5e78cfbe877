import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { CartLineOptions } from './cart-line-options';

function Example() {
  const sample = useSample();
  return (
    <CartLineOptions
      colorName={sample({ ar: 'أبيض', en: 'White' })}
      addonNames={[
        sample({ ar: 'علبة شوكولاتة', en: 'Chocolate box' }),
        sample({ ar: 'بطاقة شكر', en: 'Thank-you card' }),
      ]}
      engraving="سارة ❤ Omar"
    />
  );
}

/** Usage notes on CartLineOptions' docs page (`parameters.docs.usage`). */
export function CartLineOptionsUsage() {
  return (
    <UsageNotes
      when={[
        'Under a cart line’s title, wherever the line is listed (`CartDrawer`, `CartBasket`): what was chosen for it, so two lines of one product are told apart.',
        'The product page’s choices before adding to the cart are form fields (the colour picker, `EngravingField`), not this.',
      ]}
      dos={[
        {
          text: 'Pass `colorName` and `addonNames` in the page’s language and `engraving` as the shopper wrote it: the add-ons read as one list (“A and B”), the engraving keeps its own direction.',
          example: <Example />,
        },
        {
          text: 'Pick `size="sm"` in the drawer’s compact lines and `md` (the default) on the cart page; set `slotPrefix` when the host’s tests and pages already query slots of its own name.',
        },
      ]}
      donts={[
        {
          text: 'Write “Colour:” or “Add-ons:” around it, or join the add-ons yourself: the component says them in the page’s language.',
        },
        {
          text: 'Render it for a line with nothing chosen to hold space: it renders nothing then, and the line closes up.',
        },
      ]}
      keyboard={[['Tab', 'Nothing of its own: plain text that never takes focus.']]}
      screenReader={[
        'Read as part of the line, one paragraph a choice: “Colour: White”, “Add-ons: Chocolate box and Thank-you card”, “Engraving: …”.',
        'The engraving is a `<bdi>`, so a Latin name on an Arabic page (or the reverse) is read and drawn in its own order.',
      ]}
    />
  );
}
