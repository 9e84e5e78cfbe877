import { UsageNotes } from '../../docs/foundations';
import { useSample } from '../../stories/sample';
import { EngravingField } from './engraving-field';

function Engraving({ isInvalid = false }: { isInvalid?: boolean }) {
  const sample = useSample();
  return (
    <EngravingField
      className="max-w-sm"
      maxLength={12}
      productTitle={sample({ ar: 'كوب خشبي', en: 'Wooden mug' })}
      defaultValue={isInvalid ? sample({ ar: 'نورة ❤', en: 'Noura ❤' }) : sample({ ar: 'نورة', en: 'Noura' })}
      errorMessage={
        isInvalid
          ? sample({
              ar: 'يمكن أن يحتوي النقش على حروف وأرقام ومسافات وعلامات ترقيم بسيطة فقط',
              en: 'Engraving can use letters, digits, spaces and simple punctuation',
            })
          : undefined
      }
    />
  );
}

/** Usage notes on EngravingField's docs page (`parameters.docs.usage`). */
export function EngravingFieldUsage() {
  return (
    <UsageNotes
      when={[
        'The text to laser-engrave on a product, on the product page or per cart line at checkout, only where both the product and the chosen city allow engraving.',
        'The greeting on the gift card is the `MessageCardField` (several lines); a plain note to the store is a `Textarea`.',
      ]}
      dos={[
        {
          text: 'Pass the product’s own limit as `maxLength`: the input stops there (never above the store’s 30 characters) and a counter says how many are left (read aloud only near the limit).',
          example: <Engraving />,
        },
        {
          text: 'With several lines, name each field after its product with `productTitle` (“Engraving text for Wooden mug”) and post each under its own `name`.',
        },
        {
          text: 'Show the contract’s `engraving_characters` message in `errorMessage` when the text has emoji or symbols a laser cannot cut.',
          example: <Engraving isInvalid />,
        },
      ]}
      donts={[
        { text: 'Show the field for a product or a city without engraving: the server refuses any text there.' },
        {
          text: 'Expect the field to refuse emoji as they are typed: it only limits the length; the characters are checked by the contract’s `engravingTextSchema` when the form is sent.',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the field; nothing of its own.'],
        ['Typing', 'Stops at `maxLength` (the browser’s own limit).'],
      ]}
      screenReader={[
        'Labelled “Engraving text” (or “Engraving text for {product}”); the counter (“6 characters left”, in the page’s digits) is linked with `aria-describedby`; a polite live region speaks only near the limit, not as the shopper types.',
        'The error is linked with `aria-describedby` and sets `aria-invalid`; near the limit the counter takes the warning colour, at it the danger colour (colour only: the words say the count).',
      ]}
    />
  );
}
