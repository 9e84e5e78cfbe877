import { MESSAGE_CARD_MAX_LENGTH } from '@hadiya/contract/orders';
import { UsageNotes } from '../../docs/foundations';
import { Sample, useSample } from '../../stories/sample';
import { MessageCardField } from './message-card-field';

function Written() {
  const sample = useSample();
  return (
    <MessageCardField
      className="max-w-md"
      maxLength={MESSAGE_CARD_MAX_LENGTH}
      defaultValue={sample({
        ar: 'كل عام وأنتِ بخير يا سارة، مع كل الحب من جدة',
        en: 'Happy birthday, Sara! With all our love from Jeddah',
      })}
    />
  );
}

function NearlyFull() {
  const sample = useSample();
  return (
    <MessageCardField
      className="max-w-md"
      maxLength={25}
      defaultValue={sample({ ar: 'مبروك التخرج يا نورة!', en: 'Congratulations, Noura!' })}
    />
  );
}

/** Usage notes on MessageCardField's docs page (`parameters.docs.usage`). */
export function MessageCardFieldUsage() {
  return (
    <UsageNotes
      when={[
        'The message printed on the card that comes with the gift, at checkout (`name="message_card"`) and on the order page while it can still change (`OrderMessageCard`).',
        'Not for text cut into the product (`EngravingField`, same counter, one line) or for a note to the store or support (a text field or the support form).',
      ]}
      dos={[
        {
          text: 'Pass the contract’s `MESSAGE_CARD_MAX_LENGTH` (250) as `maxLength`: it is the limit the checkout call checks, the textarea stops there and the counter says how many characters are left.',
          example: <Written />,
        },
        {
          text: 'Let the counter warn: within a tenth of the limit (at least the last 5) it turns to the warning colour (`data-state="low"`), at the limit red (`full`). The count uses the page’s digits and Arabic plural forms.',
          example: <NearlyFull />,
        },
        {
          text: 'Show the form’s or the server’s message in `errorMessage`: the field turns invalid and the message is read with it.',
          example: (
            <MessageCardField
              className="max-w-md"
              maxLength={MESSAGE_CARD_MAX_LENGTH}
              isRequired
              errorMessage={<Sample ar="اكتب رسالة للبطاقة" en="Write a message for the card" />}
            />
          ),
        },
      ]}
      donts={[
        {
          text: 'Cut a longer message silently in the app: give it as it is; the counter shows “N characters too many” in red (`data-state="over"`) until the shopper shortens it.',
        },
        {
          text: 'Write the limit into `label` or `hint` (“max. 250 characters”): the counter already says it, in the page’s digits, and is read to screen readers. Keep the default hint, which says the message is printed on the card (`hint={null}` removes it).',
        },
      ]}
      keyboard={[
        ['Tab', 'Moves to the textarea; nothing of its own.'],
        ['Typing', 'Stops at `maxLength`; Enter adds a new line.'],
      ]}
      screenReader={[
        'A textarea labelled “Gift card message”, described by the hint, the error (when there is one) and the counter; `isRequired` adds a hidden “required” to the label.',
        'The counter is part of the description; a polite live region speaks only near the limit, at it or over it, not on every keystroke.',
      ]}
    />
  );
}
