import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { QuantityStepper } from './quantity-stepper';

function Stepper(props: { defaultValue: number; max: number; hasRemove?: boolean }) {
  const sample = useSample();
  return (
    <QuantityStepper
      itemName={sample({ ar: 'نبتة الصبار', en: 'Aloe vera plant' })}
      defaultValue={props.defaultValue}
      max={props.max}
      onRemove={props.hasRemove ? () => {} : undefined}
    />
  );
}

/** Usage notes on QuantityStepper's docs page (`parameters.docs.usage`). */
export function QuantityStepperUsage() {
  return (
    <UsageNotes
      when={[
        'The quantity of a cart line or of a product before adding it: small whole numbers, one step at a time.',
        'Not for amounts typed freely (a wallet top-up, a card number): use a text field.',
      ]}
      dos={[
        {
          text: 'Pass the product’s stock as `max` and the chosen colour’s as `colorStock`: plus stops at the lower one and tells screen readers why.',
          example: <Stepper defaultValue={3} max={3} />,
        },
        {
          text: 'In the cart pass `onRemove`: at quantity 1 minus becomes a remove button named after the item.',
          example: <Stepper defaultValue={1} max={10} hasRemove />,
        },
        { text: 'Always pass `itemName` (the product title): the buttons and the remove action are named after it.' },
      ]}
      donts={[
        {
          text: 'Hide the stepper at the stock limit: keep it, disabled plus, so the shopper sees the quantity they have.',
        },
        { text: 'Trust its quantity on the server: the server checks stock again when the cart changes.' },
      ]}
      keyboard={[
        ['Tab', 'Moves to minus (or remove), then plus. Disabled buttons are skipped.'],
        ['Enter / Space', 'Decreases, removes or increases by one.'],
      ]}
      screenReader={[
        'A group named “Quantity”; the number is a polite live region, so each change is read out in the page’s digits (٢ in Arabic, 2 in English).',
        'At the stock limit plus is disabled and described by a hidden note saying how many are available.',
      ]}
    />
  );
}
