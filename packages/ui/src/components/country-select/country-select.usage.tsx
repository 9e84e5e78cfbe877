import { UsageNotes } from '../../docs/foundations';
import { PhoneInput } from '../phone-input';
import { CountrySelect } from './country-select';

/** Usage notes on CountrySelect's docs page (`parameters.docs.usage`). */
export function CountrySelectUsage() {
  return (
    <UsageNotes
      when={[
        'The calling code of a mobile number (mobile sign-in, the profile): flag and `+code`, Saudi Arabia (+966) first and by default. It goes into `PhoneInput`’s `countrySelect` with `variant="inline"`.',
        'Not for choosing a country or a city to deliver to (that is the `CityPicker`), nor for any other list (`Select`, `RadioGroup`).',
      ]}
      dos={[
        {
          text: 'Leave it locked unless the app’s setting allows changes: the spec keeps the selector clickable only in a development build (§2). Locked, it still shows the code and is read as a disabled “Country code”.',
          example: <CountrySelect />,
        },
        {
          text: 'Inside a phone field use `variant="inline"`, keep `PhoneInput`’s `value.phoneCode` in step through `onChange(phoneCode, country)`, and pass `isEditable` when changes are allowed.',
          example: (
            <PhoneInput
              defaultValue={{ phoneCode: '966', number: '512345678' }}
              countrySelect={<CountrySelect variant="inline" isEditable />}
            />
          ),
        },
        {
          text: 'Pass the API’s `countries` when they have arrived; until then the spec’s five (Saudi Arabia, Bahrain, Kuwait, Qatar, India) are offered, named in the page’s language.',
        },
      ]}
      donts={[
        {
          text: 'Draw flags with emoji: many Linux and Windows machines show two letters instead. `CountryFlag` draws the spec’s five and shows the ISO code for any other.',
        },
        { text: 'Mirror the face on Arabic pages: flag and `+966` stay an island reading left to right.' },
      ]}
      keyboard={[
        ['Tab', 'Reaches the select only when `isEditable`; a locked one is disabled and skipped.'],
        [
          'Arrow keys / typing',
          'Choose another country as in any native `<select>` (the platform decides whether its list opens first).',
        ],
      ]}
      screenReader={[
        'A native select named “Country code” (or `label`); each option reads “Saudi Arabia (+966)”. The visible flag and `+code` are hidden from the reader, the select carries them.',
      ]}
    />
  );
}
