import { UsageNotes } from '../../docs/foundations';
import { Sample } from '../../stories/sample';
import { PhoneInput } from './phone-input';

/** Usage notes on PhoneInput's docs page (`parameters.docs.usage`). */
export function PhoneInputUsage() {
  return (
    <UsageNotes
      when={[
        'A mobile number: signing in by SMS, the buyer’s and the recipient’s contact. It carries the country calling code and knows each country’s length.',
        'Not for other numbers (an order number, a code): the one-time code is `OtpInput`.',
      ]}
      dos={[
        {
          text: 'Let the shopper type as they are used to: `05…` becomes `5…` for +966, Arabic-Indic and Persian digits become ASCII, and the digits stay an island reading left to right on Arabic pages.',
          example: <PhoneInput defaultValue={{ phoneCode: '966', number: '512345678' }} />,
        },
        {
          text: 'Show the server’s or the form’s message in `errorMessage`; an incomplete number shows the length message by itself once the field loses focus.',
          example: (
            <PhoneInput
              defaultValue={{ phoneCode: '966', number: '5123' }}
              isInvalid
              errorMessage={<Sample ar="رقم الجوال غير صحيح" en="The mobile number is not valid" />}
            />
          ),
        },
        { text: 'Send the SMS from `onComplete`, which fires once the country’s length is reached.' },
      ]}
      donts={[
        {
          text: 'Use a plain text field with a placeholder like “05XXXXXXXX”: the country code, the digit conversion and the length check would be lost.',
        },
        { text: 'Put the calling code inside the number value: it lives in `phoneCode`.' },
      ]}
      keyboard={[
        ['Tab', 'Moves from the country code select to the number field.'],
        ['Arrow keys (on the select)', 'Choose another country code.'],
        [
          'Digits',
          'Typed into the number; other characters are dropped and input beyond the country’s length is ignored.',
        ],
      ]}
      screenReader={[
        'The number field is labelled by the visible label (“Mobile number”), the select by “Country code”; the field opens the numeric keypad (`inputMode="numeric"`) and offers autofill (`tel-national`).',
        'The error message is linked with `aria-describedby` and read when the field is focused.',
      ]}
    />
  );
}
